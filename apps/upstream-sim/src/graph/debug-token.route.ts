import type { Request, Response, Router } from 'express';
import { unixSeconds } from '../clock';
import type { SimRuntime } from '../runtime';
import { presentedToken, resolveCaller } from './auth';
import { invalidParameter } from './graph-error';

/**
 * `GET /debug_token?input_token=`: Graph's token introspection. The caller authenticates with
 * any valid token or the app token; an unknown or expired input token is answered with
 * `is_valid: false` and its error, not with an HTTP error.
 */
export function registerDebugTokenRoutes(router: Router, sim: SimRuntime): void {
  router.get('/debug_token', (req: Request, res: Response) => {
    resolveCaller(sim, presentedToken(req));
    const input = typeof req.query.input_token === 'string' ? req.query.input_token : '';
    if (!input) throw invalidParameter('The parameter input_token is required.');
    const token = sim.store.tokens.get(input);
    if (!token) {
      res.json({ data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' }, scopes: [] } });
      return;
    }
    const now = sim.clock.now();
    const expired = token.expires_at !== null && token.expires_at.getTime() <= now.getTime();
    const targets = token.all ? [...sim.store.wabas.keys(), ...sim.store.businesses.keys()] : token.ids;
    const data: Record<string, unknown> = {
      app_id: sim.app.id,
      type: token.type,
      application: sim.app.name,
      data_access_expires_at: 0,
      expires_at: token.expires_at ? unixSeconds(token.expires_at) : 0,
      is_valid: !expired,
      issued_at: unixSeconds(token.issued_at),
      scopes: token.scopes,
      granular_scopes: token.scopes.map((scope) => ({ scope, target_ids: targets })),
      user_id: token.user_id,
    };
    if (expired) {
      data.error = {
        code: 190,
        message: `Error validating access token: Session has expired on ${token.expires_at!.toUTCString()}.`,
        subcode: 463,
      };
    }
    res.json({ data });
  });
}
