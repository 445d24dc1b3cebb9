import { randomBytes } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { randomToken } from '../ids';
import type { SimRuntime } from '../runtime';
import { errorPage, outcomePage, stepPage, type StepView } from './dialog-pages';
import { SDK_SCRIPT } from './sdk-script';
import { runAction } from './signup-flow';
import { signupOf, type SignupSession } from './signup-state';
import { isVerified } from './verification';

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/** Why a page origin may not open the window: not HTTPS (loopback excepted) or not an allowed domain. */
function originProblem(origin: string, allowed: string[]): string | null {
  let u: URL;
  try {
    u = new URL(origin);
  } catch {
    return "Can't load URL: the page that opened this window has no valid origin.";
  }
  if (u.origin !== origin) return "Can't load URL: the page that opened this window has no valid origin.";
  const loopback = LOOPBACK.includes(u.hostname);
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && loopback)) {
    return "Insecure Login Blocked: You can't get an access token or log in to this app from an insecure page. Try re-loading the page as https://";
  }
  if (allowed.length > 0 && !allowed.some((d) => u.hostname === d || u.hostname.endsWith(`.${d}`))) {
    return "Can't load URL: The domain of this URL isn't included in the app's domains. To be able to load this URL, add all domains and subdomains of your app to the App Domains field in your app settings.";
  }
  return null;
}

/** Pages of the hosted window and the headers that keep them to their own origin. */
function sendHtml(res: Response, html: string, nonce: string, status = 200): void {
  res
    .status(status)
    .set({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'`,
      'referrer-policy': 'no-referrer',
    })
    .send(html);
}

/** Everything the current step shows. */
function viewOf(sim: SimRuntime, s: SignupSession, base: string, nonce: string): StepView {
  const sg = signupOf(sim.store);
  const user = s.user_id ? sg.users.get(s.user_id) : undefined;
  const wabas = [...sim.store.wabas.values()]
    .filter((w) => w.business_id === s.business_id && !w.deleted)
    .map((waba) => ({ waba, numbers: sim.store.numbersOf(waba.id) }));
  const lastCode = s.phone_number_id ? [...sg.sentCodes].reverse().find((c) => c.node_id === s.phone_number_id) : undefined;
  const app = s.business_app_number ? sg.businessApp.get(s.business_app_number) : undefined;
  return {
    session: s,
    base,
    nonce,
    userName: user?.name ?? null,
    businesses: (user?.business_ids ?? []).map((id) => sim.store.businesses.get(id)).filter((b) => b !== undefined),
    wabas,
    numbers: s.waba_id ? sim.store.numbersOf(s.waba_id) : [],
    preVerified: s.pre_verified_ids
      .map((id) => sg.preVerified.get(id))
      .filter((pv) => pv !== undefined && !pv.claimed_by)
      .map((pv) => ({ id: pv!.id, phone_number: pv!.phone_number, verified: isVerified(sim, pv!.id) })),
    permissions: sg.configs.get(s.config_id)?.permissions ?? [],
    appName: sim.app.name,
    codeSentTo: lastCode ? `+${lastCode.phone_number}` : null,
    businessAppCode: app?.pending_code ?? null,
  };
}

/**
 * The embedded signup surface: the SDK file, `/{version}/dialog/oauth` (checks the app, the login
 * configuration, `response_type=code` and the opener's origin, then opens a session), the step
 * pages `GET /signup/{session}` and their form actions `POST /signup/{session}/{action}`.
 */
export function signupRouter(sim: SimRuntime): Router {
  const router = express.Router();
  const sendSdk = (_req: Request, res: Response) => {
    res.set({ 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache', 'access-control-allow-origin': '*' }).send(SDK_SCRIPT);
  };
  router.get('/sdk.js', sendSdk);
  router.get(/^\/[a-z]{2}_[A-Z]{2}\/sdk\.js$/, sendSdk);

  const openDialog = (req: Request, res: Response) => {
    const q = req.query as Record<string, unknown>;
    const str = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : '');
    const locale = /^[a-z]{2}_[A-Z]{2}$/.test(str('locale')) ? str('locale') : 'en_US';
    const fail = (message: string) => sendHtml(res, errorPage(message, locale), '', 400);
    const sg = signupOf(sim.store);
    if (str('app_id') !== sim.app.id) return fail('Invalid App ID: The provided app ID does not look like a valid app ID.');
    const config = sg.configs.get(str('config_id'));
    if (!config) return fail('Invalid configuration: the config_id given to FB.login is not a login configuration of this app.');
    if (str('response_type') !== 'code' || str('override_default_response_type') !== 'true') {
      return fail("Embedded signup needs response_type 'code' with override_default_response_type: true.");
    }
    const problem = originProblem(str('origin'), sg.allowedDomains);
    if (problem) return fail(problem);
    let extras: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(str('extras') || '{}');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) extras = parsed as Record<string, unknown>;
    } catch {
      return fail('Invalid extras: not JSON.');
    }
    const setup = (extras.setup ?? {}) as { preVerifiedPhone?: { ids?: unknown } };
    const ids = Array.isArray(setup.preVerifiedPhone?.ids) ? setup.preVerifiedPhone!.ids.map(String) : [];
    const s: SignupSession = {
      id: randomToken(16),
      config_id: config.id,
      origin: str('origin'),
      locale,
      coexistence: extras.featureType === 'whatsapp_business_app_onboarding',
      pre_verified_ids: ids,
      step: 'LOGIN',
      user_id: null,
      business_id: null,
      waba_id: null,
      phone_number_id: null,
      skip_number: false,
      business_app_number: null,
      display_name: null,
      error: null,
      outcome: null,
      created_at: sim.clock.now(),
    };
    sg.sessions.set(s.id, s);
    res.redirect(303, `/signup/${s.id}`);
  };
  router.get('/dialog/oauth', openDialog);
  router.get(/^\/v\d+\.\d+\/dialog\/oauth$/, openDialog);

  const session = (req: Request, res: Response): SignupSession | null => {
    const s = signupOf(sim.store).sessions.get(String(req.params.sessionId));
    if (!s) {
      sendHtml(res, errorPage('This signup session has expired. Close this window and start again.', 'en_US'), '', 404);
      return null;
    }
    return s;
  };

  router.get('/signup/:sessionId', (req: Request, res: Response) => {
    const s = session(req, res);
    if (!s) return;
    const nonce = randomBytes(12).toString('base64');
    if (s.outcome) return sendHtml(res, outcomePage(s, s.outcome, nonce), nonce);
    sendHtml(res, stepPage(viewOf(sim, s, `/signup/${s.id}`, nonce)), nonce);
  });

  router.post('/signup/:sessionId/:action', express.urlencoded({ extended: false }), (req: Request, res: Response) => {
    const s = session(req, res);
    if (!s) return;
    if (!runAction(sim, s, String(req.params.action), (req.body ?? {}) as Record<string, unknown>)) {
      sendHtml(res, errorPage('Unknown action.', s.locale), '', 404);
      return;
    }
    res.redirect(303, `/signup/${s.id}`);
  });

  return router;
}
