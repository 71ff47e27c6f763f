/**
 * electron-vite: main (CommonJS, everything bundled but Electron and Node built-ins), preload (CommonJS, everything bundled: a sandboxed
 * preload can only require 'electron'), renderer (React + Tailwind, minified, relative base so it loads from
 * app://studio). `electron-vite build` needs no Electron binary; `dev` and `preview` do.
 */
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';

export default defineConfig({
  main: {
    build: {
      // zod is bundled, so the packaged app needs no node_modules at all.
      externalizeDeps: { exclude: ['zod'] },
      rollupOptions: { input: { index: resolve(__dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].js' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    base: './',
    plugins: [react(), tailwindcss()],
    build: {
      minify: true,
      // Loaded from disk, not the network: one bundle is fine for the studio.
      chunkSizeWarningLimit: 2000,
      rollupOptions: { input: { index: resolve(__dirname, 'src/renderer/index.html') } },
    },
  },
});
