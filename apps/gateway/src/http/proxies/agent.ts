import http from 'node:http';
import https from 'node:https';

/**
 * A keep-alive agent for a proxy target. Without one, http-proxy opens a new connection per request
 * and sends `connection: close` (its default `agent: false`): on the send path that was a TCP connect
 * and teardown per send on both sides. A socket idle for 4 s is closed (as undici does by default), or
 * sooner when the target announces a shorter `Keep-Alive: timeout=N` (Node reads the hint), so a reused
 * socket is not one the target is closing. The proxies' own deadlines bound requests in flight.
 */
export function keepAliveAgent(target: string): http.Agent {
  const opts = { keepAlive: true, timeout: 4_000, maxFreeSockets: 256 };
  return new URL(target).protocol === 'https:' ? new https.Agent(opts) : new http.Agent(opts);
}
