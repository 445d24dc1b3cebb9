import type { IncomingMessage } from 'node:http';
import { APP_ROOT } from '../surface';
import { keyedForwarder, type ForwarderDeps } from './keyed-forwarder';

/** Types a browser may show inline from the dashboard's origin; anything else (HTML, SVG, PDF, ...) is a download. */
const INLINE = /^(?:image\/(?:png|jpe?g|gif|webp|avif|bmp)|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+)$/;

/**
 * Headers of bytes a customer sent, served from the dashboard's own origin (decision 0024): private to
 * the person (no shared cache), never sniffed, and inert even when opened directly — a sandboxing CSP
 * with no sources, and `Content-Disposition: attachment` for anything but plain images, audio and video
 * (a `text/html` or `image/svg+xml` document would otherwise run as the app).
 */
function customerBytesHeaders(proxyRes: IncomingMessage): Record<string, string> {
  const type = String(proxyRes.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  return {
    'cache-control': 'private, max-age=300',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'same-origin',
    ...(INLINE.test(type) || proxyRes.headers['content-disposition'] !== undefined ? {} : { 'content-disposition': 'attachment' }),
  };
}

/**
 * A member's media read (`{app_url}/api/v1/projects/{id}/media/{media_id}`, decision 0024): forwarded to
 * messaging-proxy's `/proxy/{media_id}/download` — the stored copy first (decision 0251) — as the
 * session's project (the member guard set it), with `x-svc-media-only` so an id of a phone number or a
 * business account answers 404 like an unknown media. The caller sets `req.url` to `/{media_id}/download`.
 */
export function memberMediaForwarder(deps: ForwarderDeps) {
  return keyedForwarder(deps, {
    targetPrefix: '/proxy',
    proxyTimeout: 60_000,
    unavailableLog: 'member media target unavailable',
    extraHeaders: () => ({ 'x-svc-media-only': 'true' }),
    destroyStartedReply: true,
    responseHeaders: customerBytesHeaders,
  });
}

/**
 * A member's call artifact (`{app_url}/api/v1/projects/{id}/messaging_calls/{call_id}/artifacts/{kind}`,
 * decision 0024): the session variant of the {app_url} mount (http/proxies/app-url.ts), GET only,
 * forwarded to messaging-proxy's `/app/api/v1/messaging_calls/{id}/artifacts/{kind}` as the session's
 * project. The caller sets `req.url` to that path under `/app`.
 */
export function memberCallArtifactForwarder(deps: ForwarderDeps) {
  return keyedForwarder(deps, {
    targetPrefix: APP_ROOT,
    proxyTimeout: 60_000,
    unavailableLog: 'member call artifact target unavailable',
    destroyStartedReply: true,
    responseHeaders: customerBytesHeaders,
  });
}
