import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { authError, badRequest, notFound, TwilioError } from './errors';
import { faultMiddleware } from './faults';
import { API_VERSION, availableView, friendlyOf, ownedView, page } from './resources';
import type { SimRuntime } from './runtime';
import { newSid, type OwnedNumber, type PoolNumber } from './state';

type Params = Record<string, string | undefined>;

const E164 = /^\+[1-9]\d{6,14}$/;
const METHODS = ['GET', 'POST'] as const;

/** Basic auth as Twilio takes it: AccountSid + AuthToken, or an API key SID + its secret, for that account only. */
function authenticate(sim: SimRuntime) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const m = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '');
    const decoded = m ? Buffer.from(m[1], 'base64').toString('utf8') : '';
    const i = decoded.indexOf(':');
    const [user, pass] = i < 0 ? ['', ''] : [decoded.slice(0, i), decoded.slice(i + 1)];
    const ok = (user === sim.account.sid && pass === sim.account.authToken) || (sim.account.apiKeys.has(user) && sim.account.apiKeys.get(user) === pass);
    if (!ok || req.params.account !== sim.account.sid) {
      res.setHeader('WWW-Authenticate', 'Basic realm="Twilio API"');
      const e = authError();
      res.status(e.status).json(e.body());
      return;
    }
    next();
  };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined);

/** The request's query or form parameters as single strings (the first of repeated ones). */
const paramsOf = (src: unknown): Params => Object.fromEntries(Object.entries((src ?? {}) as Record<string, unknown>).map(([k, v]) => [k, str(v)]));

function bool(p: Params, name: string): boolean | undefined {
  const v = p[name];
  if (v === undefined) return undefined;
  if (v === 'true' || v === 'True') return true;
  if (v === 'false' || v === 'False') return false;
  throw badRequest(20001, `${name} must be true or false`);
}

function method(p: Params, name: string): 'GET' | 'POST' | undefined {
  const v = p[name];
  if (v === undefined) return undefined;
  const up = v.toUpperCase();
  if (!(METHODS as readonly string[]).includes(up)) throw badRequest(20001, `${name} must be GET or POST`);
  return up as 'GET' | 'POST';
}

function url(p: Params, name: string): string | null | undefined {
  const v = p[name];
  if (v === undefined) return undefined;
  if (v === '') return null;
  try {
    const u = new URL(v);
    if (u.protocol === 'http:' || u.protocol === 'https:') return v;
  } catch {
    /* reported below */
  }
  throw badRequest(21502, `${name} is not valid: ${v}`);
}

function pageArgs(p: Params): { pageNo: number; pageSize: number } {
  const pageSize = p.PageSize === undefined ? 50 : Number(p.PageSize);
  const pageNo = p.Page === undefined ? 0 : Number(p.Page);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) throw badRequest(20001, 'PageSize must be between 1 and 1000');
  if (!Number.isInteger(pageNo) || pageNo < 0) throw badRequest(20001, 'Page must be a non-negative integer');
  return { pageNo, pageSize };
}

/** `Contains`: digits and `*` (any one digit), matched anywhere in the number's digits. */
function containsMatcher(pattern: string): (n: string) => boolean {
  if (!/^[\d*]{1,16}$/.test(pattern)) throw badRequest(20001, 'Contains must be digits and * wildcards');
  const re = new RegExp(pattern.replace(/\*/g, '\\d'));
  return (n) => re.test(n.replace(/\D/g, ''));
}

/** Applies the fields of a create/update to an owned number. */
function applyFields(o: OwnedNumber, p: Params): void {
  if (p.FriendlyName !== undefined) {
    if (p.FriendlyName.length > 64) throw badRequest(20001, 'FriendlyName must be at most 64 characters');
    o.friendly_name = p.FriendlyName;
  }
  const set = <K extends keyof OwnedNumber>(k: K, v: OwnedNumber[K] | undefined) => {
    if (v !== undefined) o[k] = v;
  };
  set('sms_url', url(p, 'SmsUrl'));
  set('sms_method', method(p, 'SmsMethod'));
  set('sms_fallback_url', url(p, 'SmsFallbackUrl'));
  set('sms_fallback_method', method(p, 'SmsFallbackMethod'));
  set('voice_url', url(p, 'VoiceUrl'));
  set('voice_method', method(p, 'VoiceMethod'));
  set('voice_fallback_url', url(p, 'VoiceFallbackUrl'));
  set('voice_fallback_method', method(p, 'VoiceFallbackMethod'));
  set('status_callback', url(p, 'StatusCallback'));
  set('status_callback_method', method(p, 'StatusCallbackMethod'));
  if (p.AddressSid !== undefined) o.address_sid = p.AddressSid || null;
  if (p.BundleSid !== undefined) o.bundle_sid = p.BundleSid || null;
}

/** Registers a bought number with the upstream simulator as a line whose codes come here. */
async function registerLine(sim: SimRuntime, phone: string): Promise<void> {
  if (!sim.upstreamSimUrl) return;
  try {
    const res = await fetch(`${sim.upstreamSimUrl}/__sim/signup/fixtures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ phone_number: phone, receiver_url: `${sim.publicUrl}/control/upstream-codes` }] }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) sim.log.warn({ status: res.status, phone }, 'telephony-sim: registering the line with the upstream simulator failed');
  } catch (err) {
    sim.log.warn({ err: (err as Error).message, phone }, 'telephony-sim: the upstream simulator is unreachable');
  }
}

/** Twilio's REST API 2010-04-01: available numbers, incoming phone numbers. */
export function apiRouter(sim: SimRuntime): Router {
  const r = express.Router();
  const base = `/${API_VERSION}/Accounts/:account`;
  r.use(`/${API_VERSION}`, (req, res, next) => {
    const at = sim.clock().toISOString();
    res.on('close', () => {
      sim.store.requests.push({
        method: req.method,
        path: req.baseUrl + req.path,
        params: { ...req.query, ...(req.body ?? {}) },
        status: res.headersSent ? res.statusCode : null,
        at,
      });
      sim.store.record(sim.store.requests);
    });
    next();
  });
  r.use(`/${API_VERSION}`, express.urlencoded({ extended: false, limit: '64kb' }));
  r.use(base, authenticate(sim));
  r.use(`/${API_VERSION}`, faultMiddleware(sim.faults));
  const owned = (req: Request): OwnedNumber => {
    const o = sim.store.owned.get(String(req.params.sid));
    if (!o) throw notFound(req.baseUrl + req.path);
    return o;
  };
  const pathOf = (req: Request) => req.baseUrl + req.path;

  r.get(`${base}/AvailablePhoneNumbers/:country/Local.json`, (req, res) => {
    const country = String(req.params.country);
    if (!/^[A-Z]{2}$/.test(country)) throw notFound(pathOf(req));
    const p = paramsOf(req.query);
    const { pageNo, pageSize } = pageArgs(p);
    let list = sim.faults.take('GET', pathOf(req), ['out_of_numbers']) ? [] : sim.store.available().filter((n) => n.iso_country === country);
    if (p.AreaCode !== undefined) {
      if (!/^\d{3}$/.test(p.AreaCode) || (country !== 'US' && country !== 'CA')) throw badRequest(21451, `AreaCode ${p.AreaCode} is not a valid area code`);
      list = list.filter((n) => n.area_code === p.AreaCode);
    }
    if (p.Contains !== undefined) list = list.filter((n) => containsMatcher(p.Contains!)(n.phone_number));
    const caps: Array<[string, keyof PoolNumber['capabilities']]> = [
      ['SmsEnabled', 'sms'],
      ['VoiceEnabled', 'voice'],
      ['MmsEnabled', 'mms'],
      ['FaxEnabled', 'fax'],
    ];
    for (const [name, cap] of caps) {
      const want = bool(p, name);
      if (want !== undefined) list = list.filter((n) => n.capabilities[cap] === want);
    }
    if (p.InRegion !== undefined) list = list.filter((n) => n.region === p.InRegion);
    if (p.InPostalCode !== undefined) list = list.filter((n) => n.postal_code === p.InPostalCode);
    if (p.InLocality !== undefined) list = list.filter((n) => n.locality === p.InLocality);
    // Twilio answers one page of candidates, never a next page.
    const body = page('available_phone_numbers', pathOf(req), new URLSearchParams(req.query as Record<string, string>), list, availableView, 0, pageSize);
    res.json({ ...body, page: pageNo, next_page_uri: null });
  });

  r.get(`${base}/IncomingPhoneNumbers.json`, (req, res) => {
    const p = paramsOf(req.query);
    const { pageNo, pageSize } = pageArgs(p);
    let list = [...sim.store.owned.values()].sort((a, b) => b.date_created.getTime() - a.date_created.getTime());
    if (p.PhoneNumber !== undefined) list = list.filter((o) => o.pool.phone_number.includes(p.PhoneNumber!.replace(/[\s()-]/g, '')));
    if (p.FriendlyName !== undefined) list = list.filter((o) => o.friendly_name === p.FriendlyName);
    res.json(
      page(
        'incoming_phone_numbers',
        pathOf(req),
        new URLSearchParams(req.query as Record<string, string>),
        list,
        (o) => ownedView(sim.account.sid, o),
        pageNo,
        pageSize,
      ),
    );
  });

  r.post(`${base}/IncomingPhoneNumbers.json`, async (req, res) => {
    const p = paramsOf(req.body);
    const outOfNumbers = sim.faults.take('POST', pathOf(req), ['out_of_numbers']) !== null;
    let pick: PoolNumber | undefined;
    if (p.PhoneNumber !== undefined) {
      const want = p.PhoneNumber.replace(/[\s()-]/g, '');
      if (!E164.test(want)) throw badRequest(21421, `PhoneNumber ${p.PhoneNumber} is not valid.`);
      pick = outOfNumbers ? undefined : sim.store.available().find((n) => n.phone_number === want);
      if (!pick) throw badRequest(21422, 'PhoneNumber is not available');
    } else if (p.AreaCode !== undefined) {
      if (!/^\d{3}$/.test(p.AreaCode)) throw badRequest(21451, `AreaCode ${p.AreaCode} is not a valid area code`);
      pick = outOfNumbers ? undefined : sim.store.available().find((n) => n.area_code === p.AreaCode);
      if (!pick) throw badRequest(21452, `No phone numbers found in area code ${p.AreaCode}`);
    } else {
      throw badRequest(21421, 'A PhoneNumber or AreaCode is required.');
    }
    const now = sim.clock();
    const o: OwnedNumber = {
      sid: newSid('PN'),
      pool: pick,
      friendly_name: friendlyOf(pick.phone_number),
      sms_url: null,
      sms_method: 'POST',
      sms_fallback_url: null,
      sms_fallback_method: 'POST',
      voice_url: null,
      voice_method: 'POST',
      voice_fallback_url: null,
      voice_fallback_method: 'POST',
      status_callback: null,
      status_callback_method: 'POST',
      address_sid: null,
      bundle_sid: null,
      date_created: now,
      date_updated: now,
    };
    applyFields(o, p);
    sim.store.owned.set(o.sid, o);
    await registerLine(sim, pick.phone_number);
    res.status(201).json(ownedView(sim.account.sid, o));
  });

  r.get(`${base}/IncomingPhoneNumbers/:sid.json`, (req, res) => {
    res.json(ownedView(sim.account.sid, owned(req)));
  });

  r.post(`${base}/IncomingPhoneNumbers/:sid.json`, (req, res) => {
    const o = owned(req);
    const copy = { ...o };
    applyFields(copy, paramsOf(req.body));
    Object.assign(o, copy, { date_updated: sim.clock() });
    res.json(ownedView(sim.account.sid, o));
  });

  r.delete(`${base}/IncomingPhoneNumbers/:sid.json`, (req, res) => {
    const o = owned(req);
    sim.store.owned.delete(o.sid);
    res.status(204).end();
  });

  r.use(`/${API_VERSION}`, (req, _res, next) => next(notFound(req.baseUrl + req.path)));
  r.use(`/${API_VERSION}`, (err: Error & { status?: number; type?: string }, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof TwilioError) return void res.status(err.status).json(err.body());
    if (err.status && err.status >= 400 && err.status < 500) return void res.status(err.status).json(badRequest(20001, err.message).body());
    sim.log.error({ err }, 'telephony-sim error');
    res.status(500).json(new TwilioError(500, 20500, 'Internal Server Error').body());
  });
  return r;
}
