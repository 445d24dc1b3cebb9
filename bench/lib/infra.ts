import { existsSync } from 'node:fs';
import { testInfra, type TestInfra } from '@platform/testing';

/** Where Debian's Postgres puts its Unix socket (BENCH_PG_SOCKET_DIR overrides). */
const PG_SOCKET_DIR = process.env.BENCH_PG_SOCKET_DIR ?? '/var/run/postgresql';

/**
 * The servers a benchmark runs on (`testInfra`), with Postgres reached the way a deployment on one
 * host reaches it: over its Unix socket when the local server has one (docs/operations.md, decision
 * 0505). `BENCH_PG=tcp` keeps the loopback TCP URL (to compare); `TEST_DATABASE_URL` is used as given.
 */
export function benchInfra(): TestInfra & { pgTransport: string } {
  const infra = testInfra();
  const want = process.env.BENCH_PG ?? 'socket';
  if (process.env.TEST_DATABASE_URL) return { ...infra, pgTransport: 'TEST_DATABASE_URL' };
  const socket = `${PG_SOCKET_DIR}/.s.PGSQL.5432`;
  if (want === 'tcp' || !existsSync(socket)) return { ...infra, pgTransport: `loopback TCP${want === 'tcp' ? '' : ` (no ${socket})`}` };
  return {
    ...infra,
    databaseUrl: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(PG_SOCKET_DIR)}`,
    pgTransport: `Unix socket ${PG_SOCKET_DIR}`,
  };
}
