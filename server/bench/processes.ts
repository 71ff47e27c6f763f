import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { openDatabase } from '../src/db/database.ts';

const here = path.dirname(new URL(import.meta.url).pathname);

/** Exits with a clear message when wrk is missing. */
export function requireWrk(): void {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error('wrk is not installed: apt-get install -y wrk');
      process.exit(1);
    }
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function sql<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Forks one of the bench's servers on `port` over `databaseUrl`; resolves once it listens. `file` is relative to
 * this folder, or absolute with `cwd` its server folder (another checkout's build, see compare.ts).
 */
export function start(
  file: string,
  port: number,
  databaseUrl: string,
  env: Record<string, string> = {},
  cwd?: string,
): Promise<ChildProcess> {
  const child = fork(path.resolve(here, file), [], {
    cwd,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, PORT: String(port), NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGTERM'));

/** Signs each reader in through the API (a session each) and returns their Cookie header values. */
export async function signIn(appUrl: string, usernames: string[], password: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < usernames.length; i += 4) {
    const batch = await Promise.all(
      usernames.slice(i, i + 4).map(async (username) => {
        const response = await fetch(`${appUrl}/api/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: appUrl },
          body: JSON.stringify({ emailOrUsername: username, password }),
        });
        if (!response.ok) throw new Error(`${username} could not sign in: ${response.status} ${await response.text()}`);
        return response.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; ');
      }),
    );
    cookies.push(...batch);
  }
  return cookies;
}

/**
 * Creates, migrates and seeds database `name` on the server of `adminUrl`, unless `reuse` finds it already holding
 * `expected` chapters (BENCH_REUSE=1, for tuning). Returns its URL.
 */
export async function prepareDatabase(options: {
  adminUrl: string;
  name: string;
  expected: number;
  seed: (url: string) => Promise<void>;
  reuse: boolean;
}): Promise<string> {
  const { adminUrl, name, expected, seed, reuse } = options;
  const url = databaseUrl(adminUrl, name);
  const count = await sql<{ count: number }>(url, 'select count(*)::int as count from chapters').then(
    (rows) => rows[0]!.count,
    () => -1,
  );
  if (reuse && count === expected) {
    // Earlier runs' writes (bookmark toggles, view counts) left dead row versions that a fresh seed does not have;
    // a run on a kept database starts as after its seed: the bookmarks the runs left removed (with their counts),
    // then the tables vacuumed.
    await sql(
      url,
      `with left_over as (delete from bookmarks returning novel_id)
       update novels n set bookmark_count = n.bookmark_count - c.count
       from (select novel_id, count(*)::int as count from left_over group by novel_id) c where n.id = c.novel_id`,
    );
    await sql(url, 'vacuum (analyze) novels, bookmarks, session, reading_progress');
    console.log(`Reusing ${name} (${expected.toLocaleString('en-US')} chapters, BENCH_REUSE=1, vacuumed)`);
    return url;
  }
  const started = Date.now();
  await sql(adminUrl, `drop database if exists ${name} with (force)`);
  await sql(adminUrl, `create database ${name}`);
  await (await openDatabase({ DATABASE_URL: url, DATA_DIR: '/tmp', DB_POOL_MAX: 2 }, pino({ level: 'warn' }))).close();
  await seed(url);
  console.log(`Seeded ${name} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return url;
}
