/**
 * docs/routes.md, generated: every public method and path of {base_url} → the gateway route file →
 * the `service.Rpc` it calls → that RPC's handler file; and the mounts ({proxy_url}, {app_url},
 * onboarding pages) → their gateway file → the module of the service that serves them.
 *
 *   npm run routes:doc            writes docs/routes.md
 *   npm run routes:doc -- --check exits 1 when docs/routes.md is stale or an RPC has no handler file
 *
 * Conventions it relies on (and `routes-doc.test.ts` checks):
 *  - a service proto `protos/svc/<pkg>/v1/<pkg>.proto` is served by `apps/<pkg with - for _>`
 *    (`svc.messaging_proxy.v1` → `apps/messaging-proxy`), whose route-table client key is the
 *    camelCase of `<pkg>` (`messagingProxy`);
 *  - the handler of `rpc CreateBroadcast` is `apps/<app>/src/**∕rpc/create-broadcast.rpc.ts`;
 *  - the module serving a mount's `servicePrefix` is found in the tree, not named here: a file of
 *    `apps/<service>/src` that mounts a router there (`app.use('/proxy', passThroughRouter(deps))` → the
 *    file exporting `passThroughRouter`) or defines routes under it (`router.get('/onboarding/:token', ...)`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOC, missingHandlers, renderRoutesDoc, ROOT } from './routes-doc.lib';

const doc = renderRoutesDoc(ROOT);
if (!process.argv.includes('--check')) {
  writeFileSync(path.join(ROOT, DOC), doc);
  console.log(`routes-doc: wrote ${DOC}`);
} else {
  const problems: string[] = [];
  if (!existsSync(path.join(ROOT, DOC)) || readFileSync(path.join(ROOT, DOC), 'utf8') !== doc) problems.push(`${DOC} is stale: run npm run routes:doc`);
  for (const m of missingHandlers(ROOT)) problems.push(`no handler file: ${m}`);
  for (const p of problems) console.error(`routes-doc: ${p}`);
  process.exit(problems.length ? 1 : 0);
}
