/** Vite build of the website: React, Tailwind 4, /api proxied to the Koa server in dev, hashed split chunks in dist/. */
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Libraries every route needs: one long-cached chunk that changes only when dependencies do. */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand|use-sync-external-store)[\\/]/;
/** The shared contract (texts, limits, endpoint table and its zod schemas) and the typed client over it. */
const CONTRACTS = /[\\/](packages[\\/](contracts|api-client)|node_modules[\\/]zod)[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: lets .size-limit.ts measure exactly what a route loads (never served: dot folder).
    manifest: true,
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR },
            { name: 'contracts', test: CONTRACTS },
          ],
        },
      },
    },
  },
});
