import { randomBytes } from 'node:crypto';
import express, { type Response, type Router } from 'express';
import { onboardingBlocker } from '../../domain/setup-link';
import type { SetupLinkOptions } from '../../infra/db/setup-links.repository';
import type { EmbeddedSignupUsecase } from '../../usecases/embedded-signup.usecase';
import type { SetupLinksUsecase } from '../../usecases/setup-links.usecase';
import { pageLanguage, renderMessage, renderOnboardingForm } from './onboarding-page';
import { renderSignupPage, type SignupPageConfig } from './onboarding-signup-page';

/** What the onboarding pages need. */
export interface OnboardingDeps {
  setupLinks: SetupLinksUsecase;
  /** The server side of embedded signup (decision 0247). */
  signup: EmbeddedSignupUsecase;
  /** The upstream app, login configuration and origins the setup page opens the window with. */
  signupPage: SignupPageConfig;
}

/**
 * Security headers of a link's pages: never cached, embeddable only by the link's allowed origins.
 * `script` (the signup page): the page's own script by nonce, and the upstream's SDK and window
 * origins (scripts, frames, pings); fetches to the page's own origin (the post and the progress poll).
 */
function pageHeaders(
  res: Response,
  options: Pick<SetupLinkOptions, 'allowed_origins' | 'success_redirect_url' | 'failure_redirect_url'>,
  script?: { nonce: string; sdkOrigin: string; windowOrigin: string },
): void {
  const origins = (o: { sdkOrigin: string; windowOrigin: string }) => [...new Set([new URL(o.sdkOrigin).origin, new URL(o.windowOrigin).origin])].join(' ');
  const allowedOrigins = options.allowed_origins;
  // form-action also governs the redirect that follows the post: the redirect URLs' origins are allowed.
  const redirects = [options.success_redirect_url, options.failure_redirect_url].filter((u): u is string => Boolean(u)).map((u) => new URL(u).origin);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Only the link's allowed origins may embed the page (none: it cannot be framed).
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${[...new Set(redirects)].join(' ')}; frame-ancestors ${allowedOrigins.length ? allowedOrigins.join(' ') : "'none'"}` +
      (script
        ? // The upstream's SDK may frame, ping and call its own origins (the real one does; the simulator's does not).
          `; script-src 'nonce-${script.nonce}' ${origins(script)}; connect-src 'self' ${origins(script)}; frame-src ${origins(script)}; img-src ${origins(script)}; base-uri 'none'`
        : ''),
  );
}

/** JSON answers of the signup endpoints: never cached. */
function jsonHeaders(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/**
 * `/onboarding/:token`, public (the link token is the credential): `GET` serves the setup page of an
 * active link (embedded signup; `?manual=1`: the operator's paste-a-token form), or the page saying
 * why it cannot be used (or the failure redirect); `POST` takes the form's credentials and answers
 * with the success/failure redirect, a terminal page, or the form again with the error when a retry
 * can help. `POST /onboarding/:token/signup` (JSON: the window's code and message) finishes the
 * signup; `GET /onboarding/:token/progress` shows its step and, once ended, its outcome.
 */
export function onboardingRouter(deps: OnboardingDeps): Router {
  const router = express.Router();
  router.get('/onboarding/:token', async (req, res, next) => {
    try {
      const found = await deps.setupLinks.forPage(String(req.params.token));
      if (!found)
        return void res
          .status(404)
          .type('html')
          .send(renderMessage(pageLanguage(undefined, req.header('accept-language')), {}, 'expired'));
      const { row, status } = found;
      const lang = pageLanguage(row.options.language, req.header('accept-language'));
      pageHeaders(res, row.options);
      const blocker = onboardingBlocker(status);
      if (blocker) {
        const to = deps.setupLinks.failureRedirect(row, blocker);
        if (to) return res.redirect(303, to);
        return void res
          .status(410)
          .type('html')
          .send(renderMessage(lang, row.options.theme_config, blocker === 'already_used' ? 'used' : 'expired'));
      }
      if (req.query.manual === '1') return void res.type('html').send(renderOnboardingForm(row, lang));
      const nonce = randomBytes(16).toString('base64');
      pageHeaders(res, row.options, { nonce, sdkOrigin: deps.signupPage.sdkOrigin, windowOrigin: deps.signupPage.windowOrigin });
      res.type('html').send(renderSignupPage(row, lang, deps.signupPage, nonce));
    } catch (err) {
      next(err);
    }
  });

  router.post('/onboarding/:token/signup', express.json({ limit: '16kb' }), async (req, res, next) => {
    try {
      jsonHeaders(res);
      const answer = await deps.signup.finish(String(req.params.token), req.body);
      if (!answer) return void res.status(404).json({ error: 'Setup link not found' });
      res.status(answer.state === 'running' ? 202 : 200).json(answer);
    } catch (err) {
      next(err);
    }
  });

  router.get('/onboarding/:token/progress', async (req, res, next) => {
    try {
      jsonHeaders(res);
      const progress = await deps.signup.progress(String(req.params.token));
      if (!progress) return void res.status(404).json({ error: 'Setup link not found' });
      res.json(progress);
    } catch (err) {
      next(err);
    }
  });

  router.post('/onboarding/:token', express.urlencoded({ extended: false, limit: '16kb' }), async (req, res, next) => {
    try {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const field = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : '');
      const outcome = await deps.setupLinks.complete(String(req.params.token), {
        connectionType: field('connection_type'),
        businessAccountId: field('business_account_id'),
        phoneNumberId: field('phone_number_id'),
        accessToken: field('access_token'),
      });
      if (!outcome)
        return void res
          .status(404)
          .type('html')
          .send(renderMessage('en', {}, 'expired'));
      const found = await deps.setupLinks.forPage(String(req.params.token));
      const row = found!.row;
      const lang = pageLanguage(row.options.language, req.header('accept-language'));
      pageHeaders(res, row.options);
      if (outcome.redirect) return res.redirect(303, outcome.redirect);
      if (outcome.ok)
        return void res
          .status(200)
          .type('html')
          .send(renderMessage(lang, row.options.theme_config, 'done', outcome.phoneNumber.display_phone_number ?? undefined));
      if (!outcome.retryable)
        return void res
          .status(410)
          .type('html')
          .send(renderMessage(lang, row.options.theme_config, outcome.errorCode === 'already_used' ? 'used' : 'expired'));
      res
        .status(422)
        .type('html')
        .send(renderOnboardingForm(row, lang, outcome.message));
    } catch (err) {
      next(err);
    }
  });
  return router;
}
