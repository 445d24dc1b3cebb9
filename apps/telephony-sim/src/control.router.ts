import express, { type Router } from 'express';
import { z } from 'zod';
import { FaultSpecSchema } from './faults';
import type { SimRuntime } from './runtime';
import type { OwnedNumber, PoolNumber } from './state';
import { callParams, callSid, fire, messageSid, smsParams } from './webhooks';

const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/, 'an E.164 phone number (+ and digits)');

const PoolNumberSchema = z.object({
  phone_number: e164,
  iso_country: z.string().regex(/^[A-Z]{2}$/),
  area_code: z
    .string()
    .regex(/^\d{3}$/)
    .nullable()
    .optional(),
  locality: z.string().nullable().default(null),
  region: z.string().nullable().default(null),
  postal_code: z.string().nullable().default(null),
  capabilities: z.object({ voice: z.boolean(), sms: z.boolean(), mms: z.boolean(), fax: z.boolean() }).partial().default({}),
});

const PoolSchema = z.object({ numbers: z.array(PoolNumberSchema).max(10_000), replace: z.boolean().default(false) });

/** The sender of the codes the upstream simulator hands over (a fixed simulator number). */
export const CODE_SENDER = '+15550100001';

const SmsSchema = z.object({ to: e164, from: z.string().min(1).max(32).default(CODE_SENDER), body: z.string().max(1600) });
const CallSchema = z.object({ to: e164, from: z.string().min(1).max(32).default(CODE_SENDER), speech: z.string().max(4000) });
/** What the upstream simulator posts to a phone line's `receiver_url` (decision 0245). */
const UpstreamCodeSchema = z.object({ to: z.string().min(1), channel: z.enum(['sms', 'voice']), body: z.string().max(4000) });

/**
 * Control API under `/control` (tests and local use; never part of Twilio's API): the inventory
 * (number pools per country and area code), delivering an SMS or a call to an owned number, the
 * receiver of the upstream simulator's verification codes, faults, the requests and webhooks seen,
 * and a reset.
 */
export function controlRouter(sim: SimRuntime, reset: () => void): Router {
  const r = express.Router();
  r.use(express.json({ limit: '2mb' }));
  const bad = (res: express.Response, e: z.ZodError) => res.status(400).json({ error: `${e.issues[0].path.join('.') || 'body'}: ${e.issues[0].message}` });
  const ownedOr404 = (res: express.Response, to: string): OwnedNumber | null => {
    const o = sim.store.ownedByNumber(to);
    if (!o) res.status(404).json({ error: `${to} is not a number of the account` });
    return o ?? null;
  };
  const send = async (kind: 'sms' | 'call', o: OwnedNumber, from: string, text: string) => {
    const sid = kind === 'sms' ? messageSid() : callSid();
    const params = kind === 'sms' ? smsParams(sim.account.sid, o, from, text, sid) : callParams(sim.account.sid, o, from, text, sid);
    const [url, method] = kind === 'sms' ? [o.sms_url, o.sms_method] : [o.voice_url, o.voice_method];
    return fire(sim.store, sim.log, sim.account.authToken, { sid, kind, from, to: o.pool.phone_number, body: text, url, method, params }, sim.clock());
  };

  r.get('/state', (_req, res) => {
    res.json({
      account_sid: sim.account.sid,
      available: sim.store.available(),
      owned: [...sim.store.owned.values()].map((o) => ({
        sid: o.sid,
        phone_number: o.pool.phone_number,
        friendly_name: o.friendly_name,
        sms_url: o.sms_url,
        voice_url: o.voice_url,
      })),
      faults: sim.faults.list(),
    });
  });

  r.post('/numbers', (req, res) => {
    const parsed = PoolSchema.safeParse(req.body ?? {});
    if (!parsed.success) return bad(res, parsed.error);
    const added: PoolNumber[] = parsed.data.numbers.map((n) => ({
      phone_number: n.phone_number,
      iso_country: n.iso_country,
      area_code: n.area_code ?? (n.phone_number.startsWith('+1') ? n.phone_number.slice(2, 5) : null),
      locality: n.locality,
      region: n.region,
      postal_code: n.postal_code,
      rate_center: null,
      lata: null,
      latitude: null,
      longitude: null,
      capabilities: { voice: true, sms: true, mms: false, fax: false, ...n.capabilities },
    }));
    const owned = new Set([...sim.store.owned.values()].map((o) => o.pool.phone_number));
    const keep = parsed.data.replace ? sim.store.pool.filter((p) => owned.has(p.phone_number)) : sim.store.pool;
    const fresh = new Set(added.map((a) => a.phone_number));
    sim.store.pool = [...keep.filter((p) => !fresh.has(p.phone_number) || owned.has(p.phone_number)), ...added.filter((a) => !owned.has(a.phone_number))];
    res.status(201).json({ available: sim.store.available() });
  });

  /** Empties the inventory of a country (and area code): what "out of numbers" looks like for good. */
  r.delete('/numbers', (req, res) => {
    const country = typeof req.query.iso_country === 'string' ? req.query.iso_country : undefined;
    const area = typeof req.query.area_code === 'string' ? req.query.area_code : undefined;
    const owned = new Set([...sim.store.owned.values()].map((o) => o.pool.phone_number));
    sim.store.pool = sim.store.pool.filter(
      (p) => owned.has(p.phone_number) || (country !== undefined && p.iso_country !== country) || (area !== undefined && p.area_code !== area),
    );
    res.json({ available: sim.store.available() });
  });

  r.post('/sms', async (req, res) => {
    const parsed = SmsSchema.safeParse(req.body ?? {});
    if (!parsed.success) return bad(res, parsed.error);
    const o = ownedOr404(res, parsed.data.to);
    if (o) res.json(await send('sms', o, parsed.data.from, parsed.data.body));
  });

  r.post('/calls', async (req, res) => {
    const parsed = CallSchema.safeParse(req.body ?? {});
    if (!parsed.success) return bad(res, parsed.error);
    const o = ownedOr404(res, parsed.data.to);
    if (o) res.json(await send('call', o, parsed.data.from, parsed.data.speech));
  });

  r.post('/upstream-codes', async (req, res) => {
    const parsed = UpstreamCodeSchema.safeParse(req.body ?? {});
    if (!parsed.success) return bad(res, parsed.error);
    const to = `+${parsed.data.to.replace(/\D/g, '')}`;
    const o = ownedOr404(res, to);
    if (o) res.json(await send(parsed.data.channel === 'sms' ? 'sms' : 'call', o, CODE_SENDER, parsed.data.body));
  });

  r.post('/faults', (req, res) => {
    const parsed = FaultSpecSchema.safeParse(req.body ?? {});
    if (!parsed.success) return bad(res, parsed.error);
    res.status(201).json(sim.faults.add(parsed.data));
  });
  r.get('/faults', (_req, res) => {
    res.json({ data: sim.faults.list() });
  });
  r.delete('/faults', (_req, res) => {
    sim.faults.clear();
    res.status(204).end();
  });

  r.get('/requests', (_req, res) => {
    res.json({ data: sim.store.requests });
  });
  r.get('/deliveries', (_req, res) => {
    res.json({ data: sim.store.deliveries });
  });

  r.post('/reset', (_req, res) => {
    reset();
    res.status(204).end();
  });
  return r;
}
