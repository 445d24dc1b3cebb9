import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const DASHBOARD = path.join(ROOT, 'apps/dashboard');
/** Builds kept for reuse, one directory per content hash (under node_modules: never committed, gone with a fresh install). */
const CACHE = path.join(ROOT, 'node_modules/.cache/dashboard-builds');

/** Every file the build reads from the dashboard's tree (its sources, page, public files, config), sorted. */
function inputs(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name === 'dist' || name === 'test' || name === 'node_modules') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...inputs(full));
    else if (!/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

/** The hash of what a build is made of: the dashboard's inputs and the lockfile (library versions). */
function contentHash(): string {
  const h = createHash('sha256');
  for (const file of [...inputs(DASHBOARD), path.join(ROOT, 'package-lock.json')]) {
    h.update(path.relative(ROOT, file));
    h.update('\0');
    h.update(readFileSync(file));
    h.update('\0');
  }
  return h.digest('hex').slice(0, 16);
}

/**
 * The dashboard (`apps/dashboard`, decision 0021) built as the tree holds it now, for a gateway's
 * `DASHBOARD_DIR` in a browser test: never a stale `dist/` left by an earlier build. A build is kept per
 * content hash and shared by the test files of a run (and later runs of the same tree): the first file
 * builds into a temporary directory and renames it into place, so a file running beside it either finds
 * the whole build or builds its own copy — never a half-written one. Callers must not delete it.
 */
export function buildDashboard(): string {
  const target = path.join(CACHE, contentHash());
  if (existsSync(path.join(target, 'index.html'))) return target;
  mkdirSync(CACHE, { recursive: true });
  const out = mkdtempSync(path.join(CACHE, 'building-'));
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--config', 'apps/dashboard/vite.config.ts', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  try {
    renameSync(out, target);
  } catch {
    // Another file renamed its build first: that one is the same content.
    rmSync(out, { recursive: true, force: true });
  }
  return target;
}
