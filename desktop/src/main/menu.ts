/**
 * The application menu as plain data (Electron's MenuItemConstructorOptions shape, built with roles only), so
 * it is testable without Electron; index.ts hands it to Menu.buildFromTemplate.
 */
export interface MenuItem {
  label?: string;
  role?: string;
  type?: 'separator';
  submenu?: MenuItem[];
}

export function menuTemplate(platform: string, productName: string, dev: boolean): MenuItem[] {
  const mac = platform === 'darwin';
  const separator: MenuItem = { type: 'separator' };
  const view: MenuItem[] = [
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    separator,
    { role: 'togglefullscreen' },
    ...(dev ? [separator, { role: 'reload' }, { role: 'toggleDevTools' }] : []),
  ];
  return [
    ...(mac
      ? [
          {
            label: productName,
            submenu: [
              { role: 'about' },
              separator,
              { role: 'services' },
              separator,
              { role: 'hide' },
              { role: 'hideOthers' },
              { role: 'unhide' },
              separator,
              { role: 'quit' },
            ],
          },
        ]
      : []),
    { label: 'File', submenu: [mac ? { role: 'close' } : { role: 'quit' }] },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        separator,
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'pasteAndMatchStyle' },
        { role: 'selectAll' },
      ],
    },
    { label: 'View', submenu: view },
    {
      label: 'Window',
      submenu: mac
        ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
        : [{ role: 'minimize' }, { role: 'close' }],
    },
  ];
}
