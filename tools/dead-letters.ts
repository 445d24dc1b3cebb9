/**
 * Operators' view of dead letters (messages set aside after failing on every attempt, see
 * @platform/bus `dead-letters.ts`): list them per service schema, and replay one.
 *
 *   npm run dead-letters -- list   --schema funding [--all] [--json]
 *   npm run dead-letters -- replay --schema funding <dead-letter-id>
 *
 * Reads DATABASE_URL (the service's Postgres) and, for replays of consumer dead letters, NATS_URL and
 * BUS_NAMESPACE (as the service runs them). Works on real engines; an embedded `npm start` instance
 * owns its PGlite database exclusively, so stop it first or run with real engines.
 */
import { createBus, listDeadLetters, replayDeadLetter, type Bus } from '@platform/bus';
import { createDb } from '@platform/db';

function usage(): never {
  process.stderr.write(
    'Usage: npm run dead-letters -- list --schema <service schema> [--all] [--json]\n       npm run dead-letters -- replay --schema <service schema> <id>\n',
  );
  process.exit(2);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const cmd = args[0];
  const schemaAt = args.indexOf('--schema');
  const schema = schemaAt >= 0 ? args[schemaAt + 1] : undefined;
  if (!cmd || !schema) usage();
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const db = await createDb({ url, schema, migrations: [], migrate: false });
  let bus: Bus | undefined;
  try {
    if (cmd === 'list') {
      const letters = await listDeadLetters(db, { all: args.includes('--all'), limit: 1000 });
      if (args.includes('--json')) process.stdout.write(`${JSON.stringify(letters, null, 2)}\n`);
      else if (letters.length === 0) process.stdout.write('no dead letters\n');
      else for (const l of letters) process.stdout.write(`${l.id}  ${l.created_at}  ${l.source}  ${l.subject}  attempts=${l.attempts}  ${l.error}\n`);
      return;
    }
    if (cmd === 'replay') {
      const id = args.filter((a, i) => !a.startsWith('--') && i > 0 && args[i - 1] !== '--schema')[0];
      if (!id) usage();
      bus = await createBus({ url: process.env.NATS_URL, namespace: process.env.BUS_NAMESPACE });
      const ok = await replayDeadLetter(db, bus, id);
      process.stdout.write(ok ? `replayed ${id}\n` : `no dead letter ${id}\n`);
      if (!ok) process.exitCode = 1;
      return;
    }
    usage();
  } finally {
    await bus?.close();
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
