import { randomBytes } from 'node:crypto';

/**
 * `<prefix>_<10 hex chars>`, lowercase and limited to `[a-z0-9_]`: valid as a Postgres schema,
 * a JetStream stream/namespace and a Redis key prefix. The prefix is sanitised and truncated so the
 * result stays under Postgres' 63-byte identifier limit.
 */
export function uniqueName(prefix: string): string {
  let p = prefix
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 40);
  if (!/^[a-z_]/.test(p)) p = `t${p}`;
  return `${p}_${randomBytes(5).toString('hex')}`;
}
