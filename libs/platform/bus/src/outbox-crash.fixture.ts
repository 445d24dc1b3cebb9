// Child process for outbox-crash.test.ts: commits events, then runs a relay that stalls forever at
// a chosen point so the parent can SIGKILL it there. Run with `node --import tsx` (one process, so
// the kill hits the relay itself). Reads its parameters from the environment (test fixture only).
import { createDb } from '@platform/db';
import { createBus, enqueueEvent, outboxMigrations, startOutboxRelay } from './index';

async function main(): Promise<void> {
  const env = process.env;
  const mode = env.FIXTURE_MODE as 'before-publish' | 'after-publish';
  const count = Number(env.FIXTURE_COUNT ?? '3');
  const db = await createDb({ url: env.FIXTURE_DATABASE_URL, schema: env.FIXTURE_SCHEMA ?? '', migrations: outboxMigrations(), migrate: false });
  const bus = await createBus({ url: env.FIXTURE_NATS_URL, namespace: env.FIXTURE_NAMESPACE });
  const ids = await db.transaction(async (trx) => {
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      out.push(await enqueueEvent(trx, { subject: 'orders.created', type: 'svc.orders.v1.Created', payload: new TextEncoder().encode(`e${i}`) }));
    }
    return out;
  });
  process.stdout.write(`committed ${ids.join(',')}\n`);
  const stall = (label: string) => async (id: string) => {
    process.stdout.write(`${label} ${id}\n`);
    await new Promise(() => undefined); // hang until SIGKILL
  };
  startOutboxRelay({
    db,
    bus,
    pollIntervalMs: 50,
    testHooks: mode === 'before-publish' ? { beforePublish: stall('stalled-before-publish') } : { afterPublish: stall('stalled-after-publish') },
  });
}

main().catch((err) => {
  process.stderr.write(`fixture failed: ${String(err)}\n`);
  process.exit(1);
});
