// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import boundaries from 'eslint-plugin-boundaries';
import inkshelf from './scripts/eslint/no-import-cycle.js';

/**
 * The server's layers, top to bottom, written once (issue 32): a file may import its own layer and the layers
 * below it, never one above, type-only imports included. The first pattern that matches a file decides its
 * layer. Tests, test support, benches and the cluster suite sit outside the layers.
 */
const serverLayers = [
  // Process entries and command-line tools.
  ['entry', ['main.ts', 'admin-cli.ts', 'db/*-cli.ts']],
  // The one Koa app and its node:http adapter.
  ['app', ['app.ts', 'http-server.ts']],
  // The HTTP side: the chain's steps, the routers, server rendering, and the types of what they receive
  // (deps.ts names the queue and the services; types.ts the request's user entity).
  ['http', ['middlewares/**', 'routes/**', 'ssr/**', 'deps.ts', 'types.ts']],
  // Work that spans entities: write commands and the durable jobs; the demo seed and the start-up text
  // backfill are work of the same kind (they use services to write content).
  ['work', ['commands/**', 'jobs/**', 'db/seed/**', 'db/backfill-chapter-text.ts']],
  // Row or entity -> wire JSON: above the queries whose rows they format.
  ['presenters', ['presenters/**']],
  // Named queries, who-may-do-what, and the services they share.
  ['domain', ['repositories/**', 'policies/**', 'services/**']],
  // The database (ORM configuration, connections) and the entities.
  ['data', ['db/**', 'entities/**']],
  // The named, tagged in-process caches and the record of what a request changed (the ORM reports to it).
  ['cache', ['cache/**']],
  // Leaves that everything may use.
  ['base', ['errors.ts', 'logger.ts', 'env.ts']],
];
const serverTests = [
  'server/src/**/*.test.ts',
  'server/src/**/*-test-support.ts',
  'server/src/routes/mfa/mfa-support.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/out/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/release/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  // Regular expressions run on user input: none may backtrack super-linearly (issue 15).
  regexp.configs['flat/recommended'],
  {
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Dependency direction: shared packages never reach into the applications.
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@inkshelf/server',
                '@inkshelf/server/*',
                '@inkshelf/web',
                '@inkshelf/web/*',
                '@inkshelf/desktop',
                '@inkshelf/desktop/*',
              ],
              message: 'packages/* must not import the applications.',
            },
            {
              group: ['**/server/**', '**/web/**', '**/desktop/**'],
              message: 'packages/* must not import the applications.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // Benchmarks and command-line scripts report on standard output.
    files: ['server/bench/**/*.ts', 'scripts/**/*.ts', 'desktop/bench/**/*.{ts,mts}', 'desktop/scripts/**/*.{ts,mts}'],
    rules: { 'no-console': 'off' },
  },
  {
    // No import cycles anywhere, type-only imports included (issue 32).
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { inkshelf },
    rules: { 'inkshelf/no-import-cycle': 'error' },
  },
  {
    // The server's layers run one way (see serverLayers above).
    files: ['server/src/**/*.ts'],
    ignores: serverTests,
    plugins: { boundaries },
    settings: {
      'boundaries/files': serverLayers.flatMap(([category, patterns]) =>
        patterns.map((pattern) => ({ category, pattern: `server/src/${pattern}` })),
      ),
      'boundaries/files-single-match': true,
      'boundaries/ignore': serverTests,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-warnings': false,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: serverLayers.slice(1).map(([category], index) => ({
            from: { file: { categories: category } },
            disallow: {
              to: { file: { categories: { anyOf: serverLayers.slice(0, index + 1).map(([above]) => above) } } },
            },
          })),
        },
      ],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
