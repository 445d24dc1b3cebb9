import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { spawnTs } from './spawn-ts';

// A fake app tree: apps/demo/src/{main,tool}.ts (source) and apps/demo/dist/main.js (its bundle), listed in
// dist/entries.json as tools/build-app.mjs writes it. Each prints which one ran.
const root = mkdtempSync(join(tmpdir(), 'spawn-ts-'));
const app = join(root, 'apps', 'demo');
mkdirSync(join(app, 'src'), { recursive: true });
mkdirSync(join(app, 'dist'), { recursive: true });
const say = (what: string) => `const n: number = 1; console.log('${what}', n + process.argv.slice(2).length);\n`;
writeFileSync(join(app, 'src/main.ts'), say('source main'));
writeFileSync(join(app, 'src/tool.ts'), say('source tool'));
writeFileSync(join(app, 'dist/main.js'), `console.log('bundle main', 1 + process.argv.slice(2).length);\n`);
writeFileSync(join(app, 'dist/entries.json'), JSON.stringify({ 'src/main.ts': 'main.js' }));

const saved = process.env.TEST_RUN_BUILT_APPS;
afterEach(() => (saved === undefined ? delete process.env.TEST_RUN_BUILT_APPS : (process.env.TEST_RUN_BUILT_APPS = saved)));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function output(entry: string, args: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const p = spawnTs(entry, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout!.on('data', (d) => (out += d));
    p.on('error', reject);
    p.on('exit', () => resolve(out.trim()));
  });
}

describe('spawnTs', () => {
  it('runs the source through tsx unless the test command has built the apps (never a stale bundle by hand)', async () => {
    delete process.env.TEST_RUN_BUILT_APPS;
    expect(await output(join(app, 'src/main.ts'), ['a'])).toBe('source main 2');
  });

  it('after the build, runs the bundle dist/entries.json names for the entry, with the arguments', async () => {
    process.env.TEST_RUN_BUILT_APPS = '1';
    expect(await output(join(app, 'src/main.ts'), ['a', 'b'])).toBe('bundle main 3');
  });

  it('after the build, runs from source an entry with no bundle, or outside an app', async () => {
    process.env.TEST_RUN_BUILT_APPS = '1';
    expect(await output(join(app, 'src/tool.ts'))).toBe('source tool 1');
    const loose = join(root, 'loose.ts');
    writeFileSync(loose, say('source loose'));
    expect(await output(loose)).toBe('source loose 1');
  });
});
