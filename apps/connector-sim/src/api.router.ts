import { randomBytes } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { ACTIONS, APPS, missing, requiredProps, type SimAction, type SimProp } from './catalog';
import type { SimRuntime } from './runtime';
import { simId, type SimAccount } from './state';

const MAX_LIMIT = 100;

/** The connector's error body: `{ error }`, the shape its SDK maps to typed errors. */
function fail(res: Response, status: number, error: string): void {
  res.status(status).json({ error });
}

function page<T>(items: T[], req: Request): { page_info: Record<string, unknown>; data: T[] } {
  const limit = Math.min(Math.max(Number(req.query.limit ?? 20) || 20, 1), MAX_LIMIT);
  const after = typeof req.query.after === 'string' && req.query.after ? Number(Buffer.from(req.query.after, 'base64url').toString()) : 0;
  const start = Number.isFinite(after) && after > 0 ? after : 0;
  const data = items.slice(start, start + limit);
  const end = start + data.length;
  return {
    page_info: {
      total_count: items.length,
      count: data.length,
      start_cursor: Buffer.from(String(start)).toString('base64url'),
      ...(end < items.length ? { end_cursor: Buffer.from(String(end)).toString('base64url') } : {}),
    },
    data,
  };
}

function componentOf(a: SimAction, props: SimProp[] = a.props) {
  return {
    key: a.key,
    name: a.name,
    version: a.version,
    description: a.description,
    component_type: 'action',
    configurable_props: props,
  };
}

function accountView(a: SimAccount, withCredentials: boolean) {
  const app = APPS.find((x) => x.name_slug === a.app)!;
  return {
    id: a.id,
    name: a.name,
    external_id: a.external_id,
    healthy: a.healthy,
    dead: a.dead,
    app,
    created_at: a.created_at,
    updated_at: a.updated_at,
    ...(a.error ? { error: a.error } : {}),
    ...(withCredentials ? { credentials: { oauth_access_token: `sim-token-${a.id}` } } : {}),
  };
}

/**
 * The automation connector's REST API (Connect), as its npm SDK calls it: OAuth client credentials
 * at `/v1/oauth/token`, then Bearer tokens on `/v1/connect/...` (apps, accounts, actions with
 * configure/props/run, connect tokens). Snake_case JSON, `{ error }` bodies, 429 with Retry-After.
 */
export function apiRouter(sim: SimRuntime): Router {
  const r = express.Router();
  r.use(express.json({ limit: '1mb' }));

  r.post('/v1/oauth/token', (req, res) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    if (b.grant_type !== 'client_credentials') return fail(res, 400, 'unsupported grant_type');
    if (b.client_id !== sim.credentials.clientId || b.client_secret !== sim.credentials.clientSecret) return fail(res, 401, 'invalid client credentials');
    const token = `sim_at_${randomBytes(16).toString('hex')}`;
    sim.store.accessTokens.set(token, sim.clock() + sim.settings.accessTokenTtlSeconds * 1000);
    res.json({ access_token: token, token_type: 'Bearer', expires_in: sim.settings.accessTokenTtlSeconds, created_at: Math.floor(sim.clock() / 1000) });
  });

  // Everything under /v1/connect needs a live access token, counts against the rate limit and
  // names the configured project.
  r.use('/v1/connect', (req: Request, res: Response, next: NextFunction) => {
    const auth = req.header('authorization') ?? '';
    const token = /^Bearer (.+)$/.exec(auth)?.[1];
    const expires = token ? sim.store.accessTokens.get(token) : undefined;
    if (!expires || expires < sim.clock()) return fail(res, 401, 'invalid or expired access token');
    const env = req.header('x-pd-environment');
    if (env !== undefined && env !== 'development' && env !== 'production') return fail(res, 400, 'x-pd-environment must be development or production');
    const limit = sim.settings.rateLimitPerMinute;
    if (limit !== null) {
      const now = sim.clock();
      if (now - sim.store.window.startedAt >= 60_000) sim.store.window = { startedAt: now, count: 0 };
      if (++sim.store.window.count > limit) {
        res.setHeader('Retry-After', String(Math.max(1, Math.ceil((sim.store.window.startedAt + 60_000 - now) / 1000))));
        return fail(res, 429, 'Rate limit exceeded');
      }
    }
    next();
  });

  r.get('/v1/connect/apps', (req, res) => {
    const q = String(req.query.q ?? '').toLowerCase();
    const apps = APPS.filter((a) => !q || a.name.toLowerCase().includes(q) || a.name_slug.includes(q)).sort((a, b) => b.featured_weight - a.featured_weight);
    res.json(page(apps, req));
  });
  r.get('/v1/connect/apps/:app_id', (req, res) => {
    const app = APPS.find((a) => a.id === req.params.app_id || a.name_slug === req.params.app_id);
    if (!app) return fail(res, 404, 'app not found');
    res.json({ data: app });
  });

  const project = express.Router({ mergeParams: true });
  r.use(
    '/v1/connect/:project_id',
    (req, res, next) => {
      if (req.params.project_id !== sim.credentials.projectId) return fail(res, 404, 'project not found');
      next();
    },
    project,
  );

  const ownAccount = (externalUserId: string, value: unknown, app: string): SimAccount | string => {
    const id = (value as { authProvisionId?: unknown } | undefined)?.authProvisionId;
    if (typeof id !== 'string') return `configure the ${app} account (authProvisionId)`;
    const acct = sim.store.accounts.get(id);
    if (!acct || acct.external_id !== externalUserId || acct.app !== app) return `account ${id} not found for this user and app`;
    return acct;
  };
  const actionOf = (id: unknown) => ACTIONS.find((a) => a.key === id);
  const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;
  const configuredOf = (b: Record<string, unknown>) =>
    b.configured_props && typeof b.configured_props === 'object' && !Array.isArray(b.configured_props) ? (b.configured_props as Record<string, unknown>) : {};

  project.get('/accounts', (req, res) => {
    const ext = typeof req.query.external_user_id === 'string' ? req.query.external_user_id : undefined;
    const app = typeof req.query.app === 'string' ? req.query.app : undefined;
    const accounts = [...sim.store.accounts.values()].filter((a) => (!ext || a.external_id === ext) && (!app || a.app === app));
    const p = page(accounts, req);
    res.json({ ...p, data: p.data.map((a) => accountView(a, req.query.include_credentials === 'true')) });
  });
  project.get('/accounts/:account_id', (req, res) => {
    const a = sim.store.accounts.get(req.params.account_id);
    if (!a) return fail(res, 404, 'account not found');
    res.json(accountView(a, req.query.include_credentials === 'true'));
  });
  project.delete('/accounts/:account_id', (req, res) => {
    if (!sim.store.accounts.delete(req.params.account_id)) return fail(res, 404, 'account not found');
    res.status(204).end();
  });

  project.post('/tokens', (req, res) => {
    const b = body(req);
    if (typeof b.external_user_id !== 'string' || !b.external_user_id) return fail(res, 400, 'external_user_id is required');
    const ttl = typeof b.expires_in === 'number' && b.expires_in > 0 ? Math.min(b.expires_in, 14_400) : sim.settings.connectTokenTtlSeconds;
    const token = simId('ctok', 24);
    const expiresAt = new Date(sim.clock() + ttl * 1000).toISOString();
    sim.store.tokens.set(token, {
      token,
      external_user_id: b.external_user_id,
      expires_at: expiresAt,
      used: false,
      app: typeof b.app_id === 'string' ? b.app_id : null,
    });
    res.json({ token, expires_at: expiresAt, connect_link_url: `${sim.publicUrl}/_static/connect.html?token=${token}&connectLink=true` });
  });

  project.get('/actions', (req, res) => {
    const q = String(req.query.q ?? '').toLowerCase();
    const app = typeof req.query.app === 'string' ? req.query.app : undefined;
    const actions = ACTIONS.filter((a) => (!app || a.app === app) && (!q || a.name.toLowerCase().includes(q) || a.key.includes(q)));
    const p = page(actions, req);
    res.json({ ...p, data: p.data.map((a) => componentOf(a)) });
  });
  project.get('/actions/:key', (req, res) => {
    const a = actionOf(req.params.key);
    if (!a) return fail(res, 404, 'component not found');
    res.json({ data: componentOf(a) });
  });

  project.post('/actions/configure', (req, res) => {
    const b = body(req);
    const a = actionOf(b.id);
    if (!a) return fail(res, 404, 'component not found');
    if (typeof b.external_user_id !== 'string') return fail(res, 400, 'external_user_id is required');
    const configured = configuredOf(b);
    const dyn = typeof b.dynamic_props_id === 'string' ? sim.store.dynamicProps.get(b.dynamic_props_id) : undefined;
    const props = dyn?.props ?? a.props;
    const prop = props.find((p) => p.name === b.prop_name);
    if (!prop) return fail(res, 400, `prop ${String(b.prop_name)} not found`);
    if (!prop.remoteOptions || !a.options) return res.json({ options: [], errors: [`prop ${prop.name} has no remote options`], observations: [] });
    for (const p of a.props.filter((x) => x.type === 'app')) {
      const acct = ownAccount(b.external_user_id, configured[p.name], p.app!);
      if (typeof acct === 'string') return res.json({ options: [], errors: [acct], observations: [] });
    }
    const out = a.options(prop.name, configured);
    if ('errors' in out) return res.json({ options: [], errors: out.errors, observations: [] });
    const query = typeof b.query === 'string' ? b.query.toLowerCase() : '';
    res.json({ options: out.options.filter((o) => !query || o.label.toLowerCase().includes(query)), errors: [], observations: [], context: null });
  });

  project.post('/actions/props', (req, res) => {
    const b = body(req);
    const a = actionOf(b.id);
    if (!a) return fail(res, 404, 'component not found');
    if (typeof b.external_user_id !== 'string') return fail(res, 400, 'external_user_id is required');
    // This response is camelCase on the wire (dynamicProps.configurableProps), as the SDK reads it.
    if (!a.dynamicProps) return res.json({ observations: [], errors: [], dynamicProps: { configurableProps: a.props } });
    const extra = a.dynamicProps(configuredOf(b));
    if (!Array.isArray(extra)) return res.json({ observations: [], errors: extra.errors });
    const id = typeof b.dynamic_props_id === 'string' && sim.store.dynamicProps.has(b.dynamic_props_id) ? b.dynamic_props_id : simId('dyp', 10);
    const props = [...a.props, ...extra];
    sim.store.dynamicProps.set(id, { id, action: a.key, external_user_id: b.external_user_id, props });
    res.json({ observations: [], errors: [], dynamicProps: { id, configurableProps: props } });
  });

  project.post('/actions/run', (req, res) => {
    const b = body(req);
    const a = actionOf(b.id);
    if (!a) return fail(res, 404, 'component not found');
    if (typeof b.external_user_id !== 'string' || !b.external_user_id) return fail(res, 400, 'external_user_id is required');
    const configured = configuredOf(b);
    let props = a.props;
    if (b.dynamic_props_id !== undefined) {
      const dyn = typeof b.dynamic_props_id === 'string' ? sim.store.dynamicProps.get(b.dynamic_props_id) : undefined;
      if (!dyn || dyn.action !== a.key || dyn.external_user_id !== b.external_user_id) return fail(res, 400, 'dynamic props not found');
      props = dyn.props;
    }
    const withDefaults: Record<string, unknown> = {};
    for (const p of props) if (p.default !== undefined) withDefaults[p.name] = p.default;
    Object.assign(withDefaults, configured);
    const lacking = missing(withDefaults, requiredProps(props));
    if (lacking.length) return fail(res, 400, `missing required props: ${lacking.join(', ')}`);
    const record = (ok: boolean, error: string | null) =>
      sim.store.runs.push({
        at: new Date(sim.clock()).toISOString(),
        action: a.key,
        external_user_id: b.external_user_id as string,
        configured_props: Object.fromEntries(Object.entries(withDefaults).map(([k, v]) => [k, props.find((p) => p.name === k)?.secret ? '***' : v])),
        ok,
        error,
      });
    const ts = sim.clock();
    for (const p of props.filter((x) => x.type === 'app')) {
      const acct = ownAccount(b.external_user_id, configured[p.name], p.app!);
      if (typeof acct === 'string') return fail(res, 400, acct);
      if (!acct.healthy || acct.dead) {
        const message = `${APPS.find((x) => x.name_slug === acct.app)!.name} credentials are invalid or revoked; reconnect the account`;
        record(false, message);
        return res.json({ exports: {}, os: [{ k: 'error', ts, err: { name: 'AuthError', message } }], ret: null, stash_id: null });
      }
    }
    const out = a.run(withDefaults);
    if (!out.ok) {
      record(false, `${out.name}: ${out.message}`);
      return res.json({ exports: {}, os: [{ k: 'error', ts, err: { name: out.name, message: out.message } }], ret: null, stash_id: null });
    }
    record(true, null);
    res.json({ exports: { $summary: out.summary }, os: [{ k: 'log', ts, msg: out.summary }], ret: out.ret, stash_id: null });
  });

  project.use((_req, res) => fail(res, 404, 'not found'));
  return r;
}
