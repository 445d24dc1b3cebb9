// Bundles one app (apps/<name>/src/main.ts) with esbuild into apps/<name>/dist/main.js (CommonJS,
// node20), copying protos/ beside it. The Dockerfile copies dist/ and production node_modules.
// An app's other entry points are bundled beside main.js (the gateway's admin CLI: dist/admin.js, so an
// operator runs it in the gateway's image), and dist/entries.json maps each source entry to its bundle
// (what `spawnTs` runs instead of the source when the test command has just built the apps).
import { build } from 'esbuild';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
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
/** Source entry (relative to the app) → bundle name in dist/, per app beyond src/main.ts. */
const OTHER_ENTRIES = { gateway: { 'src/admin/cli.ts': 'admin' } };
const entries = { 'src/main.ts': 'main', ...(OTHER_ENTRIES[name] ?? {}) };
await build({
  entryPoints: Object.entries(entries).map(([src, bundle]) => ({ in: join(appDir, src), out: bundle })),
  outdir: out,
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
const manifest = Object.fromEntries(Object.entries(entries).map(([src, bundle]) => [src, `${bundle}.js`]));
writeFileSync(join(out, 'entries.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `${name}: built ${Object.values(manifest)
    .map((f) => join('apps', name, 'dist', f))
    .join(', ')}`,
);
