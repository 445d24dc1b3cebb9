// Bundles one app (apps/<name>/src/main.ts) with esbuild into apps/<name>/dist/main.js (CommonJS,
// node20), copying protos/ beside it. The Dockerfile copies dist/ and production node_modules.
import { build } from 'esbuild';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2];
if (!name) throw new Error('usage: node tools/build-app.mjs <app>');
const appDir = join(root, 'apps', name);
const entry = join(appDir, 'src/main.ts');
const out = join(appDir, 'dist');
rmSync(out, { recursive: true, force: true });
if (!existsSync(entry)) {
  console.log(`${name}: no src/main.ts (not a deployable), nothing to build`);
  process.exit(0);
}
await build({
  entryPoints: [entry],
  outfile: join(out, 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // Third-party packages stay external (OpenTelemetry's require hooks need real modules; native and
  // optional deps resolve at runtime); the workspace's own TypeScript libraries are bundled in.
  plugins: [
    {
      name: 'externalize-third-party',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@platform/') || args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
cpSync(join(root, 'protos'), join(out, 'protos'), { recursive: true });
console.log(`${name}: built ${join('apps', name, 'dist/main.js')}`);
