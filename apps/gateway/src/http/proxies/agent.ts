import http from 'node:http';
import https from 'node:https';

/**
 * A keep-alive agent for a proxy target. Without one, http-proxy opens a new connection per request
 * and sends `connection: close` (its default `agent: false`): on the send path that was a TCP connect
 * and teardown per send on both sides. Idle sockets are closed before the target's announced
 * keep-alive timeout (Node reads the `Keep-Alive: timeout=N` hint when the agent has a timeout), so a
 * reused socket is not one the target is closing. `timeoutMs` (the proxy's own deadline plus a
 * margin) only bounds sockets; the proxy's deadline ends requests first.
 */
export function keepAliveAgent(target: string, timeoutMs: number): http.Agent {
  const opts = { keepAlive: true, timeout: timeoutMs, maxFreeSockets: 256 };
  return new URL(target).protocol === 'https:' ? new https.Agent(opts) : new http.Agent(opts);
}
