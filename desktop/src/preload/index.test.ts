import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS, type StudioBridge } from '../shared/bridge.ts';

const electron = vi.hoisted(() => ({
  exposeInMainWorld: vi.fn(),
  invoke: vi.fn((channel: string, ...args: unknown[]) => Promise.resolve({ channel, args })),
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: electron.exposeInMainWorld },
  ipcRenderer: { invoke: electron.invoke },
}));

beforeEach(() => {
  vi.resetModules();
  electron.exposeInMainWorld.mockClear();
  electron.invoke.mockClear();
});

async function exposed(): Promise<StudioBridge> {
  await import('./index.ts');
  expect(electron.exposeInMainWorld).toHaveBeenCalledTimes(1);
  const [name, api] = electron.exposeInMainWorld.mock.calls[0]!;
  expect(name).toBe('studio');
  return api as StudioBridge;
}

describe('preload', () => {
  it('exposes exactly one studio object with a method per channel and nothing else', async () => {
    const studio = await exposed();
    const methods = Object.entries(studio).flatMap(([group, fns]) =>
      Object.entries(fns as Record<string, unknown>).map(([method, fn]) => {
        expect(typeof fn).toBe('function');
        return `${group}:${method}`;
      }),
    );
    expect(methods.sort()).toEqual([...CHANNELS].sort());
  });

  it('forwards each call to ipcRenderer.invoke on its channel with its arguments', async () => {
    const studio = await exposed();
    const key = { serverUrl: 'https://inkshelf.example', novelId: 1, chapterId: 2, localId: null };
    await expect(studio.drafts.load(key)).resolves.toEqual({ channel: 'drafts:load', args: [key] });
    await studio.drafts.rekey(key, key);
    expect(electron.invoke).toHaveBeenLastCalledWith('drafts:rekey', key, key);
    await studio.credentials.get();
    expect(electron.invoke).toHaveBeenLastCalledWith('credentials:get');
  });
});
