/** ChangeEmitter: editor updates become at most one serialisation per interval, plus one on demand (flush). */
import type { Node as PMNode } from '@tiptap/pm/model';
import { docToHtml } from './doc-html.ts';

/**
 * Batches `onChange`: the first update after a quiet moment starts a `delay` ms timer that later ones join, and the
 * latest document is serialised once when it fires, so a 100,000-word chapter is never serialised per keystroke.
 * `flush()` skips the wait (blur, unmount, saves).
 */
export class ChangeEmitter {
  private delay = 300;
  private emit: (html: string) => void = () => {};
  private timer: ReturnType<typeof setTimeout> | undefined;
  private latest: PMNode | null = null;
  private emitted: PMNode | null = null;

  /** Where emissions go and how long updates wait; takes effect from the next emission or timer. */
  configure(options: { emit: (html: string) => void; delay: number }): this {
    this.emit = options.emit;
    this.delay = options.delay;
    return this;
  }

  /** The document changed: it is emitted within `delay` ms. */
  update(doc: PMNode): void {
    this.latest = doc;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, this.delay);
  }

  /** Emits now if the document changed since the last emission; returns its HTML (null before any document). */
  flush(): string | null {
    this.cancel();
    if (this.latest === null) return null;
    const html = docToHtml(this.latest);
    if (this.latest !== this.emitted) {
      this.emitted = this.latest;
      this.emit(html);
    }
    return html;
  }

  /** The document was loaded or replaced from outside: it is the new baseline, with nothing pending. */
  reset(doc: PMNode): void {
    this.cancel();
    this.latest = doc;
    this.emitted = doc;
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Whether an emission is waiting for its timer. */
  get pending(): boolean {
    return this.timer !== undefined;
  }
}
