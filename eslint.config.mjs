// Lint policy: TypeScript rules plus the architecture rules that keep the monorepo honest.
// - @nx/enforce-module-boundaries: apps never import apps (only the composition root may),
//   libraries never import apps, and project-level import cycles fail.
// - no-restricted-imports: no deep imports into a library; use its public entry point.
// - prettier/prettier: the formatter (.prettierrc.json) over every linted file; `npm run format` fixes it.
// - SQL only in repositories: no knex / Postgres driver import and no query-builder or raw SQL call
//   outside an app's src/infra/db and src/migrations (docs/conventions.md). tools/lint-rules.test.ts
//   plants a violation of each rule and expects it to fail.
import nx from '@nx/eslint-plugin';
import prettierRecommended from 'eslint-plugin-prettier/recommended';
import tseslint from 'typescript-eslint';

/** Import patterns every linted file obeys (repeated where a block redefines no-restricted-imports). */
const LIBRARY_IMPORT_PATTERNS = [
  { group: ['@platform/*/*', '@platform/*/**'], message: 'Deep import into a library: import its public entry point (@platform/<lib>) instead.' },
  { group: ['@app/*/*', '@app/*/**'], message: 'Deep import into an app is forbidden.' },
  {
    group: ['../../libs/*', '../../../libs/*', '**/libs/**/src/*', '**/apps/*/src/*'],
    message: 'Import libraries by package name, never by relative path across projects.',
  },
];

const SQL_ONLY_IN_REPOSITORIES =
  'SQL lives only in repositories (src/infra/db/*.repository.ts) and migrations: call a repository method, and open transactions with ' +
  'ctx.db.transaction((trx) => ...), naming the transaction type Trx from @platform/db (docs/conventions.md).';

/**
 * The database drivers. A type-only `import type { Knex } from 'knex'` is refused too: use cases and
 * rpc files name a transaction `Trx` (or `Queryable`) from @platform/db, so knex's types do not leak
 * into the layers that must not build queries.
 */
const DB_DRIVER_IMPORTS = ['knex', 'pg', '@electric-sql/pglite'].map((name) => ({ name, message: SQL_ONLY_IN_REPOSITORIES }));

/**
 * Syntax that builds or runs SQL. Selectors, not types: the lint stays fast and needs no type
 * information, at the price of keying on names — `db.knex` (the builder behind Db), a direct call of
 * a builder named `knex`/`trx` (`trx('table')`), and knex's raw-SQL methods on any receiver but
 * express (`express.raw()` is a body parser).
 */
const SQL_SYNTAX = [
  { selector: "ImportExpression[source.value='knex']", message: SQL_ONLY_IN_REPOSITORIES },
  { selector: "MemberExpression[property.type='Identifier'][property.name='knex']", message: SQL_ONLY_IN_REPOSITORIES },
  { selector: "CallExpression[callee.type='Identifier'][callee.name=/^(knex|trx)$/]", message: SQL_ONLY_IN_REPOSITORIES },
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(raw|(and|or)?[wW]hereRaw|(or)?[hH]avingRaw|orderByRaw|groupByRaw|joinRaw|fromRaw|selectRaw)$/]:not([callee.object.name='express'])",
    message: SQL_ONLY_IN_REPOSITORIES,
  },
];

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.nx/**', '**/generated/**', 'deploy/k8s/**', 'deploy/helm/**', '.data/**'] },
  ...tseslint.configs.recommended,
  prettierRecommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          banTransitiveDependencies: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:platform'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:platform'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts'] },
            { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts'] },
            { sourceTag: 'type:simulator', onlyDependOnLibsWithTags: ['type:platform'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts'] },
            // The CLI calls the API through the SDK only (decision 0028).
            { sourceTag: 'type:cli', onlyDependOnLibsWithTags: ['type:sdk'] },
            // The dashboard (browser code) imports no project; its browser test below starts the gateway.
            { sourceTag: 'type:web', onlyDependOnLibsWithTags: [] },
            {
              sourceTag: 'type:composition',
              onlyDependOnLibsWithTags: ['type:platform', 'type:contracts', 'type:service', 'type:gateway', 'type:simulator'],
            },
          ],
        },
      ],
      'no-restricted-imports': ['error', { patterns: LIBRARY_IMPORT_PATTERNS }],
    },
  },
  {
    // SQL only in repositories. Exempt, because they are the database layer itself: an app's
    // src/infra/db (repositories; src/<capability>/infra/db in an app grouped by capability) and src/migrations; the gateway's repositories, which live
    // beside their feature modules (keys/, logs/, projects/, people/, audit/, notifications/) because the gateway is not a
    // service in the house layout; libs/platform/db (the driver), libs/platform/bus (the outbox,
    // the consumer inbox and dead letters are tables it owns) and libs/platform/testing (schemas
    // per test file). Tests, test fixtures and the e2e harness read and seed tables directly.
    files: ['apps/**/*.ts', 'libs/**/*.ts'],
    ignores: [
      'apps/*/src/infra/db/**',
      'apps/*/src/*/infra/db/**',
      'apps/*/src/migrations/**',
      'apps/gateway/src/idempotency/idempotency-keys.repository.ts',
      'apps/gateway/src/keys/api-keys.repository.ts',
      'apps/gateway/src/logs/api-log.repository.ts',
      'apps/gateway/src/logs/log-search.repository.ts',
      'apps/gateway/src/projects/projects.repository.ts',
      'apps/gateway/src/people/people.repository.ts',
      'apps/gateway/src/people/sessions.repository.ts',
      'apps/gateway/src/embeds/inbox-embeds.repository.ts',
      'apps/gateway/src/audit/audit-events.repository.ts',
      'apps/gateway/src/mcp/approvals.repository.ts',
      'apps/gateway/src/notifications/notifications.repository.ts',
      'libs/platform/db/**',
      'libs/platform/bus/**',
      'libs/platform/testing/**',
      'apps/e2e/**',
      '**/test/**',
      '**/test-fixtures/**',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { paths: DB_DRIVER_IMPORTS, patterns: LIBRARY_IMPORT_PATTERNS }],
      'no-restricted-syntax': ['error', ...SQL_SYNTAX],
    },
  },
  {
    // The all-in-one composition root is the one project allowed to import apps (docs/decisions/0001);
    // the benchmarks (bench/, type:composition) compose apps for measurement too.
    files: ['apps/platform/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          banTransitiveDependencies: false,
          allow: [
            '@app/gateway',
            '@app/funding',
            '@app/messaging-proxy',
            '@app/flows',
            '@app/broadcasts',
            '@app/contacts',
            '@app/workflows-agent',
            '@app/webhooks',
            '@app/upstream-sim',
            '@app/connector-sim',
            '@app/llm-sim',
            '@app/telephony-sim',
          ],
          depConstraints: [
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:platform'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:platform'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts'] },
            { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts'] },
            { sourceTag: 'type:simulator', onlyDependOnLibsWithTags: ['type:platform'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts'] },
            // The CLI calls the API through the SDK only (decision 0028).
            { sourceTag: 'type:cli', onlyDependOnLibsWithTags: ['type:sdk'] },
            // The dashboard (browser code) imports no project; its browser test below starts the gateway.
            { sourceTag: 'type:web', onlyDependOnLibsWithTags: [] },
            {
              sourceTag: 'type:composition',
              onlyDependOnLibsWithTags: ['type:platform', 'type:contracts', 'type:service', 'type:gateway', 'type:simulator'],
            },
          ],
        },
      ],
    },
  },
  {
    // The dashboard's browser test serves the build from the real gateway, started in-process
    // (decision 0021): its one import of an app. The dashboard's own code imports no project.
    files: ['apps/dashboard/test/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          banTransitiveDependencies: false,
          allow: ['@app/gateway'],
          depConstraints: [{ sourceTag: 'type:web', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts', 'type:gateway'] }],
        },
      ],
    },
  },
  {
    // Tests, the e2e harness and the dashboard test client read loosely-typed JSON bodies; production code never uses `any`.
    files: ['**/*.test.ts', '**/test/**/*.ts', 'apps/e2e/**/*.ts', 'bench/**/*.ts', 'tools/**/*.ts', 'libs/platform/testing/src/people.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
];
