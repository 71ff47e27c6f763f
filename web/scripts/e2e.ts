/**
 * `pnpm --filter @inkshelf/web test:e2e`: runs the desktop and phone projects one after the other, each with its own
 * server and database, so neither sees the other's data. Side by side (E2E_PARALLEL=1) they took longer on two cores,
 * not half as long: two browsers and two servers starved each other until flows timed out (2026-12-02: the Google
 * sign-in took 25 s instead of 9). Arguments go to both runs. Plain Node, no dependencies.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const web = path.resolve(import.meta.dirname, '..');
const build = spawnSync(process.execPath, [path.join(web, 'scripts', 'build-if-changed.ts')], {
  cwd: web,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const outputBase = path.resolve(web, process.env.E2E_OUTPUT_DIR ?? 'test-results');
const playwright = path.join(web, 'node_modules', '.bin', 'playwright');
const projects = ['desktop', 'mobile'] as const;

/** One project's run; every line it prints is prefixed with the project's name. Resolves to its exit code. */
function run(project: (typeof projects)[number]): Promise<number> {
  const child = spawn(playwright, ['test', `--project=${project}`, ...process.argv.slice(2)], {
    cwd: web,
    env: { ...process.env, E2E_OUTPUT_DIR: path.join(outputBase, project) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    readline.createInterface({ input: stream }).on('line', (line) => target.write(`${project.padEnd(7)} | ${line}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes =
  process.env.E2E_PARALLEL === '1'
    ? await Promise.all(projects.map((project) => run(project)))
    : [await run('desktop'), await run('mobile')];
projects.forEach((project, i) =>
  process.stdout.write(`${project}: ${codes[i] === 0 ? 'passed' : `failed (${codes[i]})`}\n`),
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
