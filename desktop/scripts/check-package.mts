/**
 * check:package: packs the studio with electron-builder's real pipeline (`--linux dir`) against a stand-in
 * Electron distribution (the real one cannot be downloaded here), then reads the resulting app.asar and checks
 * it holds exactly what the app needs: electron-vite's out/ (main, preload, renderer) and package.json, with no
 * node_modules. Run `pnpm --filter @inkshelf/desktop build` first. Installers themselves are built by
 * .github/workflows/release.yml.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const desktopDir = path.resolve(import.meta.dirname, '..');
const work = await mkdtemp(path.join(tmpdir(), 'inkshelf-package-'));
const electronDist = path.join(work, 'electron-dist');
const output = path.join(work, 'release');

/** Lists the files in an asar archive from its JSON header (uint32 sizes, then the header string). */
function asarFiles(archive: Buffer): string[] {
  const headerSize = archive.readUInt32LE(12);
  type Node = { files?: Record<string, Node> };
  const header = JSON.parse(archive.subarray(16, 16 + headerSize).toString('utf8')) as Node;
  const walk = (node: Node, prefix: string): string[] =>
    Object.entries(node.files ?? {}).flatMap(([name, child]) =>
      child.files ? walk(child, `${prefix}${name}/`) : [`${prefix}${name}`],
    );
  return walk(header, '');
}

try {
  await mkdir(path.join(electronDist, 'resources'), { recursive: true });
  await writeFile(path.join(electronDist, 'electron'), '#!/bin/sh\necho "stand-in Electron"\n');
  await chmod(path.join(electronDist, 'electron'), 0o755);
  await writeFile(path.join(electronDist, 'LICENSE'), '');
  await writeFile(path.join(electronDist, 'LICENSES.chromium.html'), '');
  await writeFile(path.join(electronDist, 'version'), '45.4.1');

  const cli = path.join(desktopDir, 'node_modules', 'electron-builder', 'cli.js');
  await promisify(execFile)(
    process.execPath,
    [
      cli,
      '--projectDir',
      '..',
      '--config',
      'electron-builder.yml',
      '--linux',
      'dir',
      '--publish',
      'never',
      `-c.directories.output=${output}`,
      `-c.electronDist=${electronDist}`,
    ],
    { cwd: desktopDir, maxBuffer: 16 * 1024 * 1024 },
  );

  const files = asarFiles(await readFile(path.join(output, 'linux-unpacked', 'resources', 'app.asar')));
  const problems: string[] = [];
  for (const needed of ['package.json', 'out/main/index.js', 'out/preload/index.js', 'out/renderer/index.html']) {
    if (!files.includes(needed)) problems.push(`app.asar lacks ${needed}`);
  }
  for (const file of files) {
    if (file !== 'package.json' && !file.startsWith('out/')) problems.push(`app.asar should not contain ${file}`);
  }
  console.log(`app.asar (${files.length} files):\n${files.map((f) => `  ${f}`).join('\n')}`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  } else {
    console.log('The packaged app holds exactly out/ and package.json.');
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
