import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Builds the dashboard (`apps/dashboard`, decision 0021) as the tree holds it now into a temporary
 * directory and answers that directory, for a gateway's `DASHBOARD_DIR` in a browser test: a test never
 * serves a stale `dist/` left by an earlier build.
 */
export function buildDashboard(): string {
  const out = mkdtempSync(path.join(tmpdir(), 'dashboard-build-'));
  const root = path.resolve(__dirname, '../../../..');
  execFileSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--config', 'apps/dashboard/vite.config.ts', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, stdio: 'inherit' },
  );
  return out;
}
