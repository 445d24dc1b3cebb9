import type { PlatformConfig } from './config';

/** The public origin clients use (what the banner prints): PUBLIC_URL, else http://localhost:PORT. */
export function publicOrigin(cfg: Pick<PlatformConfig, 'PUBLIC_URL' | 'PORT'>): string {
  return (cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/+$/, '');
}

/** A loopback address for an interface every composed server binds (0.0.0.0 is reached on 127.0.0.1). */
export function loopbackOf(host: string): string {
  return host === '0.0.0.0' ? '127.0.0.1' : host;
}

/** Broadcast sends in flight on the embedded database (the default is 64 on Postgres). */
export const EMBEDDED_BROADCAST_SEND_CONCURRENCY = 4;

/**
 * The environment one composed service runs with: the shared one, its own gRPC port, and what only
 * some apps need — their HTTP listener, the broadcast engine's concurrency on the embedded database, and the public URLs they hand to clients, all derived from the
 * platform's public origin so that what clients are told (onboarding pages, functions'
 * `endpoint_url`, the `billing_url` of a 402) is what `npm start` prints.
 */
export function appEnvOf(
  name: string,
  cfg: PlatformConfig,
  shared: Record<string, string | undefined>,
  grpcPort: number,
  extra: { systemToken?: string } = {},
): Record<string, string | undefined> {
  const origin = publicOrigin(cfg);
  const env: Record<string, string | undefined> = { ...shared, GRPC_PORT: String(grpcPort) };
  // On the embedded PGlite (no DATABASE_URL) every service's statements take its one session one at a
  // time: 64 broadcast senders only queue there (decision 0806; a client's commands go ahead of them
  // since decision 0030, and 4 keep that queue short). A value set in the environment wins.
  if (name === 'broadcasts' && !cfg.DATABASE_URL && !shared.BROADCAST_SEND_CONCURRENCY)
    env.BROADCAST_SEND_CONCURRENCY = String(EMBEDDED_BROADCAST_SEND_CONCURRENCY);
  if (name === 'funding') env.API_PUBLIC_URL = `${origin}/platform/v1`;
  if (name === 'messaging-proxy') Object.assign(env, { HTTP_PORT: String(cfg.MESSAGING_PROXY_HTTP_PORT), HTTP_HOST: cfg.HOST, PUBLIC_URL: origin });
  if (name === 'flows') {
    const flowsOrigin = `http://${loopbackOf(cfg.HOST)}:${cfg.FLOWS_HTTP_PORT}`;
    Object.assign(env, { HTTP_PORT: String(cfg.FLOWS_HTTP_PORT), HTTP_HOST: cfg.HOST, PUBLIC_URL: flowsOrigin, API_PUBLIC_URL: `${origin}/platform/v1` });
    if (extra.systemToken) env.UPSTREAM_SYSTEM_TOKEN = extra.systemToken;
  }
  return env;
}
