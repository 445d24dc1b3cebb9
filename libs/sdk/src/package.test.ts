/**
 * The SDK as a project outside the repository gets it: `npm pack` of libs/sdk (its `prepack` builds
 * dist/; packed from a copy of the package), the tarball installed into a temp project with `npm ci --offline` — no registry: its
 * dependencies come from the local npm cache, which the repository's own `npm ci` filled, pinned by a
 * lockfile written from the repository's (same versions and integrity) — then imported by
 * `require`, by `import`, and compiled against its .d.ts as a TypeScript consumer would.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SDK = join(__dirname, '..');
const ROOT = join(SDK, '../..');
let dir: string;
let work: string;

/** A lockfile for a project depending only on the tarball: its entry, then its dependencies' entries copied from the repository's lockfile. */
function consumerLock(tarball: string): { manifest: object; lock: object } {
  const sdk = JSON.parse(readFileSync(join(SDK, 'package.json'), 'utf8')) as { name: string; version: string; dependencies: Record<string, string> };
  const repo = (JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, Record<string, unknown>> }).packages;
  const manifest = { name: 'sdk-consumer', version: '1.0.0', private: true, dependencies: { [sdk.name]: `file:${tarball}` } };
  const packages: Record<string, object> = {
    '': manifest,
    [`node_modules/${sdk.name}`]: {
      version: sdk.version,
      resolved: `file:${tarball}`,
      integrity: `sha512-${createHash('sha512')
        .update(readFileSync(join(dir, tarball)))
        .digest('base64')}`,
      dependencies: sdk.dependencies,
    },
  };
  const queue = Object.keys(sdk.dependencies);
  for (let name = queue.shift(); name; name = queue.shift()) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const entry = repo[key];
    if (!entry) throw new Error(`${name} is not in the repository's package-lock.json`);
    const { dev: _d, devOptional: _o, peer: _p, ...kept } = entry;
    packages[key] = kept;
    queue.push(...Object.keys((entry.dependencies as Record<string, string>) ?? {}));
  }
  return { manifest, lock: { name: manifest.name, version: manifest.version, lockfileVersion: 3, requires: true, packages } };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sdk-consumer-'));
  // Packed from a copy (its prepack builds into the copy's dist/), so the repository's libs/sdk/dist, which
  // other tests run, is never rewritten under them; the copy resolves its build tools through the root's node_modules.
  work = mkdtempSync(join(tmpdir(), 'sdk-pack-'));
  for (const f of ['package.json', 'README.md', 'openapi.json', 'tsconfig.build.json', 'src']) cpSync(join(SDK, f), join(work, f), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'));
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: work, encoding: 'utf8' }).trim().split('\n').pop()!;
  const { manifest, lock } = consumerLock(tarball);
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock, null, 2));
  execFileSync('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: dir, encoding: 'utf8' });
}, 120_000);

afterAll(() => {
  for (const d of [dir, work]) if (d) rmSync(d, { recursive: true, force: true });
});

describe('the packed SDK in a project outside the repository', () => {
  it('ships dist, the document and the README, and no test or source file', () => {
    const files = execFileSync('tar', ['-tzf', readFileSync(join(dir, 'package.json'), 'utf8').match(/file:([^"]+)/)![1]], { cwd: dir, encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(files).toEqual(expect.arrayContaining(['package/dist/index.js', 'package/dist/index.d.ts', 'package/openapi.json', 'package/README.md']));
    expect(files.filter((f) => f.endsWith('.test.js') || f.endsWith('.ts') !== f.endsWith('.d.ts'))).toEqual([]);
  });

  it('is required and imported by its name, and its client adds an Idempotency-Key from the packed operation list', () => {
    const script = `
      const sdk = require('@messaging-platform/sdk');
      const seen = [];
      const client = sdk.createPlatformClient({ apiKey: 'k', baseUrl: 'http://x.test/platform/v1', fetch: async (r) => { seen.push(r.headers.get('idempotency-key')); return new Response('{"data":{}}', { status: 201, headers: { 'content-type': 'application/json' } }); } });
      client.POST('/customers', { body: { customer: { name: 'A' } } }).then(() => console.log(JSON.stringify({ names: sdk.WEBHOOK_EVENT_NAMES.length, key: seen[0] })));`;
    const out = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: dir, encoding: 'utf8' })) as { names: number; key: string };
    expect(out.names).toBeGreaterThan(20);
    expect(out.key).toMatch(/^[0-9a-f-]{36}$/);
    const esm = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { verify, paginate, PlatformApiError } from '@messaging-platform/sdk'; console.log([verify, paginate, PlatformApiError].map((f) => typeof f).join())",
      ],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
    expect(esm.trim()).toBe('function,function,function');
  });

  it('types a consumer by its .d.ts: a typed call compiles, a wrong body or a non-list path does not', () => {
    const file = join(dir, 'consumer.ts');
    writeFileSync(
      file,
      `import { createPlatformClient, unwrap, paginate, verify } from '@messaging-platform/sdk';
       export async function run(): Promise<string> {
         const client = createPlatformClient({ apiKey: 'k', baseUrl: 'http://x.test/platform/v1' });
         const { data } = await unwrap(client.POST('/customers', { body: { customer: { name: 'A' } } }));
         for await (const c of paginate(client, '/customers')) void c.name;
         const e = verify('{}', {}, 'whsec_x');
         return data.id + (e.event === 'agent.run.completed' ? e.agent_run.status : '');
       }
       // @ts-expect-error only list paths page: one customer's read is not a list
       export const notAList = paginate(createPlatformClient({ apiKey: 'k', baseUrl: 'http://x' }), '/customers/{customer_id}');
       // @ts-expect-error customer.name is required
       export const bad = createPlatformClient({ apiKey: 'k', baseUrl: 'http://x' }).POST('/customers', { body: { customer: {} } });
      `,
    );
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.Node16,
      moduleResolution: ts.ModuleResolutionKind.Node16,
      typeRoots: [join(ROOT, 'node_modules/@types')],
      types: ['node'],
    });
    expect(ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  }, 120_000);
});
