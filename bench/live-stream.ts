/**
 * Live stream benchmark (issue 37: "the SSE stream carries 200 events/s to 50 open dashboards";
 * decision 0022). Not part of the test suite: `npm run bench:live-stream` (`npx tsx bench/live-stream.ts`).
 *
 * Starts the gateway as its own process (`apps/gateway/src/main.ts` under tsx, or its bundle with
 * BENCH_RUNTIME=dist after `nx build gateway`; its own schema, Redis prefix and bus namespace, the
 * deployed heap cap) on the real Postgres, Redis and NATS, creates a project and BENCH_PEOPLE (5) owners
 * with the admin CLI, signs each in, and opens BENCH_CONNECTIONS (50) plain HTTP streaming clients on
 * `{app_url}/api/v1/projects/{id}/live` (the people's sessions in turn, like tabs), parsing `id:` /
 * `event:` / `data:` as a browser's EventSource does. Then publishes BENCH_RATE (200) events/s for
 * BENCH_SECONDS (30) onto NATS as contacts' relay does (`contacts.customer_event.created`,
 * `svc.contacts.v1.CustomerEvent`, the four message events the stream relays), open loop: event i at
 * start + i / rate whatever happened before. Each event's message id carries its sequence number and
 * its publish time, so every receipt gives its lag (publish → the frame parsed by the client).
 *
 * Measured: events delivered per connection (every one must get every event: 0 lost, 0 twice), lag
 * p50 / p95 / p99 / max (and p99 of the last third, to show the stream keeps up), the gateway's CPU
 * (% of one core and µs per frame written) and RSS during the run, the CPU of the bench's own clients,
 * Postgres, NATS and Redis. The floor, in the same run: one plain NATS subscriber of the subject in the
 * bench process (no JetStream consumer, no database, no SSE) receives the same events; its lag is what
 * the broker and this process's own event loop cost (the clients' receipts are timed by the same loop). Mid-run BENCH_DROP (10) connections are dropped and come back after the
 * stream's `retry:` (3 s) with `Last-Event-ID`: they must get every event they missed, exactly once.
 *
 * BENCH_CPU_PROF_DIR=<dir> writes a `--cpu-prof` profile of the gateway there (`npx tsx bench/profile-top.ts <dir>`).
 */
import { get, type ClientRequest, type IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect as connectNats } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { createClient as createRedis } from 'redis';
import { createBus, envelopeHeaders, type Bus } from '@platform/bus';
import { encodeEvent } from '@platform/contracts';
import { dropSchema, signIn, spawnTs, uniqueName, type DashboardSession } from '@platform/testing';
import { benchInfra } from './lib/infra';
import { boxCpu, commandCpuMeter, deployedNodeOptions, freePort, killAll, ROOT, startProc, type Proc, type Runtime } from './lib/procs';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PEOPLE = Math.max(1, Number(process.env.BENCH_PEOPLE ?? 5));
const DROP = Math.min(CONNECTIONS, Number(process.env.BENCH_DROP ?? 10));
/** How long dropped clients stay away: the stream's `retry:` (what EventSource waits). */
const RECONNECT_AFTER_MS = Number(process.env.BENCH_RECONNECT_AFTER_MS ?? 3000);
const RUNTIME: Runtime = process.env.BENCH_RUNTIME === 'dist' ? 'dist' : 'tsx';
const PROF_DIR = process.env.BENCH_CPU_PROF_DIR;
/**
 * The stream keeps up when every stream has every event this soon after the last publish (no backlog
 * grows): the issue gives a rate, not a lag; the lag is read against the floor.
 */
const TARGET_DRAIN_MS = 1000;
const TOTAL = Math.round(RATE * SECONDS);

const infra = benchInfra();
const id = uniqueName('bench_live').replace(/[^a-z0-9_]/g, '_');
const namespace = id.replace(/_/g, '');
const MESSAGE_EVENTS = ['messaging.message.received', 'messaging.message.sent', 'messaging.message.delivered', 'messaging.message.read'];

/** Now, in ms with µs precision, on one clock for publisher and clients (the same process). */
const now = () => performance.timeOrigin + performance.now();

function percentile(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Resident memory (bytes) of every process in group `pgid` (tsx's launcher and the gateway). */
function groupRss(pgid: number): number {
  let kb = 0;
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${d}/status`, 'utf8'));
      if (m) kb += Number(m[1]);
    } catch {
      /* process ended meanwhile */
    }
  }
  return kb * 1024;
}

/** Lag samples, growable. */
class Samples {
  private a = new Float64Array(1 << 16);
  n = 0;
  push(v: number) {
    if (this.n === this.a.length) {
      const b = new Float64Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.n++] = v;
  }
  sorted(): Float64Array {
    return this.a.slice(0, this.n).sort();
  }
}

/** Publish times by sequence number (set when published). */
const publishedAt = new Float64Array(TOTAL);
/** Lag of every live delivery (all connections), and of the last third of the run. */
const lags = new Samples();
/** Seconds of the run per lag window (by publish time). */
const WINDOW_S = 5;
const windowLags = Array.from({ length: Math.ceil(SECONDS / WINDOW_S) }, () => new Samples());
const floorWindows = Array.from({ length: Math.ceil(SECONDS / WINDOW_S) }, () => new Samples());
const windowOf = (seq: number) => Math.min(windowLags.length - 1, Math.floor(seq / (RATE * WINDOW_S)));

/** One dashboard's stream: an EventSource-like parser over a plain HTTP response. */
class Client {
  /** How many times each event arrived (index: sequence number). */
  readonly got = new Uint8Array(TOTAL);
  frames = 0;
  resets = 0;
  lastId: string | undefined;
  /** Events received by the replay of a reconnect (those published while away). */
  replayed = 0;
  private req: ClientRequest | undefined;
  private buf = '';
  /** Set while reconnecting: events published before this sequence number count as replayed. */
  private replayBelow = -1;
  dropped = false;

  constructor(
    readonly n: number,
    private readonly url: string,
    private readonly session: DashboardSession,
  ) {}

  /** Opens the stream; resolves once the 200 and the `retry:` line arrived. */
  open(lastEventId?: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { cookie: this.session.cookie, accept: 'text/event-stream' };
      if (lastEventId) headers['last-event-id'] = lastEventId;
      const req = get(this.url, { headers, agent: false }, (res: IncomingMessage) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream ${this.n}: ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let opened = false;
        res.on('data', (chunk: string) => {
          this.buf += chunk;
          let end: number;
          while ((end = this.buf.indexOf('\n\n')) >= 0) {
            const block = this.buf.slice(0, end);
            this.buf = this.buf.slice(end + 2);
            if (!opened && block.startsWith('retry:')) {
              opened = true;
              resolve();
            }
            this.onBlock(block);
          }
        });
        res.on('error', () => undefined);
      });
      req.on('error', (err) => {
        if (!this.dropped) reject(err);
      });
      this.req = req;
    });
  }

  private onBlock(block: string) {
    let event = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) this.lastId = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data = line.slice(6);
    }
    if (event === 'reset') this.resets++;
    if (!data || !event.startsWith('message.')) return;
    const at = now();
    const d = JSON.parse(data) as { message_id?: string };
    const m = /^b\.(\d+)$/.exec(d.message_id ?? '');
    if (!m) return;
    const seq = Number(m[1]);
    this.frames++;
    this.got[seq]++;
    if (seq < this.replayBelow) {
      this.replayed++;
      return;
    }
    const lag = at - publishedAt[seq]!;
    lags.push(lag);
    windowLags[windowOf(seq)]!.push(lag);
  }

  /** Drops the connection as a network failure would. */
  drop() {
    this.dropped = true;
    this.req?.destroy();
  }

  /** Comes back with Last-Event-ID; events published until now are replayed, not live. */
  async reconnect(publishedSoFar: number) {
    this.replayBelow = publishedSoFar;
    this.buf = '';
    this.dropped = false;
    await this.open(this.lastId);
  }

  close() {
    this.dropped = true;
    this.req?.destroy();
  }

  missing(): number {
    let k = 0;
    for (let i = 0; i < TOTAL; i++) if (this.got[i] === 0) k++;
    return k;
  }

  twice(): number {
    let k = 0;
    for (let i = 0; i < TOTAL; i++) if (this.got[i]! > 1) k++;
    return k;
  }
}

/** An admin CLI command against the bench's gateway schema; parsed JSON output. */
function admin(env: Record<string, string>, args: string[]): Promise<any> {
  return new Promise((resolve, reject) => {
    const p = spawnTs(join(ROOT, 'apps/gateway/src/admin/cli.ts'), args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    p.stdout!.on('data', (d) => (out += d));
    p.stderr!.on('data', (d) => (err += d));
    p.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`admin ${args.join(' ')} failed (${code}): ${err}`));
      resolve(JSON.parse(out.trim().split('\n').pop()!));
    });
  });
}

/** The event contacts' relay publishes for a message (its body stays out of the stream). */
function customerEvent(projectId: string, seq: number): { data: Uint8Array; headers: Record<string, string>; msgId: string } {
  const name = MESSAGE_EVENTS[seq % MESSAGE_EVENTS.length]!;
  const conversation = `c0000000-0000-4000-8000-${String(seq % 500).padStart(12, '0')}`;
  const payload = {
    event_id: randomUUID(),
    project_id: projectId,
    name,
    fields_json: JSON.stringify({
      message: {
        id: `b.${seq}`,
        type: 'text',
        text: { body: `About my order ${seq}` },
        svc: { direction: name.endsWith('received') ? 'inbound' : 'outbound', wamid: `wamid.b${seq}` },
      },
      conversation: { id: conversation, phone_number_id: '1000', status: 'active' },
      is_new_conversation: false,
      phone_number_id: '1000',
    }),
    phone_number_ids: ['1000'],
    occurred_at: new Date().toISOString(),
  };
  const type = 'svc.contacts.v1.CustomerEvent';
  return {
    data: encodeEvent(type, payload),
    msgId: payload.event_id,
    headers: envelopeHeaders({ id: payload.event_id, type, occurredAt: payload.occurred_at, projectId, headers: {} }),
  };
}

const fmt = (v: number, d = 1) => (Number.isFinite(v) ? v.toFixed(d) : '—');
const mb = (b: number) => `${(b / 1048576).toFixed(0)} MB`;

async function main(): Promise<void> {
  let gw: Proc | undefined;
  let bus: Bus | undefined;
  const clients: Client[] = [];
  try {
    bus = await createBus({ url: infra.natsUrl, namespace, name: 'live-bench' });
    await bus.ensureStream({ name: 'CONTACTS', subjects: ['contacts.>'] });
    const port = await freePort();
    const env: Record<string, string> = {
      HTTP_PORT: String(port),
      HTTP_HOST: '127.0.0.1',
      DATABASE_URL: infra.databaseUrl,
      DB_SCHEMA: id,
      REDIS_URL: infra.redisUrl,
      REDIS_PREFIX: id,
      NATS_URL: infra.natsUrl,
      BUS_NAMESPACE: namespace,
      LOG_LEVEL: 'warn',
      OTEL_SDK_DISABLED: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...deployedNodeOptions('gateway'),
    };
    const nodeArgs: string[] = [];
    if (PROF_DIR) {
      mkdirSync(PROF_DIR, { recursive: true });
      nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${PROF_DIR}`);
    }
    gw = await startProc('gateway', 'apps/gateway/src/main.ts', port, env, { runtime: RUNTIME, nodeArgs });
    const origin = `http://127.0.0.1:${port}`;
    const project = (await admin(env, ['project', 'create', '--name', 'Live bench', '--plan', 'enterprise', '--json'])) as { project_id: string };
    const projectId = project.project_id;
    const sessions: DashboardSession[] = [];
    for (let i = 0; i < PEOPLE; i++) {
      const email = `owner-${i}-${randomUUID().slice(0, 8)}@live-bench.test`;
      const owner = (await admin(env, ['user', 'add-owner', '--project', projectId, '--email', email, '--json'])) as { password: string };
      sessions.push(await signIn(origin, email, owner.password));
    }
    const url = `${origin}/app/api/v1/projects/${projectId}/live`;
    for (let i = 0; i < CONNECTIONS; i++) clients.push(new Client(i, url, sessions[i % sessions.length]!));
    await Promise.all(clients.map((c) => c.open()));
    console.log(
      `gateway (${RUNTIME}) on ${origin}; ${CONNECTIONS} streams open for ${PEOPLE} people; publishing ${RATE} events/s for ${SECONDS} s (${TOTAL} events)`,
    );

    // The floor: one plain NATS subscriber of the same subject in this process (no JetStream consumer, no database, no SSE).
    const floor = new Samples();
    const floorGot = new Uint8Array(TOTAL);
    const floorNc = await connectNats({ servers: infra.natsUrl, name: 'live-bench-floor' });
    floorNc.subscribe(`${namespace}.contacts.customer_event.created`, {
      callback(err, msg) {
        if (err) return;
        const at = now();
        const m = /"id":"b\.(\d+)"/.exec(Buffer.from(msg.data).toString('utf8'));
        if (!m) return;
        const seq = Number(m[1]);
        floorGot[seq]++;
        floor.push(at - publishedAt[seq]!);
        floorWindows[windowOf(seq)]!.push(at - publishedAt[seq]!);
      },
    });
    await floorNc.flush();
    await new Promise((r) => setTimeout(r, 500));

    // Meters over the run.
    const gwCpu0 = gw.cpuSeconds();
    const self0 = process.cpuUsage();
    const pg = commandCpuMeter(['postgres']);
    const nats = commandCpuMeter(['nats-server']);
    const redis = commandCpuMeter(['redis-server']);
    const box0 = boxCpu();
    const rssBefore = groupRss(gw.proc.pid!);
    const rss: number[] = [];
    const rssTimer = setInterval(() => rss.push(groupRss(gw!.proc.pid!)), 1000);

    // Publish, open loop.
    const t0 = now() + 50;
    let next = 0;
    let publishErrors = 0;
    const inFlight = new Set<Promise<void>>();
    let dropped: Client[] = [];
    let reconnecting: Promise<void> | undefined;
    const dropAt = Math.floor(TOTAL / 2);
    await new Promise<void>((done) => {
      const tick = () => {
        const due = Math.min(TOTAL, Math.floor(((now() - t0) / 1000) * RATE) + 1);
        while (next < due) {
          const seq = next++;
          const e = customerEvent(projectId, seq);
          publishedAt[seq] = now();
          const p = bus!
            .publish('contacts.customer_event.created', e.data, { msgId: e.msgId, headers: e.headers })
            .catch(() => void publishErrors++)
            .finally(() => inFlight.delete(p));
          inFlight.add(p);
          if (seq === dropAt && DROP > 0) {
            // Mid-run: DROP connections fail; they come back after the stream's retry with Last-Event-ID.
            dropped = clients.slice(0, DROP);
            for (const c of dropped) c.drop();
            reconnecting = new Promise((r) => setTimeout(r, RECONNECT_AFTER_MS))
              .then(() => Promise.all(dropped.map((c) => c.reconnect(next))))
              .then(() => undefined);
          }
        }
        if (next >= TOTAL) return done();
        setTimeout(tick, 2);
      };
      tick();
    });
    const publishSeconds = (now() - t0) / 1000;
    await Promise.all(inFlight);
    await reconnecting;
    // Drain: until every stream has every event (or 15 s).
    const drainStart = now();
    const complete = () => clients.every((c) => c.missing() === 0) && floorGot.every((x) => x > 0);
    while (!complete() && now() - drainStart < 15_000) await new Promise((r) => setTimeout(r, 100));
    const drainMs = now() - drainStart;
    await new Promise((r) => setTimeout(r, 300)); // late duplicates, if any
    clearInterval(rssTimer);
    const wall = (now() - t0) / 1000;
    const gwCpu = gw.cpuSeconds() - gwCpu0;
    const self = process.cpuUsage(self0);
    const selfCpu = (self.user + self.system) / 1e6;
    const pgCpu = pg();
    const natsCpu = nats();
    const redisCpu = redis();
    const box = boxCpu();
    const boxPct = ((box.busy - box0.busy) / Math.max(1, box.total - box0.total)) * 100;
    await floorNc.close();

    const frames = clients.reduce((a, c) => a + c.frames, 0);
    const missing = clients.map((c) => c.missing());
    const twice = clients.map((c) => c.twice());
    const lost = missing.reduce((a, b) => a + b, 0);
    const dup = twice.reduce((a, b) => a + b, 0);
    const resets = clients.reduce((a, c) => a + c.resets, 0);
    const perConn = clients.map((c) => TOTAL - c.missing());
    const L = lags.sorted();
    const F = floor.sorted();
    const floorLost = floorGot.reduce((a, x) => a + (x === 0 ? 1 : 0), 0);
    const replayed = dropped.map((c) => c.replayed);
    const droppedLost = dropped.reduce((a, c) => a + c.missing(), 0);
    const droppedDup = dropped.reduce((a, c) => a + c.twice(), 0);
    const rssPeak = Math.max(rssBefore, ...rss);
    const rssMean = rss.length ? rss.reduce((a, b) => a + b, 0) / rss.length : rssBefore;

    console.log(
      `\nlive stream: ${RATE} events/s × ${SECONDS} s to ${CONNECTIONS} dashboards of one project (published in ${fmt(publishSeconds, 2)} s, ${publishErrors} publish errors)`,
    );
    console.log(`load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}, box CPU ${fmt(boxPct, 0)} % over the run\n`);
    const rows: Array<[string, string]> = [
      ['events published', `${TOTAL}`],
      ['events delivered per connection (min / max)', `${Math.min(...perConn)} / ${Math.max(...perConn)}`],
      [`missing ${fmt(drainMs / 1000, 1)} s after the last publish (sum over connections)`, `${lost}`],
      ['delivered twice (sum over connections)', `${dup}`],
      ['reset events received', `${resets}`],
      ['frames parsed by the clients', `${frames} (${fmt(frames / wall, 0)}/s)`],
      [
        'lag p50 / p95 / p99 / max ms (live deliveries)',
        `${fmt(percentile(L, 50))} / ${fmt(percentile(L, 95))} / ${fmt(percentile(L, 99))} / ${fmt(L[L.length - 1] ?? NaN)}`,
      ],
      [`lag p99 ms per ${WINDOW_S} s of the run`, windowLags.map((w) => fmt(percentile(w.sorted(), 99), 0)).join(' / ')],
      [`floor p99 ms per ${WINDOW_S} s`, floorWindows.map((w) => fmt(percentile(w.sorted(), 99), 0)).join(' / ')],
      [
        'floor: plain NATS subscriber, lag p50 / p95 / p99 / max ms',
        `${fmt(percentile(F, 50))} / ${fmt(percentile(F, 95))} / ${fmt(percentile(F, 99))} / ${fmt(F[F.length - 1] ?? NaN)} (${floorLost} lost)`,
      ],
      ['lag over floor p50 / p99 ms', `${fmt(percentile(L, 50) - percentile(F, 50))} / ${fmt(percentile(L, 99) - percentile(F, 99))}`],
      [
        `reconnect: ${dropped.length} dropped mid-run, back after ${RECONNECT_AFTER_MS} ms with Last-Event-ID`,
        dropped.length ? `replayed ${Math.min(...replayed)}–${Math.max(...replayed)} each, ${droppedLost} lost, ${droppedDup} twice` : 'not run',
      ],
      ['drain after the last publish', `${fmt(drainMs, 0)} ms`],
      [
        'gateway CPU',
        `${fmt((gwCpu / wall) * 100, 0)} % of a core; ${fmt((gwCpu / Math.max(1, frames)) * 1e6, 1)} µs per frame, ${fmt((gwCpu / TOTAL) * 1e6, 0)} µs per event`,
      ],
      ['gateway RSS before / mean / peak', `${mb(rssBefore)} / ${mb(rssMean)} / ${mb(rssPeak)}`],
      ['bench clients + publisher + floor CPU', `${fmt((selfCpu / wall) * 100, 0)} % of a core`],
      ['postgres / nats / redis CPU', `${fmt((pgCpu / wall) * 100, 0)} / ${fmt((natsCpu / wall) * 100, 0)} / ${fmt((redisCpu / wall) * 100, 0)} % of a core`],
    ];
    const w = Math.max(...rows.map((r) => r[0].length));
    for (const [k, v] of rows) console.log(`${k.padEnd(w)}  ${v}`);
    const met = lost === 0 && dup === 0 && droppedLost === 0 && drainMs <= TARGET_DRAIN_MS;
    console.log(
      `\ntarget: every event to every dashboard, once (reconnects included), keeping up (all delivered ≤ ${TARGET_DRAIN_MS} ms after the last publish): ${met ? 'MET' : 'MISSED'}`,
    );
  } finally {
    for (const c of clients) c.close();
    await gw?.stop().catch(() => undefined);
    await bus?.close().catch(() => undefined);
    await cleanup();
    killAll();
  }
}

/** Drops the schema, the bus namespace's streams and the Redis keys of the prefix. */
async function cleanup(): Promise<void> {
  await dropSchema(id, infra.databaseUrl).catch((err) => console.error('schema not dropped:', err));
  const nc = await connectNats({ servers: infra.natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const name of jsm.streams.names()) if (name.startsWith(`${namespace}_`)) await jsm.streams.delete(name);
  } finally {
    await nc.close();
  }
  const redis = createRedis({ url: infra.redisUrl });
  await redis.connect();
  for await (const batch of redis.scanIterator({ MATCH: `${id}*`, COUNT: 1000 })) if (batch.length) await redis.del(batch);
  await redis.close();
}

process.on('SIGINT', () => {
  killAll();
  process.exit(130);
});

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    killAll();
    process.exit(1);
  },
);
