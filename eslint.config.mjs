// Lint policy: TypeScript rules plus the architecture rules that keep the monorepo honest.
// - @nx/enforce-module-boundaries: apps never import apps (only the composition root may),
//   libraries never import apps, and project-level import cycles fail.
// - no-restricted-imports: no deep imports into a library; use its public entry point.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.nx/**', '**/generated/**', 'deploy/k8s/**', 'deploy/helm/**', '.data/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.mjs'],
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
            {
              sourceTag: 'type:composition',
              onlyDependOnLibsWithTags: ['type:platform', 'type:contracts', 'type:service', 'type:gateway', 'type:simulator'],
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@platform/*/*', '@platform/*/**'], message: 'Deep import into a library: import its public entry point (@platform/<lib>) instead.' },
            { group: ['@app/*/*', '@app/*/**'], message: 'Deep import into an app is forbidden.' },
            { group: ['../../libs/*', '../../../libs/*', '**/libs/**/src/*', '**/apps/*/src/*'], message: 'Import libraries by package name, never by relative path across projects.' },
          ],
        },
      ],
    },
  },
  {
    // The all-in-one composition root is the one project allowed to import apps (docs/decisions/0001).
    files: ['apps/platform/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          banTransitiveDependencies: false,
          allow: ['@app/gateway', '@app/funding', '@app/messaging-proxy', '@app/flows', '@app/broadcasts', '@app/contacts', '@app/workflows-agent', '@app/webhooks', '@app/upstream-sim'],
          depConstraints: [
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:platform'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:platform'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts'] },
            { sourceTag: 'type:gateway', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts'] },
            { sourceTag: 'type:simulator', onlyDependOnLibsWithTags: ['type:platform'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:platform', 'type:contracts'] },
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
    // Tests and the e2e harness read loosely-typed JSON bodies; production code never uses `any`.
    files: ['**/*.test.ts', '**/test/**/*.ts', 'apps/e2e/**/*.ts', 'bench/**/*.ts', 'tools/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
];
