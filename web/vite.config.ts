/** Vite build of the website: React, Tailwind 4, /api proxied to the Koa server in dev, hashed split chunks in dist/. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Libraries every route needs: one long-cached chunk that changes only when dependencies do. */
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand)[\\/]/;
/**
 * The workspace packages' TypeScript sources only declare things (no import-time effects), but they have no
 * `sideEffects` field: say so here, so a page importing one primitive from a barrel does not pull every module
 * behind it (the reader settings' slider and select) into the entry chunk.
 */
const WORKSPACE_SOURCE = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/].+\.tsx?$/;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes .br and .gz beside every text asset; the Koa server (koa-send) serves them to browsers that accept them. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'inkshelf-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(?:js|css|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.readFile(path.join(outDir, file));
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(source, { level: 9 }),
          ]);
          await Promise.all([
            fs.writeFile(path.join(outDir, `${file}.br`), br),
            fs.writeFile(path.join(outDir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}

/**
 * `vite build --ssr src/ssr/entry-server.tsx` (the second half of `pnpm build`): the server renderer, one
 * self-contained ES module in dist/.ssr/ (a dot folder: never served), that the Koa server imports.
 */
const ssrBuild = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true, target: 'node' },
  // React's production build whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: false,
    minify: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (WORKSPACE_SOURCE.test(id) ? false : undefined) },
      // One file: the server loads each new build under a new URL, which split chunks would not follow.
      output: { entryFileNames: '[name].js', codeSplitting: false },
    },
  },
});

const browserBuild = defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    // The API, and what the server alone answers: feeds, sitemaps and robots.txt.
    proxy: Object.fromEntries(
      ['/api', '/feeds', '^/sitemap.*\\.xml$', '/robots.txt'].map((path) => [
        path,
        { target: 'http://localhost:3000', changeOrigin: false },
      ]),
    ),
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
      treeshake: { moduleSideEffects: (id) => (WORKSPACE_SOURCE.test(id) ? false : undefined) },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [{ name: 'vendor', test: VENDOR }],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));
