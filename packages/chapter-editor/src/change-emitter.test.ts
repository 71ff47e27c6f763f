/** ChangeEmitter: one serialisation per interval while the document changes, immediate on flush, none when unchanged. */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeEmitter } from './change-emitter.ts';
import { doc, headlessEditor, p, text } from './test-docs.ts';

const editor = headlessEditor();
afterAll(() => editor.destroy());
const node = (value: string) => editor.schema.nodeFromJSON(doc(p(text(value))));

describe('ChangeEmitter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('emits the latest document once per interval, however many updates arrive', () => {
    const emit = vi.fn();
    const emitter = new ChangeEmitter().configure({ emit, delay: 300 });
    emitter.update(node('a'));
    vi.advanceTimersByTime(100);
    emitter.update(node('ab'));
    vi.advanceTimersByTime(100);
    emitter.update(node('abc'));
    expect(emit).not.toHaveBeenCalled();
    expect(emitter.pending).toBe(true);
    vi.advanceTimersByTime(100);
    expect(emit).toHaveBeenCalledExactlyOnceWith('<p>abc</p>');
    expect(emitter.pending).toBe(false);

    emitter.update(node('abcd'));
    vi.advanceTimersByTime(299);
    expect(emit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(emit).toHaveBeenLastCalledWith('<p>abcd</p>');
  });

  it('flushes at once and returns the HTML; a flush with nothing new emits nothing', () => {
    const emit = vi.fn();
    const emitter = new ChangeEmitter().configure({ emit, delay: 300 });
    expect(emitter.flush()).toBeNull();
    emitter.update(node('now'));
    expect(emitter.flush()).toBe('<p>now</p>');
    expect(emit).toHaveBeenCalledExactlyOnceWith('<p>now</p>');
    expect(emitter.flush()).toBe('<p>now</p>');
    vi.advanceTimersByTime(1000);
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('treats a reset document as the baseline and drops what was pending', () => {
    const emit = vi.fn();
    const emitter = new ChangeEmitter().configure({ emit, delay: 300 });
    emitter.update(node('typed'));
    const loaded = node('loaded');
    emitter.reset(loaded);
    vi.advanceTimersByTime(1000);
    expect(emit).not.toHaveBeenCalled();
    expect(emitter.flush()).toBe('<p>loaded</p>');
    expect(emit).not.toHaveBeenCalled();
  });
});
