/**
 * Builds the website only when its inputs changed since the last build: `npm start` runs this before the server.
 * The fingerprint covers web sources and config, the shared packages' sources and the lockfile; it is stored
 * in dist/.build-stamp. Runs under plain Node (type stripping), no dependencies.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '..');
const root = path.resolve(web, '..');
const stampFile = path.join(web, 'dist', '.build-stamp');
const inputs = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'package.json'),
  path.join(root, 'packages'),
  path.join(root, 'pnpm-lock.yaml'),
];
const skipped = new Set(['node_modules', 'dist', 'test-results', '.turbo']);

/** Path, size and modification time of every input file, hashed. */
function fingerprint(): string {
  const hash = crypto.createHash('sha256');
  const visit = (target: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(target);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target).sort()) {
        if (!skipped.has(entry) && !entry.endsWith('.test.ts') && !entry.endsWith('.test.tsx')) {
          visit(path.join(target, entry));
        }
      }
    } else {
      hash.update(`${path.relative(root, target)}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  inputs.forEach(visit);
  return hash.digest('hex');
}

const current = fingerprint();
const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
if (
  current === previous &&
  fs.existsSync(path.join(web, 'dist', 'index.html')) &&
  fs.existsSync(path.join(web, 'dist', '.ssr', 'entry-server.js'))
) {
  process.stdout.write('web: dist/ is up to date, skipping the build\n');
} else {
  process.stdout.write('web: building dist/ (sources changed since the last build)\n');
  // The browser build, then the server renderer (dist/.ssr/): `pnpm build`.
  for (const args of [['build'], ['build', '--ssr', 'src/ssr/entry-server.tsx']]) {
    // A production build even when called from a test runner (vitest sets NODE_ENV=test).
    const env = { ...process.env, NODE_ENV: 'production' };
    const result = spawnSync('pnpm', ['exec', 'vite', ...args], { cwd: web, stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stampFile, `${current}\n`);
}
