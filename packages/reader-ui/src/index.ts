/** @inkshelf/reader-ui: React components shared by the website and the desktop studio. */
export { NotifyProvider, useNotify, type Notice } from './notify.tsx';
