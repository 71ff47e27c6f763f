/**
 * Validates electron-builder.yml offline with app-builder-lib's own loader and JSON-schema validator, and the files it
 * points at. CI cannot build installers (electron-builder downloads Electron), so this is its check; the release
 * workflow builds them. `pnpm --filter @inkshelf/desktop check:builder [path/to/electron-builder.yml]`
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';

export const REPOSITORY_ROOT = path.resolve(__dirname, '../..');
export const DEFAULT_CONFIG = path.join(REPOSITORY_ROOT, 'electron-builder.yml');

export interface CheckResult {
  ok: boolean;
  errors: string[];
}

const silentDebugLogger = { isEnabled: false, add: () => undefined };

export async function checkBuilderConfig(
  configFile = DEFAULT_CONFIG,
  projectDir = REPOSITORY_ROOT,
): Promise<CheckResult> {
  const errors: string[] = [];
  let config: Awaited<ReturnType<typeof getConfig>>;
  try {
    config = await getConfig(projectDir, configFile, null);
    await validateConfiguration(config, silentDebugLogger as never);
  } catch (error) {
    return { ok: false, errors: [(error as Error).message] };
  }

  const resolve = (dir: string | null | undefined, file: string) => path.resolve(projectDir, dir ?? '', file);
  const appDir = config.directories?.app ?? '.';
  const buildResources = config.directories?.buildResources ?? 'build';
  const appPackage = resolve(appDir, 'package.json');
  if (!existsSync(appPackage)) {
    errors.push(`directories.app: ${appPackage} does not exist`);
  } else {
    const pkg = JSON.parse(readFileSync(appPackage, 'utf8')) as { main?: string; version?: string; type?: string };
    if (pkg.main !== 'out/main/index.js')
      errors.push(`${appPackage}: "main" must be out/main/index.js (electron-vite's output)`);
    if (!pkg.version) errors.push(`${appPackage}: "version" is missing`);
    if (pkg.type === 'module') errors.push(`${appPackage}: "type": "module" would make the sandboxed preload ESM`);
  }
  if (!config.appId) errors.push('appId is missing');
  if (!config.productName) errors.push('productName is missing');
  // The loader normalises `files` into file sets ({ filter: [...] }).
  const patterns = ([] as unknown[])
    .concat(config.files ?? [])
    .flatMap((entry) =>
      typeof entry === 'string' ? [entry] : ([] as unknown[]).concat((entry as { filter?: unknown }).filter ?? []),
    );
  if (!patterns.some((entry) => typeof entry === 'string' && entry.startsWith('out/'))) {
    errors.push("files must include electron-vite's out/ folder");
  }
  const icons: [string, string | null | undefined][] = [
    ['linux.icon', config.linux?.icon],
    ['mac.icon', config.mac?.icon],
    ['win.icon', config.win?.icon],
  ];
  for (const [field, icon] of icons) {
    if (!icon) errors.push(`${field} is missing`);
    else if (!existsSync(resolve(buildResources, icon)))
      errors.push(`${field}: ${resolve(buildResources, icon)} does not exist`);
  }
  const targets = (platform: { target?: unknown } | null | undefined) =>
    ([] as unknown[])
      .concat(platform?.target ?? [])
      .map((t) => (typeof t === 'string' ? t : (t as { target: string }).target));
  for (const [platform, wanted] of [
    ['linux', ['AppImage', 'deb']],
    ['mac', ['dmg']],
    ['win', ['nsis']],
  ] as const) {
    const have = targets(config[platform]);
    for (const target of wanted) if (!have.includes(target)) errors.push(`${platform}.target must include ${target}`);
  }
  if (!config.linux?.maintainer) errors.push('linux.maintainer is missing (required for deb)');
  if (!config.linux?.category) errors.push('linux.category is missing');
  return { ok: errors.length === 0, errors };
}

async function main(): Promise<void> {
  const configFile = path.resolve(process.argv[2] ?? DEFAULT_CONFIG);
  const started = performance.now();
  const result = await checkBuilderConfig(configFile);
  if (!result.ok) {
    console.error(`${configFile} is not valid:\n${result.errors.map((e) => `- ${e}`).join('\n')}`);
    process.exitCode = 1;
    return;
  }
  console.log(`${configFile} is valid (${Math.round(performance.now() - started)} ms)`);
}

if (process.argv[1] && path.basename(process.argv[1]) === 'check-builder-config.ts') void main();
