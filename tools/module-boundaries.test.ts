/**
 * The lint is the guard of the architecture: these tests write offending files into the real
 * workspace, run the real ESLint config (with the Nx project graph) and expect it to fail.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
const created: string[] = [];
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

function write(rel: string, content: string): string {
  const p = join(root, rel);
  writeFileSync(p, content);
  created.push(p);
  return p;
}

function refreshGraph(): void {
  execFileSync(join(root, 'node_modules/.bin/nx'), ['show', 'projects'], { cwd: root, env, stdio: 'ignore' });
}

function lint(files: string[]): { ok: boolean; output: string } {
  try {
    const output = execFileSync(join(root, 'node_modules/.bin/eslint'), ['--no-warn-ignored', ...files], { cwd: root, env, encoding: 'utf8' });
    return { ok: true, output };
  } catch (e) {
    const err = e as { stdout?: string };
    return { ok: false, output: String(err.stdout ?? '') };
  }
}

afterEach(() => {
  while (created.length) rmSync(created.pop()!, { force: true });
});

describe('module boundaries lint', () => {
  beforeAll(() => refreshGraph(), 60_000);
  const tag = randomBytes(4).toString('hex');

  it('fails on an app importing another app', () => {
    const f = write(`apps/funding/src/zz-boundary-${tag}.ts`, "import { run } from '@app/gateway';\nexport const x = run;\n");
    const r = lint([f]);
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/Imports of apps are forbidden/);
  });

  it('fails on a deep import into a library', () => {
    const f = write(`apps/funding/src/zz-deep-${tag}.ts`, "import { x } from '@platform/db/src/internal';\nexport const y = x;\n");
    const r = lint([f]);
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/Deep import into a library/);
  });

  it('fails on an import cycle between projects', () => {
    const a = write(`libs/platform/config/src/zz-cycle-${tag}.ts`, "import { createLogger } from '@platform/logger';\nexport const a = createLogger;\n");
    const b = write(`libs/platform/logger/src/zz-cycle-${tag}.ts`, "import { loadConfig } from '@platform/config';\nexport const b = loadConfig;\n");
    refreshGraph();
    const r = lint([a, b]);
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/Circular dependency/);
  }, 60_000);

  it('passes on a service importing a platform library and the contracts', () => {
    const f = write(
      `apps/funding/src/zz-ok-${tag}.ts`,
      "import { loadConfig } from '@platform/config';\nimport { loadContracts } from '@platform/contracts';\nexport const x = [loadConfig, loadContracts];\n",
    );
    const r = lint([f]);
    expect(r.output).toBe('');
    expect(r.ok).toBe(true);
  });
});
