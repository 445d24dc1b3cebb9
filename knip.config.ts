/**
 * Dead-code check (`npm run lint:dead`, run by tools/test.sh right after the Nx lint): files no entry
 * point reaches, exports and exported types nobody imports, dependencies nobody uses or that are used
 * without being listed. It fails on any of them.
 *
 * Entry points, mostly found by knip's plugins: each workspace's package.json `main` (`src/index.ts`
 * of every app and library: what the all-in-one composition and the apps import), the Nx `serve`
 * targets (`tsx apps/<app>/src/main.ts`, also what tools/build-app.mjs bundles), the package.json
 * scripts (tools, benchmarks), vitest's test files (so an export used only by a test counts as used),
 * eslint's config; listed here: what nothing names in a config (tools, benchmarks, the processes that
 * tests and benchmarks spawn by path). Every ignore below says why.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // An export also used in its own file is live code with a wider interface than needed, not dead code.
  ignoreExportsUsedInFile: true,
  // Generated code (protobuf contracts, proto-loader types of the test protos): written by tools, never
  // edited, kept fresh by `proto:check`; eslint and prettier skip it too.
  ignore: ['**/generated/**'],
  // flock (util-linux) serialises `npm run proto` between parallel worktrees; script (util-linux) gives the CLI's e2e
  // test a pseudo-terminal: system binaries, not packages.
  ignoreBinaries: ['flock', 'script'],
  // deploy/test/kube.ts loads `kubernetes-models/<apiVersion>/<kind>` through createRequire with a
  // computed path, which no static analysis can follow.
  // The @nx packages are not imported by our code (@nx/eslint-plugin brings devkit and js along);
  // they stay listed, pinned with nx: with them removed, tools/module-boundaries.test.ts's project
  // cycle check stopped failing (observed once, cause not isolated), so removing them needs its own change.
  // axe-core is imported by @axe-core/playwright only (the dashboard's browser test): listed to pin the
  // accessibility rules' version that test judges pages by.
  // openapi-typescript is run by path (node_modules/.bin) by tools/sdk-gen.ts; openapi-fetch is imported by
  // libs/sdk, which lists it in its own package.json for the projects that install the packed SDK (the root
  // lists it too: every dependency is pinned at the root).
  ignoreDependencies: ['kubernetes-models', '@nx/devkit', '@nx/eslint', '@nx/js', 'axe-core', 'openapi-typescript', 'openapi-fetch'],
  workspaces: {
    '.': {
      entry: [
        'tools/*.{ts,mjs}',
        'bench/*.ts',
        // Spawned by path by bench/gateway.bench.ts and bench/send-path.ts.
        'bench/lib/{express-hello,naive-path,naive-send}.ts',
        // Preloaded by path (`--import`) into the platform by bench/broadcast-load.ts.
        'bench/lib/loop-delay.ts',
        // Run by apps/e2e/test/cloud-api-clients.e2e.test.ts and shown in docs/cloud-api-clients.md.
        'docs/examples/*.mjs',
        // The SDK's examples, run by apps/e2e/test/sdk-examples.e2e.test.ts (libs/sdk/README.md).
        'docs/examples/*.ts',
      ],
      project: ['tools/**/*.{ts,mjs}', 'bench/**/*.ts', 'deploy/test/**/*.ts', 'docs/examples/*.{mjs,ts}'],
    },
    'apps/*': {},
    'libs/*': {},
    'libs/platform/*': {},
    // Processes that tests spawn by path.
    'libs/platform/bus': { entry: ['src/*.fixture.ts'] },
    'libs/platform/grpc': { entry: ['test-fixtures/*.main.ts'] },
    'libs/platform/telemetry': { entry: ['test-fixtures/*.ts'] },
  },
};

export default config;
