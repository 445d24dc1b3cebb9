/**
 * The source tree keeps the shape issue 30 gave it: no import cycle among source files, no app source
 * file over MAX_SOURCE_LINES. The checks run on the real tree and, to show they can fail, on fixtures.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_SOURCE_LINES, cyclesOf, importGraph, oversized, sourceFiles } from './source-shape.lib';

const root = join(__dirname, '..');
const packageSources = [
  ...readdirSync(join(root, 'apps')).map((a) => join(root, 'apps', a, 'src')),
  ...readdirSync(join(root, 'libs/platform')).map((l) => join(root, 'libs/platform', l, 'src')),
  join(root, 'libs/contracts/src'),
];

const fixtures: string[] = [];
afterAll(() => fixtures.forEach((d) => rmSync(d, { recursive: true, force: true })));

function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'source-shape-'));
  fixtures.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

describe('import cycles', () => {
  it('no source file of an app or library is part of an import cycle (type-only imports included)', () => {
    const found = packageSources.flatMap((src) => cyclesOf(importGraph(sourceFiles(src))));
    expect(found.map((c) => c.map((f) => relative(root, f)).join(' ↔ '))).toEqual([]);
  });

  it('finds a cycle through a type-only import and a folder index, and none in a tree', () => {
    const dir = fixture({
      'a.ts': "import type { B } from './b';\nexport type A = B;\n",
      'b.ts': "export { c } from './sub';\nexport type B = string;\n",
      'sub/index.ts': "import { A } from '../a';\nexport const c = 1 as unknown as A;\n",
      'leaf.ts': "import { c } from './sub';\nexport const d = c;\n",
      'x.test.ts': "import { d } from './leaf';\n",
    });
    const cycles = cyclesOf(importGraph(sourceFiles(dir)));
    expect(cycles.map((c) => c.map((f) => relative(dir, f)))).toEqual([['a.ts', 'b.ts', 'sub/index.ts']]);
    const tree = fixture({ 'a.ts': "import { b } from './b';\nexport const a = b;\n", 'b.ts': 'export const b = 1;\n' });
    expect(cyclesOf(importGraph(sourceFiles(tree)))).toEqual([]);
  });
});

describe('file size', () => {
  it(`no source file in apps/*/src is over ${MAX_SOURCE_LINES} lines`, () => {
    const apps = readdirSync(join(root, 'apps')).map((a) => join(root, 'apps', a, 'src'));
    expect(apps.flatMap((src) => oversized(sourceFiles(src), root))).toEqual([]);
  });

  it('names a file over the limit and passes one at it', () => {
    const dir = fixture({ 'big.ts': 'x;\n'.repeat(MAX_SOURCE_LINES + 1), 'ok.ts': 'x;\n'.repeat(MAX_SOURCE_LINES) });
    expect(oversized(sourceFiles(dir), dir)).toEqual([`big.ts: ${MAX_SOURCE_LINES + 1}`]);
  });
});
