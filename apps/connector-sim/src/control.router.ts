import express, { type Router } from 'express';
import { z } from 'zod';
import { APPS } from './catalog';
import { FaultSpecSchema } from './faults';
import type { SimRuntime } from './runtime';
import { simId, type SimAccount } from './state';

const AccountSchema = z.object({
  external_user_id: z.string().min(1),
  app: z.string().min(1),
  name: z.string().min(1).max(200).optional(),
  healthy: z.boolean().default(true),
});

const SettingsSchema = z.object({
  rateLimitPerMinute: z.number().int().positive().nullable().optional(),
  accessTokenTtlSeconds: z.number().int().positive().optional(),
  connectTokenTtlSeconds: z.number().int().positive().optional(),
});

/**
 * Control API under `/__sim` (tests and local use; never part of the connector's API):
 * accounts (what a user finishing the connect flow would create), account health, completing a
 * connect token, faults, settings (rate limit, token lifetimes), the clock, the runs and requests
 * seen, and a reset.
 */
export function controlRouter(sim: SimRuntime, reset: () => void): Router {
  const r = express.Router();
  r.use(express.json());
  const bad = (res: express.Response, e: unknown) => res.status(400).json({ error: e instanceof z.ZodError ? e.issues[0].message : String(e) });

  const createAccount = (input: z.infer<typeof AccountSchema>): SimAccount | string => {
    const app = APPS.find((a) => a.name_slug === input.app);
    if (!app) return `unknown app ${input.app}`;
    const now = new Date(sim.clock()).toISOString();
    const acct: SimAccount = {
      id: simId('apn', 7),
      name: input.name ?? `${app.name} account`,
      external_id: input.external_user_id,
      app: app.name_slug,
      healthy: input.healthy,
      dead: false,
      error: null,
      created_at: now,
      updated_at: now,
    };
    sim.store.accounts.set(acct.id, acct);
    return acct;
  };

  r.post('/accounts', (req, res) => {
    const parsed = AccountSchema.safeParse(req.body ?? {});
    if (!parsed.success) return bad(res, parsed.error);
    const acct = createAccount(parsed.data);
    if (typeof acct === 'string') return res.status(400).json({ error: acct });
    res.status(201).json(acct);
  });
  r.get('/accounts', (_req, res) => {
    res.json({ data: [...sim.store.accounts.values()] });
  });
  r.patch('/accounts/:id', (req, res) => {
    const acct = sim.store.accounts.get(req.params.id);
    if (!acct) return res.status(404).json({ error: 'account not found' });
    const p = z
      .object({ healthy: z.boolean().optional(), dead: z.boolean().optional(), error: z.string().nullable().optional(), name: z.string().optional() })
      .safeParse(req.body ?? {});
    if (!p.success) return bad(res, p.error);
    Object.assign(acct, Object.fromEntries(Object.entries(p.data).filter(([, v]) => v !== undefined)), { updated_at: new Date(sim.clock()).toISOString() });
    res.json(acct);
  });

  // The user finishing the connect flow of a token: one account for the token's external user.
  r.post('/connect/:token/complete', (req, res) => {
    const t = sim.store.tokens.get(req.params.token);
    if (!t) return res.status(404).json({ error: 'token not found' });
    if (t.used) return res.status(409).json({ error: 'token already used' });
    if (Date.parse(t.expires_at) < sim.clock()) return res.status(410).json({ error: 'token expired' });
    const p = z.object({ app: z.string().min(1), name: z.string().optional() }).safeParse(req.body ?? {});
    if (!p.success) return bad(res, p.error);
    const acct = createAccount({ external_user_id: t.external_user_id, app: t.app ?? p.data.app, name: p.data.name, healthy: true });
    if (typeof acct === 'string') return res.status(400).json({ error: acct });
    t.used = true;
    res.status(201).json(acct);
  });

  r.post('/faults', (req, res) => {
    const p = FaultSpecSchema.safeParse(req.body ?? {});
    if (!p.success) return bad(res, p.error);
    res.status(201).json(sim.faults.add(p.data));
  });
  r.get('/faults', (_req, res) => {
    res.json({ data: sim.faults.list() });
  });
  r.delete('/faults', (_req, res) => {
    sim.faults.clear();
    res.json({ ok: true });
  });

  r.put('/settings', (req, res) => {
    const p = SettingsSchema.safeParse(req.body ?? {});
    if (!p.success) return bad(res, p.error);
    Object.assign(sim.settings, Object.fromEntries(Object.entries(p.data).filter(([, v]) => v !== undefined)));
    res.json(sim.settings);
  });

  r.get('/runs', (_req, res) => {
    res.json({ data: sim.store.runs });
  });
  r.get('/requests', (_req, res) => {
    res.json({ data: sim.store.requests });
  });
  r.post('/reset', (_req, res) => {
    reset();
    res.json({ ok: true });
  });
  return r;
}
