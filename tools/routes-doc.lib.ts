/** The generator of docs/routes.md (run by tools/routes-doc.ts); see there for what it prints and the conventions it relies on. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The gateway's route table is read from its source: @app/gateway's entry point does not export it
// (yet; exporting `./routes/route-map` there would let this import go by package name).
// eslint-disable-next-line no-restricted-imports
import { BASE_PATH, MOUNTS, openApiPath, readOnlyRouteTable, type Mount, type RouteDef } from '../apps/gateway/src/routes/route-map';

/** The repository root. */
export const ROOT = path.join(__dirname, '..');
/** The generated document, relative to the root. */
export const DOC = 'docs/routes.md';

/** One gRPC service of a proto under protos/svc/. */
export interface ProtoService {
  /** Proto package segment: `messaging_proxy`. */
  pkg: string;
  /** Full service name: `svc.messaging_proxy.v1.MessagingProxyService`. */
  fullName: string;
  rpcs: string[];
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** Files under `dir` (recursively, skipping node_modules), as paths relative to `root`. */
function walk(root: string, dir: string): string[] {
  const abs = path.join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules') return [];
    const rel = path.join(dir, e.name);
    return e.isDirectory() ? walk(root, rel) : [toPosix(rel)];
  });
}

/** The services (not the events) of `protos/svc/<pkg>/v1/*.proto`, in path order. */
export function readProtoServices(root: string): ProtoService[] {
  const files = walk(root, 'protos/svc')
    .filter((f) => /^protos\/svc\/[^/]+\/v1\/[^/]+\.proto$/.test(f) && !f.endsWith('/events.proto'))
    .sort();
  return files.flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8').replace(/\/\/.*$/gm, '');
    const pkg = /^\s*package\s+([\w.]+)\s*;/m.exec(text)?.[1];
    if (!pkg) return [];
    return [...text.matchAll(/\bservice\s+(\w+)\s*\{/g)].map((m) => {
      const body = text.slice(m.index! + m[0].length);
      const end = closingBrace(body);
      const rpcs = [...body.slice(0, end).matchAll(/\brpc\s+(\w+)\s*\(/g)].map((r) => r[1]);
      return { pkg: pkg.split('.')[1], fullName: `${pkg}.${m[1]}`, rpcs };
    });
  });
}

/** Index of the `}` closing a block whose `{` was just consumed. */
function closingBrace(body: string): number {
  let depth = 1;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '{') depth++;
    else if (body[i] === '}' && --depth === 0) return i;
  }
  return body.length;
}

/** `messaging_proxy` → `apps/messaging-proxy`. */
export const appDirOf = (pkg: string): string => `apps/${pkg.replace(/_/g, '-')}`;

/** `messaging_proxy` → `messagingProxy` (the route table's client key). */
const clientKeyOf = (pkg: string): string => pkg.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** `CreateBroadcast` → `create-broadcast`; `DbGetRow` → `db-get-row`. */
export function kebabRpc(rpc: string): string {
  return rpc
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** The handler files of `app` (`<kebab-rpc>` → paths), by the convention `src/**∕rpc/<kebab-rpc>.rpc.ts`. */
function handlerFilesOf(root: string, appDir: string): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const f of walk(root, `${appDir}/src`)) {
    const m = /\/rpc\/([^/]+)\.rpc\.ts$/.exec(f);
    if (m) byName.set(m[1], [...(byName.get(m[1]) ?? []), f]);
  }
  return byName;
}

/** The handler file of one RPC, or undefined when there is none (several: the first in path order). */
export function handlerFileOf(root: string, service: ProtoService, rpc: string): string | undefined {
  return handlerFilesOf(root, appDirOf(service.pkg)).get(kebabRpc(rpc))?.sort()[0];
}

/** Every RPC of every service proto without a handler file of its name, as `Service/Rpc → expected path`. */
export function missingHandlers(root: string): string[] {
  return readProtoServices(root).flatMap((s) => {
    const files = handlerFilesOf(root, appDirOf(s.pkg));
    return s.rpcs.filter((rpc) => !files.has(kebabRpc(rpc))).map((rpc) => `${s.fullName}/${rpc} → ${appDirOf(s.pkg)}/src/**/rpc/${kebabRpc(rpc)}.rpc.ts`);
  });
}

/**
 * The modules of `apps/<service>/src` that serve requests arriving under `prefix` (see the header);
 * throws when there is none, so a move that breaks the discovery cannot print an empty column.
 */
export function servingModules(root: string, service: string, prefix: string): string[] {
  const sources = walk(root, `apps/${service}/src`)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
  const quoted = `['"\`]${prefix.replace(/[/]/g, '\\/')}`;
  const found = new Set<string>();
  for (const { file, text } of sources) {
    // app.use('/proxy', passThroughRouter(deps)) / app.use('/proxy', inbound.passThroughRouter(deps))
    for (const m of text.matchAll(new RegExp(`\\.use\\(\\s*${quoted}['"\`]\\s*,\\s*(?:[\\w$]+\\.)*([\\w$]+)\\(`, 'g'))) {
      const owner = sources.find((s) => new RegExp(`export\\s+(?:async\\s+)?(?:function|const)\\s+${m[1]}\\b`).test(s.text));
      if (owner) found.add(owner.file);
    }
    // router.get('/onboarding/:token', ...)
    if (new RegExp(`\\.(?:get|post|put|patch|delete|all)\\(\\s*${quoted}[/'"\`]`).test(text)) found.add(file);
  }
  if (found.size === 0) {
    throw new Error(
      `routes-doc: no module of apps/${service}/src serves ${prefix} (looked for .use('${prefix}', someRouter(...)) with someRouter exported by a file, or .get|post|...('${prefix}/...'))`,
    );
  }
  return [...found].sort();
}

const code = (s: string) => `\`${s}\``;

function routeRow(root: string, route: RouteDef, services: ProtoService[]): string {
  const file = route.file ? code(`apps/gateway/src/routes/${route.file}`) : '(untagged)';
  const method = route.method.toUpperCase();
  if (route.target === 'gateway') return `| ${method} | ${code(openApiPath(route.path))} | ${file} | gateway (answered locally) | ${file} |`;
  const [client, rpc] = route.target.split('.');
  const service = services.find((s) => clientKeyOf(s.pkg) === client);
  if (!service) throw new Error(`routes-doc: ${method} ${route.path} calls ${route.target}, a service of no proto under protos/svc`);
  const handler = handlerFileOf(root, service, rpc);
  return `| ${method} | ${code(openApiPath(route.path))} | ${file} | ${code(`${service.pkg}.${rpc}`)} | ${handler ? code(handler) : '**no handler file**'} |`;
}

function mountRow(root: string, mount: Mount): string {
  const modules = servingModules(root, mount.service, mount.servicePrefix).map(code).join(', ');
  return `| ${mount.surface} | ${code(`${mount.prefix}/*`)} | ${mount.auth}${mount.signedMediaLinks ? ' or signed media link' : ''} | ${code(`apps/gateway/src/${mount.file}`)} | ${mount.service} ${code(mount.servicePrefix)}: ${modules} |`;
}

/** docs/routes.md as the tree gives it now. */
export function renderRoutesDoc(root: string = ROOT): string {
  const services = readProtoServices(root);
  const routes = readOnlyRouteTable();
  return [
    '# Routes',
    '',
    'Generated by `npm run routes:doc` (`tools/routes-doc.ts`) from the gateway route table',
    '(`apps/gateway/src/routes/index.ts`, whose header states which file a URL lives in) and its mounts',
    '(`apps/gateway/src/routes/mounts.ts`). Do not edit by hand: `tools/routes-doc.test.ts` fails when',
    'this file is stale. RPC handler files follow `apps/<service>/src/**/rpc/<kebab-rpc-name>.rpc.ts`.',
    '',
    `## {base_url} (\`${BASE_PATH}\`)`,
    '',
    '| Method | Path | Route file | RPC | Handler file |',
    '|---|---|---|---|---|',
    ...routes.map((r) => routeRow(root, r, services)),
    '',
    '## Mounts',
    '',
    'Forwarded whole to a service (not in the route table); the serving modules are found in the tree.',
    '',
    '| Surface | Public prefix | Auth | Gateway file | Served by |',
    '|---|---|---|---|---|',
    ...MOUNTS.map((m) => mountRow(root, m)),
    '',
  ].join('\n');
}
