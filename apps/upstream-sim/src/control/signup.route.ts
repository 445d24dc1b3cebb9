import type { Router } from 'express';
import { z } from 'zod';
import type { SimRuntime } from '../runtime';
import { FixtureError } from '../state/fixtures';
import { signupOf, type BusinessAppNumber, type PreVerifiedNumber, type SignupUser } from '../signup/signup-state';
import { CODE_TTL_MS } from '../signup/oauth';
import { isVerified } from '../signup/verification';
import { TriggerError } from '../webhooks/events';

const digitId = z.string().regex(/^\d{1,20}$/, 'ids are digit strings');
/** E.164 with or without `+` and separators → digits. */
const e164 = z
  .string()
  .transform((v) => v.replace(/[\s\-().+]/g, ''))
  .pipe(z.string().regex(/^\d{8,15}$/, 'an E.164 phone number'));

const ConfigSchema = z.object({
  id: digitId,
  name: z.string().min(1).optional(),
  permissions: z.array(z.string().min(1)).optional(),
  /** null: the token never expires. */
  token_expires_in_seconds: z.number().int().positive().nullable().optional(),
});

const AppSchema = z.object({
  /** Hostnames allowed to open the window (subdomains included); [] allows any HTTPS or loopback page. */
  allowed_domains: z.array(z.string().regex(/^[a-z0-9.-]+$/i)).optional(),
  configs: z.array(ConfigSchema).optional(),
});

const SignupFixturesSchema = z.object({
  users: z
    .array(z.object({ email: z.string().email(), password: z.string().min(1), name: z.string().min(1).optional(), business_ids: z.array(digitId).default([]) }))
    .default([]),
  business_app_numbers: z
    .array(
      z.object({
        phone_number: e164,
        business_id: digitId,
        display_name: z.string().min(1).optional(),
        contacts: z.array(z.object({ full_name: z.string(), first_name: z.string(), phone_number: z.string() })).default([]),
        history: z
          .array(
            z.object({
              wa_id: z.string().regex(/^\d+$/),
              messages: z.array(
                z.object({
                  from_business: z.boolean(),
                  text: z.string(),
                  age_days: z.number().min(0).default(0),
                  status: z.enum(['DELIVERED', 'ERROR', 'PENDING', 'PLAYED', 'READ', 'SENT']).default('READ'),
                }),
              ),
            }),
          )
          .default([]),
        share_history: z.boolean().default(true),
        auto_confirm: z.boolean().default(true),
      }),
    )
    .default([]),
  lines: z.array(z.object({ phone_number: e164, receiver_url: z.string().url().nullable().default(null) })).default([]),
  pre_verified: z.array(z.object({ business_id: digitId, phone_number: e164, verified: z.boolean().default(false) })).default([]),
});

const FaultSchema = z.object({
  kind: z.enum(['login_failed', 'verification_failed', 'waba_limit_reached', 'token_exchange_failed']),
  times: z.number().int().positive().optional(),
});

const ConfirmSchema = z.object({ phone_number: e164, code: z.string().regex(/^\d{6}$/), share_history: z.boolean().optional() });

/** A user as the control API shows it: never the password. */
const userView = ({ password: _password, ...u }: SignupUser) => u;

/**
 * Embedded signup control (`/__sim/signup...`): the app's allowed domains and login configurations,
 * fixtures (test users, business app numbers for coexistence, phone lines that receive codes,
 * pre-verified numbers), the codes sent to a number, the business app's confirmation, faults and
 * the window sessions with their outcomes.
 */
export function registerSignupControlRoutes(router: Router, sim: SimRuntime): void {
  const sg = () => signupOf(sim.store);
  const appView = () => ({ app_id: sim.app.id, allowed_domains: sg().allowedDomains, configs: [...sg().configs.values()] });

  router.get('/signup/app', (_req, res) => {
    res.json(appView());
  });

  router.put('/signup/app', (req, res) => {
    const b = AppSchema.parse(req.body ?? {});
    if (b.allowed_domains) sg().allowedDomains = b.allowed_domains.map((d) => d.toLowerCase());
    for (const c of b.configs ?? []) {
      const existing = sg().configs.get(c.id);
      sg().configs.set(c.id, {
        id: c.id,
        name: c.name ?? existing?.name ?? 'WhatsApp Embedded Signup',
        permissions: c.permissions ?? existing?.permissions ?? ['whatsapp_business_management', 'whatsapp_business_messaging', 'business_management'],
        token_expires_in_seconds: c.token_expires_in_seconds === undefined ? (existing?.token_expires_in_seconds ?? null) : c.token_expires_in_seconds,
      });
    }
    res.json(appView());
  });

  router.post('/signup/fixtures', (req, res) => {
    const f = SignupFixturesSchema.parse(req.body ?? {});
    const s = sg();
    const needBusiness = (id: string) => {
      if (!sim.store.businesses.has(id)) throw new FixtureError(`business ${id} does not exist`);
    };
    const users: SignupUser[] = f.users.map((u) => {
      u.business_ids.forEach(needBusiness);
      const existing = [...s.users.values()].find((x) => x.email.toLowerCase() === u.email.toLowerCase());
      const user: SignupUser = existing ?? { id: sim.store.newId(), email: u.email, password: u.password, name: u.name ?? u.email, business_ids: [] };
      Object.assign(user, { password: u.password, name: u.name ?? user.name, business_ids: [...new Set([...user.business_ids, ...u.business_ids])] });
      s.users.set(user.id, user);
      return user;
    });
    const apps: BusinessAppNumber[] = f.business_app_numbers.map((a) => {
      needBusiness(a.business_id);
      const app: BusinessAppNumber = {
        ...a,
        display_name: a.display_name ?? sim.store.businesses.get(a.business_id)!.name,
        pending_code: null,
        confirmed: false,
        phone_number_id: s.businessApp.get(a.phone_number)?.phone_number_id ?? null,
      };
      s.businessApp.set(app.phone_number, app);
      return app;
    });
    for (const l of f.lines) s.lines.set(l.phone_number, l);
    const pre: PreVerifiedNumber[] = f.pre_verified.map((p) => {
      needBusiness(p.business_id);
      const pv: PreVerifiedNumber = {
        id: sim.store.newId(),
        business_id: p.business_id,
        phone_number: p.phone_number,
        created_at: sim.clock.now(),
        claimed_by: null,
      };
      s.preVerified.set(pv.id, pv);
      if (p.verified) s.verification(pv.id).verified_at = sim.clock.now();
      return pv;
    });
    res.status(201).json({ users: users.map(userView), business_app_numbers: apps, lines: f.lines, pre_verified: pre });
  });

  router.get('/signup', (_req, res) => {
    const s = sg();
    const now = sim.clock.now().getTime();
    res.json({
      ...appView(),
      users: [...s.users.values()].map(userView),
      business_app_numbers: [...s.businessApp.values()],
      lines: [...s.lines.values()],
      pre_verified: [...s.preVerified.values()].map((pv) => ({ ...pv, verified: isVerified(sim, pv.id) })),
      codes: [...s.codes.values()].map((c) => ({ ...c, expired: now - c.created_at.getTime() >= CODE_TTL_MS })),
      sessions: [...s.sessions.values()],
      syncs: Object.fromEntries(s.syncs),
      faults: Object.fromEntries(s.faults),
    });
  });

  router.get('/signup/sessions/:id', (req, res) => {
    const session = sg().sessions.get(String(req.params.id));
    if (!session) throw new TriggerError(`unknown signup session ${String(req.params.id)}`);
    res.json(session);
  });

  // The verification codes sent to a number, latest first; `/last` is the one to enter.
  router.get('/signup/codes', (req, res) => {
    const digits = typeof req.query.phone_number === 'string' ? req.query.phone_number.replace(/\D/g, '') : '';
    const list = [...sg().sentCodes].reverse().filter((c) => !digits || c.phone_number === digits);
    res.json({ data: list });
  });
  router.get('/signup/codes/last', (req, res) => {
    const digits = e164.parse(req.query.phone_number ?? '');
    const last = [...sg().sentCodes].reverse().find((c) => c.phone_number === digits);
    if (!last) throw new TriggerError(`no code was sent to +${digits}`);
    res.json(last);
  });

  // The business app's side of coexistence: the owner enters the window's code in the app.
  router.post('/signup/business_app/confirm', (req, res) => {
    const b = ConfirmSchema.parse(req.body ?? {});
    const app = sg().businessApp.get(b.phone_number);
    if (!app) throw new TriggerError(`no business app number +${b.phone_number}`);
    if (!app.pending_code || app.pending_code !== b.code) {
      res.status(409).json({ error: 'the code does not match the one the signup window shows' });
      return;
    }
    app.confirmed = true;
    if (b.share_history !== undefined) app.share_history = b.share_history;
    res.json(app);
  });

  router.post('/signup/faults', (req, res) => {
    const f = FaultSchema.parse(req.body ?? {});
    sg().faults.set(f.kind, f.times ?? null);
    res.status(201).json({ faults: Object.fromEntries(sg().faults) });
  });
  router.delete('/signup/faults', (_req, res) => {
    sg().faults.clear();
    res.json({ ok: true });
  });
}
