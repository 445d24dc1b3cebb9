import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOC, kebabRpc, missingHandlers, readProtoServices, renderRoutesDoc, ROOT, servingModules } from './routes-doc.lib';

const fixtures: string[] = [];
afterEach(() => {
  for (const dir of fixtures.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small repository tree: `files` (path → content) under a fresh temp dir. */
function fixtureTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'routes-doc-'));
  fixtures.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

const DEMO_PROTO = `syntax = "proto3";
package svc.demo_things.v1;
// rpc CommentedOut(X) returns (Y);
service DemoThingsService {
  rpc CreateThing(CreateThingRequest) returns (CreateThingResponse);
  rpc ListDbThings(ListDbThingsRequest) returns (ListDbThingsResponse) {
    option idempotency_level = NO_SIDE_EFFECTS;
  }
}
message CreateThingRequest { string id = 1; }
`;
const DEMO_EVENTS = `syntax = "proto3";
package svc.demo_things.v1;
service NotAService { rpc Published(A) returns (B); }
`;

describe('docs/routes.md', () => {
  it('(a) is what `npm run routes:doc` prints now', () => {
    expect(readFileSync(path.join(ROOT, DOC), 'utf8'), `${DOC} is stale: run npm run routes:doc`).toBe(renderRoutesDoc(ROOT));
  });

  it('(b) every RPC of every service proto has a handler file of its name', () => {
    expect(missingHandlers(ROOT), 'RPCs without apps/<service>/src/**/rpc/<kebab-rpc-name>.rpc.ts').toEqual([]);
  });
});

describe('routes-doc conventions', () => {
  it('kebab-cases RPC names as the handler files are named', () => {
    expect(kebabRpc('CreateBroadcast')).toBe('create-broadcast');
    expect(kebabRpc('DbGetRow')).toBe('db-get-row');
    expect(kebabRpc('CheckPhoneNumberHealth')).toBe('check-phone-number-health');
  });

  it('reads the services of protos/svc/*/v1/*.proto, not the events file nor commented rpcs', () => {
    const root = fixtureTree({ 'protos/svc/demo_things/v1/demo_things.proto': DEMO_PROTO, 'protos/svc/demo_things/v1/events.proto': DEMO_EVENTS });
    expect(readProtoServices(root)).toEqual([{ pkg: 'demo_things', fullName: 'svc.demo_things.v1.DemoThingsService', rpcs: ['CreateThing', 'ListDbThings'] }]);
  });

  it('finds no missing handler when each RPC has its file (also in a capability folder), and names the one missing', () => {
    const files = {
      'protos/svc/demo_things/v1/demo_things.proto': DEMO_PROTO,
      'apps/demo-things/src/rpc/create-thing.rpc.ts': 'export {};\n',
      'apps/demo-things/src/stock/rpc/list-db-things.rpc.ts': 'export {};\n',
    };
    expect(missingHandlers(fixtureTree(files))).toEqual([]);
    const { ['apps/demo-things/src/stock/rpc/list-db-things.rpc.ts']: _dropped, ...withoutOne } = files;
    expect(missingHandlers(fixtureTree({ ...withoutOne, 'apps/demo-things/src/rpc/list-things.rpc.ts': 'export {};\n' }))).toEqual([
      'svc.demo_things.v1.DemoThingsService/ListDbThings → apps/demo-things/src/**/rpc/list-db-things.rpc.ts',
    ]);
  });

  it('discovers the module serving a mount prefix wherever it sits, and fails loudly when none does', () => {
    const root = fixtureTree({
      'apps/demo-proxy/src/inbound/http/app.ts': "app.use('/proxy', historyRouter(deps));\napp.use('/app', callsRouter(deps));\n",
      'apps/demo-proxy/src/inbound/http/history.ts': 'export function historyRouter() {}\n',
      'apps/demo-proxy/src/inbound/http/calls.ts': 'export function callsRouter() {}\n',
      'apps/demo-proxy/src/inbound/http/pages.ts': "router.get('/onboarding/:token', handler);\n",
      'apps/demo-proxy/src/inbound/http/pages.test.ts': "router.get('/elsewhere/:token', handler);\n",
    });
    expect(servingModules(root, 'demo-proxy', '/proxy')).toEqual(['apps/demo-proxy/src/inbound/http/history.ts']);
    expect(servingModules(root, 'demo-proxy', '/onboarding')).toEqual(['apps/demo-proxy/src/inbound/http/pages.ts']);
    expect(() => servingModules(root, 'demo-proxy', '/elsewhere')).toThrow(/no module of apps\/demo-proxy\/src serves \/elsewhere/);
  });
});
