#!/usr/bin/env node
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS launcher: it picks what to load at run time. */
// `platform`: the built bundle when there is one (`npx nx build cli`, or a global install of it);
// otherwise the TypeScript source through tsx, so `npx platform` works in a fresh clone after `npm ci`.
// PLATFORM_CLI_SOURCE=1 forces the source (the repository's tests).
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const built = join(__dirname, '..', 'dist', 'platform.js');
if (existsSync(built) && process.env.PLATFORM_CLI_SOURCE !== '1') {
  require(built);
} else {
  // The SDK is imported from its source (apps/cli/tsconfig.json maps it): no build needed.
  process.env.TSX_TSCONFIG_PATH = join(__dirname, '..', 'tsconfig.json');
  require('tsx/cjs');
  require('../src/main.ts');
}
