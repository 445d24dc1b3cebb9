// Bundles the CLI (apps/cli/src/main.ts) with esbuild into apps/cli/dist/platform.js: one CommonJS
// file with every dependency inside (commander, the SDK from its source, zod, ...), so
// `npm install -g ./apps/cli` after `npx nx build cli` needs nothing else; bin/platform.js runs it.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const appDir = join(root, 'apps', 'cli');
rmSync(join(appDir, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [join(appDir, 'src/main.ts')],
  outfile: join(appDir, 'dist/platform.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // apps/cli/tsconfig.json maps @messaging-platform/sdk to its source.
  tsconfig: join(appDir, 'tsconfig.json'),
  logLevel: 'warning',
});
console.log('cli: built apps/cli/dist/platform.js');
