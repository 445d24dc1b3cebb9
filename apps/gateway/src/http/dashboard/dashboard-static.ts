import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { sendError } from '../errors';

/**
 * Content-Security-Policy of the dashboard's pages (decision 0021): scripts only from its own origin
 * (the built, hashed bundles; no inline script, no eval), API calls and the notification stream only to
 * its own origin, never framed. Styles allow inline: Mantine writes its theme variables in a `<style>`
 * element and component styles in `style` attributes, which a nonce cannot cover.
 */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/** Paths under {app_url} that belong to other handlers: the dashboard's API and the inbox embeds. */
const NOT_OURS = /^\/(api|embed)(\/|$)/;

const securityHeaders = (res: Response) => {
  res.setHeader('Content-Security-Policy', DASHBOARD_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('X-Frame-Options', 'DENY');
};

/**
 * `{app_url}` itself: the dashboard's built files (`apps/dashboard/dist`, decision 0021). Hashed
 * bundles under `/assets/` are cached for a year (immutable); any other GET/HEAD path that is not a
 * file of the build answers `index.html` uncached, so a client route (`/app/conversations`) loads the
 * app. `/api/...` and `/embed/...` and every other method fall through to their handlers. Without a
 * build, a page path answers 503 saying how to build it.
 */
export function dashboardStatic(opts: { dir: string }): Router {
  const dir = path.resolve(opts.dir);
  const index = path.join(dir, 'index.html');
  const r = express.Router({ caseSensitive: true, strict: true });
  const assets = express.static(dir, { index: false, immutable: true, maxAge: '365d', fallthrough: true, dotfiles: 'ignore' });

  r.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_OURS.test(req.path)) return next();
    securityHeaders(res);
    if (req.path.startsWith('/assets/')) {
      const missing = () => {
        res.setHeader('Cache-Control', 'no-store');
        sendError(res, 404, 'No such dashboard asset');
      };
      // The build's bundles are flat, plain names: anything else (an encoded slash, a dot segment) is not one.
      return /^\/assets\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(req.path) && !req.path.includes('..') ? assets(req, res, missing) : missing();
    }
    if (!existsSync(index))
      return sendError(res, 503, 'The dashboard is not built: run `npx nx build dashboard` (npm start and npm test build it when missing)');
    // A file of the build's root (favicon.svg): short cache. Only plain names, never a path outside the build.
    const name = req.path.slice(1);
    if (/^[A-Za-z0-9_-]+\.(svg|ico|png|txt|webmanifest)$/.test(name) && existsSync(path.join(dir, name))) {
      return res.sendFile(name, { root: dir, maxAge: '1h', dotfiles: 'deny' });
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile('index.html', { root: dir, cacheControl: false, lastModified: false });
  });
  return r;
}
