import { APP_ROOT } from '../surface';
import { keyedForwarder, type ForwarderDeps } from './keyed-forwarder';

/**
 * {app_url} (decision 0220): mounted at `/app` after the same API key guard as {base_url} (the same
 * plan limit, the same request log entry), it forwards to messaging-proxy's `/app`, which serves the
 * calls reads (`/api/v1/messaging_calls/{id}`, its recording and transcription). messaging-proxy
 * trusts the `x-project-id` set here from the key, never the client's; the key itself is not
 * forwarded. Bodies stream both ways (a recording is up to 32 MiB), nothing is buffered here.
 */
export function appUrlForwarder(deps: ForwarderDeps) {
  return keyedForwarder(deps, { targetPrefix: APP_ROOT, proxyTimeout: 60_000, unavailableLog: 'app url target unavailable', destroyStartedReply: true });
}
