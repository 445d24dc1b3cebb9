import { PROXY_ROOT } from '../surface';
import { keyedForwarder, type ForwarderDeps } from './keyed-forwarder';

/**
 * {proxy_url}: forwards an authenticated call (mounted after the API key guard, so it is limited and
 * logged like any other) to messaging-proxy's `/proxy`, which trusts the `x-project-id` set here from
 * the key, never from the client. Mounted at the version-less root: the version segment the client
 * sent (or none) travels on. The project key never reaches messaging-proxy (neither `X-API-Key` nor
 * `Authorization`); `x-svc-proxy-base` tells it the public root, for the media URLs it hands out.
 * Bodies stream through (no body parser runs before this), so large media uploads are not buffered.
 */
export function proxyUrlForwarder(deps: ForwarderDeps) {
  return keyedForwarder(deps, {
    targetPrefix: '/proxy',
    proxyTimeout: 30_000,
    unavailableLog: 'proxy target unavailable',
    extraHeaders: (req) => ({ 'x-svc-proxy-base': `${deps.publicUrl ?? `${req.protocol}://${req.get('host')}`}${PROXY_ROOT}` }),
    destroyStartedReply: false,
  });
}
