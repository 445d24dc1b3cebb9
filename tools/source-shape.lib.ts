/**
 * Two shape rules of the source tree that the lint cannot see (docs/conventions.md "Layout and modules"):
 * no import cycle among source files (type-only imports included: a cycle of types is still two files
 * that cannot be read one without the other), and no source file of an app over a size a person can hold.
 * Imports between packages are the Nx module-boundaries rule's business; these checks follow the
 * relative imports inside one package.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Most lines a source file of `apps/<app>/src` may have (issue 30). */
export const MAX_SOURCE_LINES = 700;

/** Source files under `dir`: `.ts`, not tests, not generated, not node_modules or dist. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      if (name === 'node_modules' || name === 'dist' || name === 'generated') continue;
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')) out.push(p);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out.sort();
}

/** The file a relative import names (`./x` → `./x.ts` or `./x/index.ts`); undefined for packages. */
function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && candidate.endsWith('.ts')) return candidate;
  }
  return undefined;
}

/** Relative imports of each file (import, export ... from, import(), require), type-only ones included. */
export function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles.map((f) => resolveImport(file, f.fileName)).filter((t): t is string => !!t && known.has(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle of the graph as its strongly connected component (Tarjan), each sorted; self-imports count. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (v: string) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) connect(v);
  return cycles;
}

/** Files over `max` lines, as `path: lines`, paths relative to `root`. */
export function oversized(files: string[], root: string, max = MAX_SOURCE_LINES): string[] {
  return files
    .map((f) => ({ f, lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > max)
    .map(({ f, lines }) => `${relative(root, f)}: ${lines}`);
}
