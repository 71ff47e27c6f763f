import { describe, expect, it } from 'vitest';
import { menuTemplate, type MenuItem } from './menu.ts';

const roles = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [...(item.role ? [item.role] : []), ...roles(item.submenu ?? [])]);

describe('menuTemplate', () => {
  it('has the app menu on macOS only, and the editing roles everywhere', () => {
    const mac = menuTemplate('darwin', 'Inkshelf Studio', false);
    const linux = menuTemplate('linux', 'Inkshelf Studio', false);
    expect(mac[0]?.label).toBe('Inkshelf Studio');
    expect(linux.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Window']);
    for (const template of [mac, linux]) {
      expect(roles(template)).toEqual(
        expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'quit']),
      );
    }
  });

  it('offers reload and developer tools only in development', () => {
    expect(roles(menuTemplate('linux', 'Inkshelf Studio', false))).not.toContain('toggleDevTools');
    expect(roles(menuTemplate('linux', 'Inkshelf Studio', false))).not.toContain('reload');
    expect(roles(menuTemplate('win32', 'Inkshelf Studio', true))).toEqual(
      expect.arrayContaining(['reload', 'toggleDevTools']),
    );
  });
});
