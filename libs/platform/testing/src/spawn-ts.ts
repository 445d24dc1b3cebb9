import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/**
 * Set by the test command (`tools/test.sh`) right after it has built every app: a spawned entry point
 * that has a bundle runs from it, as production runs it (`node --enable-source-maps dist/<entry>.js`),
 * instead of from the source through tsx. A bundle loads one file instead of resolving and
 * transpiling hundreds (a stack of the e2e harness starts with a third less CPU). Unset — a single
 * test file run by hand — the source is run, so a test never sees a bundle older than the tree.
 */
const RUN_BUILT_APPS_ENV = 'TEST_RUN_BUILT_APPS';

/**
 * Runs a TypeScript entry point as ONE process (`node --import tsx entry`), unlike the `tsx` CLI,
 * which forks a child: a SIGKILL sent to the CLI would orphan the real process and the test would
 * kill nothing. With {@link RUN_BUILT_APPS_ENV} set, an app's entry point listed in its
 * `dist/entries.json` (tools/build-app.mjs) runs from its bundle instead.
 */
export function spawnTs(entry: string, args: string[] = [], opts: SpawnOptions = {}): ChildProcess {
  const bundle = process.env[RUN_BUILT_APPS_ENV] === '1' ? builtEntry(entry) : undefined;
  if (bundle) return spawn(process.execPath, ['--enable-source-maps', bundle, ...args], opts);
  return spawn(process.execPath, ['--import', 'tsx', entry, ...args], opts);
}

/** The bundle of `apps/<app>/<src entry>`, from the app's `dist/entries.json`; undefined when it has none. */
function builtEntry(entry: string): string | undefined {
  const parts = entry.split(sep);
  const at = parts.lastIndexOf('apps');
  if (at < 0 || at + 2 >= parts.length) return undefined;
  const appDir = parts.slice(0, at + 2).join(sep);
  const manifest = join(appDir, 'dist', 'entries.json');
  if (!existsSync(manifest)) return undefined;
  const bundles = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  const bundle = bundles[relative(appDir, entry).split(sep).join('/')];
  return bundle ? join(dirname(manifest), bundle) : undefined;
}
