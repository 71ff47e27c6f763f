/** The bridge the preload exposes (typed in src/shared/window.d.ts): the renderer's only way to the disk and the OS. */
import type { StudioBridge } from '../../shared/bridge.ts';

export function studio(): StudioBridge {
  const bridge = (window as { studio?: StudioBridge }).studio;
  if (!bridge) throw new Error('Inkshelf Studio must run inside the desktop app (window.studio is missing).');
  return bridge;
}
