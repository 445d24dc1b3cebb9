"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// libs/platform/telemetry/src/index.ts
var import_api = require("@opentelemetry/api");
var import_auto_instrumentations_node = require("@opentelemetry/auto-instrumentations-node");
var import_instrumentation_grpc = require("@opentelemetry/instrumentation-grpc");
var import_instrumentation_pg = require("@opentelemetry/instrumentation-pg");
var import_instrumentation_undici = require("@opentelemetry/instrumentation-undici");
var import_sdk_node = require("@opentelemetry/sdk-node");
var import_sdk_trace_base = require("@opentelemetry/sdk-trace-base");
var started;
function startTelemetry(opts) {
  if (started) return started.handle;
  if (opts.disabled) return { shutdown: async () => {
  } };
  const set = opts.instrumentations ?? "selective";
  const instrumentations = set === "none" ? [] : set === "all" ? (0, import_auto_instrumentations_node.getNodeAutoInstrumentations)() : [
    // Incoming HTTP gets a light server span from httpServerSpans() instead of the http
    // instrumentation, which cost more than the rest together on the gateway path (bench/).
    new import_instrumentation_grpc.GrpcInstrumentation({ ignoreGrpcMethods: ["Check", "Watch"] }),
    new import_instrumentation_pg.PgInstrumentation({ requireParentSpan: true }),
    new import_instrumentation_undici.UndiciInstrumentation()
  ];
  const sdk = new import_sdk_node.NodeSDK({
    serviceName: opts.serviceName,
    instrumentations,
    ...opts.spanProcessors ? { spanProcessors: opts.spanProcessors } : {},
    ...opts.sampler ? { sampler: opts.sampler } : {}
  });
  sdk.start();
  const handle = {
    shutdown: async () => {
      await sdk.shutdown().catch(() => void 0);
      started = void 0;
    }
  };
  started = { sdk, handle };
  return handle;
}
var tracer = import_api.trace.getTracer("platform");
function instrumentService(serviceName, loadConfig2) {
  let cfg;
  try {
    cfg = loadConfig2();
  } catch {
    return { shutdown: async () => {
    } };
  }
  return startTelemetry({
    serviceName,
    disabled: cfg.OTEL_SDK_DISABLED,
    instrumentations: cfg.OTEL_INSTRUMENTATIONS,
    sampler: cfg.OTEL_TRACES_SAMPLER ? void 0 : defaultSampler(cfg.OTEL_TRACES_SAMPLER_ARG ?? DEFAULT_TRACE_RATIO)
  });
}
var DEFAULT_TRACE_RATIO = 0.1;
function defaultSampler(ratio) {
  return new import_sdk_trace_base.ParentBasedSampler({ root: new import_sdk_trace_base.TraceIdRatioBasedSampler(ratio) });
}
var httpTracer = import_api.trace.getTracer("platform-http");

// libs/platform/config/src/index.ts
var import_zod = require("zod");
var ConfigError = class extends Error {
  /** One line per invalid or missing variable, e.g. `GRPC_PORT: Expected number, received nan`. */
  problems;
  constructor(problems) {
    super(`Invalid configuration (${problems.length} problem${problems.length === 1 ? "" : "s"}):
  - ${problems.join("\n  - ")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
};
function loadConfig(schema, env) {
  const cleaned = {};
  for (const [k, v] of Object.entries(env)) if (v !== void 0 && v !== "") cleaned[k] = v;
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new ConfigError(problems);
  }
  return result.data;
}
var booleanFromEnv = import_zod.z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");
var portFromEnv = import_zod.z.coerce.number().int().min(0).max(65535);
var serviceEnvSchema = import_zod.z.object({
  /** Nx project name; also the OpenTelemetry service name and the Kubernetes name. */
  SERVICE_NAME: import_zod.z.string().min(1).optional(),
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: import_zod.z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Interface the gRPC server binds. */
  GRPC_HOST: import_zod.z.string().default("0.0.0.0"),
  /** gRPC listen port. */
  GRPC_PORT: portFromEnv,
  /** Postgres URL; unset = embedded PGlite under DATA_DIR. */
  DATABASE_URL: import_zod.z.string().url().optional(),
  /** Postgres schema of the service's tables; defaults to the service name (tests use unique ones). */
  DB_SCHEMA: import_zod.z.string().regex(/^[a-z_][a-z0-9_]*$/).optional(),
  /** Data directory of the embedded engines (PGlite). */
  DATA_DIR: import_zod.z.string().default(".data"),
  /** NATS URL with JetStream; unset = in-process bus. */
  NATS_URL: import_zod.z.string().optional(),
  /** Prefix of stream names and subjects; isolates test runs and environments sharing one NATS. */
  BUS_NAMESPACE: import_zod.z.string().regex(/^[a-z0-9_]*$/).default(""),
  /** Redis URL; unset = in-process stores. */
  REDIS_URL: import_zod.z.string().optional(),
  /** Seconds to keep answering after health turns NOT_SERVING, so load balancers drain first. */
  SHUTDOWN_DRAIN_MS: import_zod.z.coerce.number().int().min(0).default(0),
  /** Upper bound of a graceful shutdown before in-flight calls are cancelled. */
  SHUTDOWN_GRACE_MS: import_zod.z.coerce.number().int().min(0).default(1e4),
  /** OpenTelemetry: traces are exported only when an exporter endpoint is configured. */
  OTEL_EXPORTER_OTLP_ENDPOINT: import_zod.z.string().optional(),
  /** OpenTelemetry master switch (standard variable). */
  OTEL_SDK_DISABLED: booleanFromEnv.default("false"),
  /** Apply this service's migrations, then exit 0 without serving (the Kubernetes migration Job). */
  MIGRATE_ONLY: booleanFromEnv.default("false"),
  /** Replicas of the JetStream streams this service owns (3 in production clusters). */
  NATS_STREAM_REPLICAS: import_zod.z.coerce.number().int().min(1).max(5).default(1),
  /** Which auto-instrumentations load: selective (http, grpc, pg, undici; measured in bench/), all, none. */
  OTEL_INSTRUMENTATIONS: import_zod.z.enum(["selective", "all", "none"]).default("selective"),
  /** Standard OTel sampler name; unset = parentbased_traceidratio (our default, see @platform/telemetry). */
  OTEL_TRACES_SAMPLER: import_zod.z.string().optional(),
  /** Standard OTel sampler argument; with the default sampler, the share of new traces recorded (0.1 = 10 %). */
  OTEL_TRACES_SAMPLER_ARG: import_zod.z.coerce.number().min(0).max(1).optional()
});

// apps/flows/src/config.ts
var configSchema = serviceEnvSchema.extend({
  /** gRPC listen port (all-in-one mode uses a distinct port per service). */
  GRPC_PORT: portFromEnv.default(50053)
});
function loadFlowsConfig(env = process.env) {
  return loadConfig(configSchema, env);
}

// apps/flows/src/instrument.ts
var telemetry = instrumentService("flows", () => loadFlowsConfig());

// libs/platform/bus/src/bus.ts
var DUPLICATE_WINDOW_MS = 2 * 6e4;
var DEFAULT_ACK_WAIT_MS = 3e4;
function defaultRetryDelayMs(deliveryCount) {
  return Math.min(3e4, 250 * 2 ** Math.max(0, deliveryCount - 1));
}
function subjectMatches(pattern, subject) {
  const p = pattern.split(".");
  const s = subject.split(".");
  for (let i = 0; i < p.length; i++) {
    if (p[i] === ">") return s.length > i;
    if (i >= s.length) return false;
    if (p[i] !== "*" && p[i] !== s[i]) return false;
  }
  return p.length === s.length;
}
var Namespace = class {
  constructor(prefix) {
    this.prefix = prefix;
    if (prefix !== void 0 && !/^[A-Za-z0-9_-]+$/.test(prefix)) throw new Error(`invalid bus namespace: ${prefix}`);
  }
  prefix;
  stream(name) {
    return this.prefix ? `${this.prefix}_${name}` : name;
  }
  subject(subject) {
    return this.prefix ? `${this.prefix}.${subject}` : subject;
  }
  unprefixSubject(subject) {
    const p = this.prefix ? `${this.prefix}.` : "";
    return p && subject.startsWith(p) ? subject.slice(p.length) : subject;
  }
};

// libs/platform/bus/src/memory-bus.ts
function createMemoryBus(opts = {}) {
  const ns = new Namespace(opts.namespace);
  const maxMessages = opts.maxMessagesPerStream ?? 1e5;
  const streams = /* @__PURE__ */ new Map();
  const timers = /* @__PURE__ */ new Set();
  let closed = false;
  function streamFor(subject) {
    for (const stream of streams.values()) {
      if (stream.subjects.some((p) => subjectMatches(p, subject))) return stream;
    }
    return void 0;
  }
  function schedulePump(stream) {
    if (stream.pumpScheduled || closed) return;
    stream.pumpScheduled = true;
    setImmediate(() => {
      stream.pumpScheduled = false;
      for (const consumer of stream.consumers.values()) pump(stream, consumer);
    });
  }
  function idleWorker(consumer) {
    const n = consumer.workers.length;
    for (let i = 0; i < n; i++) {
      const w = consumer.workers[(consumer.nextWorker + i) % n];
      if (!w.stopped && w.running.size < w.concurrency) {
        consumer.nextWorker = (consumer.nextWorker + i + 1) % n;
        return w;
      }
    }
    return void 0;
  }
  function message(stream, seq) {
    return seq < stream.firstSeq ? void 0 : stream.messages[seq - stream.firstSeq];
  }
  function nextDeliverable(stream, consumer) {
    while (consumer.redeliver.length > 0) {
      const seq = consumer.redeliver.shift();
      const msg = message(stream, seq);
      if (msg) return msg;
      consumer.pending.delete(seq);
    }
    if (consumer.pending.size >= consumer.maxAckPending) return void 0;
    while (consumer.cursor <= stream.lastSeq) {
      const msg = message(stream, Math.max(consumer.cursor, stream.firstSeq));
      consumer.cursor = (msg?.seq ?? consumer.cursor) + 1;
      if (msg && subjectMatches(consumer.filter, msg.subject)) {
        consumer.pending.set(msg.seq, 0);
        return msg;
      }
    }
    return void 0;
  }
  function pump(stream, consumer) {
    for (; ; ) {
      const worker = idleWorker(consumer);
      if (!worker) return;
      const msg = nextDeliverable(stream, consumer);
      if (!msg) return;
      const deliveries = (consumer.pending.get(msg.seq) ?? 0) + 1;
      if (consumer.maxDeliver > 0 && deliveries > consumer.maxDeliver) {
        consumer.pending.delete(msg.seq);
        continue;
      }
      consumer.pending.set(msg.seq, deliveries);
      deliver(stream, consumer, worker, msg, deliveries);
    }
  }
  function deliver(stream, consumer, worker, msg, deliveryCount) {
    const busMessage = {
      subject: ns.unprefixSubject(msg.subject),
      data: msg.data.slice(),
      headers: { ...msg.headers },
      msgId: msg.msgId,
      deliveryCount
    };
    const run2 = (async () => {
      try {
        await worker.handler(busMessage);
        consumer.pending.delete(msg.seq);
      } catch {
        const timer = setTimeout(() => {
          timers.delete(timer);
          consumer.redeliver.push(msg.seq);
          schedulePump(stream);
        }, worker.retryDelayMs(deliveryCount));
        timers.add(timer);
      }
    })();
    worker.running.add(run2);
    void run2.finally(() => {
      worker.running.delete(run2);
      schedulePump(stream);
    });
  }
  return {
    async ensureStream(spec) {
      const name = ns.stream(spec.name);
      const subjects = spec.subjects.map((s) => ns.subject(s));
      const existing = streams.get(name);
      if (existing) {
        for (const s of subjects) if (!existing.subjects.includes(s)) existing.subjects.push(s);
        return;
      }
      streams.set(name, {
        subjects,
        messages: [],
        firstSeq: 1,
        lastSeq: 0,
        dedupe: /* @__PURE__ */ new Map(),
        consumers: /* @__PURE__ */ new Map(),
        pumpScheduled: false
      });
    },
    async publish(subject, data, publishOpts) {
      if (closed) throw new Error("bus is closed");
      const full = ns.subject(subject);
      const stream = streamFor(full);
      if (!stream) throw new Error(`no stream captures subject ${subject}`);
      const now = Date.now();
      for (const [id, seenAt] of stream.dedupe) {
        if (now - seenAt < DUPLICATE_WINDOW_MS) break;
        stream.dedupe.delete(id);
      }
      if (stream.dedupe.has(publishOpts.msgId)) return;
      stream.dedupe.set(publishOpts.msgId, now);
      stream.lastSeq += 1;
      stream.messages.push({
        seq: stream.lastSeq,
        subject: full,
        data: data.slice(),
        headers: { ...publishOpts.headers ?? {} },
        msgId: publishOpts.msgId
      });
      if (stream.messages.length > maxMessages) {
        stream.messages.shift();
        stream.firstSeq += 1;
      }
      schedulePump(stream);
    },
    async consume(consumeOpts) {
      if (closed) throw new Error("bus is closed");
      const stream = streams.get(ns.stream(consumeOpts.stream));
      if (!stream) throw new Error(`stream not found: ${consumeOpts.stream}`);
      let consumer = stream.consumers.get(consumeOpts.durable);
      const filter = ns.subject(consumeOpts.filterSubject);
      if (!consumer) {
        consumer = {
          filter,
          maxDeliver: consumeOpts.maxDeliver ?? -1,
          maxAckPending: consumeOpts.maxAckPending ?? 1e3,
          cursor: stream.firstSeq,
          pending: /* @__PURE__ */ new Map(),
          redeliver: [],
          workers: [],
          nextWorker: 0
        };
        stream.consumers.set(consumeOpts.durable, consumer);
      } else {
        consumer.filter = filter;
        if (consumeOpts.maxDeliver !== void 0) consumer.maxDeliver = consumeOpts.maxDeliver;
        if (consumeOpts.maxAckPending !== void 0) consumer.maxAckPending = consumeOpts.maxAckPending;
      }
      const worker = {
        handler: consumeOpts.handler,
        retryDelayMs: consumeOpts.retryDelayMs ?? defaultRetryDelayMs,
        concurrency: Math.max(1, consumeOpts.concurrency ?? 1),
        running: /* @__PURE__ */ new Set(),
        stopped: false
      };
      consumer.workers.push(worker);
      const owner = consumer;
      schedulePump(stream);
      return {
        async stop() {
          if (worker.stopped) return;
          worker.stopped = true;
          owner.workers = owner.workers.filter((w) => w !== worker);
          owner.nextWorker = 0;
          await Promise.allSettled([...worker.running]);
          schedulePump(stream);
        }
      };
    },
    async close() {
      const running = [];
      for (const stream of streams.values()) {
        for (const consumer of stream.consumers.values()) {
          for (const w of consumer.workers) {
            w.stopped = true;
            running.push(...w.running);
          }
          consumer.workers = [];
        }
      }
      await Promise.allSettled(running);
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
    }
  };
}

// libs/platform/bus/src/nats-bus.ts
var import_transport_node = require("@nats-io/transport-node");
var import_jetstream = require("@nats-io/jetstream");
var MSG_ID_HEADER = "Nats-Msg-Id";
var STREAM_NOT_FOUND = 10059;
function toRecord(h) {
  const out = {};
  if (!h) return out;
  for (const key of h.keys()) {
    if (key === MSG_ID_HEADER) continue;
    out[key] = h.get(key);
  }
  return out;
}
async function createNatsBus(opts) {
  const ns = new Namespace(opts.namespace);
  const nc = await (0, import_transport_node.connect)({
    servers: opts.url.split(","),
    name: opts.name,
    maxReconnectAttempts: -1
  });
  const js = (0, import_jetstream.jetstream)(nc);
  const jsm = await (0, import_jetstream.jetstreamManager)(nc);
  const subscriptions = /* @__PURE__ */ new Set();
  async function ensureStream(spec) {
    const name = ns.stream(spec.name);
    const subjects = spec.subjects.map((s) => ns.subject(s));
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const info = await jsm.streams.info(name);
        const missing = subjects.filter((s) => !info.config.subjects?.includes(s));
        if (missing.length > 0) {
          await jsm.streams.update(name, { subjects: [...info.config.subjects ?? [], ...missing] });
        }
        return;
      } catch (err) {
        if (!(err instanceof import_jetstream.JetStreamApiError) || err.code !== STREAM_NOT_FOUND) throw err;
      }
      try {
        await jsm.streams.add({
          name,
          subjects,
          storage: import_jetstream.StorageType.File,
          num_replicas: opts.streamReplicas ?? 1,
          duplicate_window: (0, import_transport_node.nanos)(DUPLICATE_WINDOW_MS)
        });
        return;
      } catch {
      }
    }
    throw new Error(`could not ensure stream ${name}`);
  }
  async function ensureConsumer(stream, o) {
    const config = {
      durable_name: o.durable,
      filter_subject: ns.subject(o.filterSubject),
      ack_policy: import_jetstream.AckPolicy.Explicit,
      deliver_policy: import_jetstream.DeliverPolicy.All,
      ack_wait: (0, import_transport_node.nanos)(o.ackWaitMs ?? DEFAULT_ACK_WAIT_MS),
      max_deliver: o.maxDeliver ?? -1,
      max_ack_pending: o.maxAckPending ?? 1e3
    };
    try {
      await jsm.consumers.add(stream, config);
    } catch (err) {
      if (!(err instanceof import_jetstream.JetStreamApiError)) throw err;
      await jsm.consumers.update(stream, o.durable, {
        ack_wait: config.ack_wait,
        max_deliver: config.max_deliver,
        max_ack_pending: config.max_ack_pending
      });
    }
  }
  async function consume(o) {
    const stream = ns.stream(o.stream);
    await ensureConsumer(stream, o);
    const consumer = await js.consumers.get(stream, o.durable);
    const concurrency = Math.max(1, o.concurrency ?? 1);
    const retryDelay = o.retryDelayMs ?? defaultRetryDelayMs;
    const ackWait = o.ackWaitMs ?? DEFAULT_ACK_WAIT_MS;
    const messages = await consumer.consume({ max_messages: concurrency + 1 });
    const running = /* @__PURE__ */ new Set();
    let stopping = false;
    async function handle(m) {
      const keepAlive = setInterval(() => m.working(), Math.max(100, Math.floor(ackWait / 2)));
      try {
        const msg = {
          subject: ns.unprefixSubject(m.subject),
          data: m.data,
          headers: toRecord(m.headers),
          msgId: m.headers?.get(MSG_ID_HEADER) ?? "",
          deliveryCount: m.info.deliveryCount
        };
        await o.handler(msg);
        await m.ackAck().catch(() => m.ack());
      } catch {
        m.nak(retryDelay(m.info.deliveryCount));
      } finally {
        clearInterval(keepAlive);
      }
    }
    const loop = (async () => {
      for await (const m of messages) {
        if (stopping) {
          m.nak();
          continue;
        }
        while (running.size >= concurrency) await Promise.race(running);
        const p = handle(m).finally(() => running.delete(p));
        running.add(p);
      }
      await Promise.allSettled([...running]);
    })();
    const sub = {
      async stop() {
        if (stopping) return;
        stopping = true;
        messages.stop();
        await loop.catch(() => void 0);
        await Promise.allSettled([...running]);
        subscriptions.delete(sub);
      }
    };
    subscriptions.add(sub);
    return sub;
  }
  return {
    ensureStream,
    async publish(subject, data, p) {
      const h = (0, import_transport_node.headers)();
      for (const [k, v] of Object.entries(p.headers ?? {})) h.set(k, v);
      await js.publish(ns.subject(subject), data, { msgID: p.msgId, headers: h });
    },
    consume,
    async close() {
      await Promise.allSettled([...subscriptions].map((s) => s.stop()));
      if (!nc.isClosed()) await nc.drain();
    }
  };
}

// libs/platform/bus/src/create-bus.ts
var sharedMemoryBuses = /* @__PURE__ */ new Map();
function memoryBusHandle(namespace) {
  const key = namespace ?? "";
  let entry = sharedMemoryBuses.get(key);
  if (!entry) {
    entry = { bus: createMemoryBus({ namespace }), handles: 0 };
    sharedMemoryBuses.set(key, entry);
  }
  entry.handles++;
  const shared = entry;
  const subscriptions = /* @__PURE__ */ new Set();
  let closed = false;
  return {
    ensureStream: (spec) => shared.bus.ensureStream(spec),
    publish: (subject, data, opts) => shared.bus.publish(subject, data, opts),
    async consume(opts) {
      const sub = await shared.bus.consume(opts);
      subscriptions.add(sub);
      return {
        async stop() {
          subscriptions.delete(sub);
          await sub.stop();
        }
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...subscriptions].map((s) => s.stop()));
      subscriptions.clear();
      if (--shared.handles === 0) {
        sharedMemoryBuses.delete(key);
        await shared.bus.close();
      }
    }
  };
}
async function createBus(opts = {}) {
  if (opts.url) return createNatsBus({ url: opts.url, namespace: opts.namespace, name: opts.name, streamReplicas: opts.streamReplicas });
  return memoryBusHandle(opts.namespace);
}

// libs/platform/bus/src/envelope.ts
var EnvelopeHeaders = {
  id: "Event-Id",
  type: "Event-Type",
  occurredAt: "Event-Occurred-At",
  projectId: "Event-Project-Id"
};
var RESERVED = new Set(Object.values(EnvelopeHeaders));
function envelopeHeaders(e) {
  const out = {};
  for (const [k, v] of Object.entries(e.headers)) if (!RESERVED.has(k)) out[k] = v;
  out[EnvelopeHeaders.id] = e.id;
  out[EnvelopeHeaders.type] = e.type;
  out[EnvelopeHeaders.occurredAt] = e.occurredAt;
  if (e.projectId !== null) out[EnvelopeHeaders.projectId] = e.projectId;
  return out;
}

// libs/platform/bus/src/outbox.ts
var import_node_crypto = require("node:crypto");
var import_node_events = require("node:events");
var import_api2 = require("@opentelemetry/api");

// libs/platform/db/src/create-db.ts
var import_knex2 = __toESM(require("knex"));
var import_pg = __toESM(require("pg"));

// libs/platform/db/src/migration.ts
var InCodeMigrationSource = class {
  constructor(migrations2) {
    this.migrations = migrations2;
    const seen = /* @__PURE__ */ new Set();
    for (const m of migrations2) {
      if (seen.has(m.name)) throw new Error(`duplicate migration name: ${m.name}`);
      seen.add(m.name);
    }
  }
  migrations;
  getMigrations() {
    return Promise.resolve(this.migrations);
  }
  getMigrationName(migration) {
    return migration.name;
  }
  getMigration(migration) {
    return Promise.resolve({
      up: (knex) => migration.up(knex),
      down: (knex) => {
        if (!migration.down) throw new Error(`migration ${migration.name} has no down()`);
        return migration.down(knex);
      }
    });
  }
};

// libs/platform/db/src/pglite.ts
var import_node_path = __toESM(require("node:path"));
var import_node_fs = require("node:fs");
var import_pglite = require("@electric-sql/pglite");
var import_knex = __toESM(require("knex"));
var import_knex_pglite = __toESM(require("knex-pglite"));

// libs/platform/db/src/mutex.ts
var Mutex = class {
  tail = Promise.resolve();
  acquire() {
    let release;
    const next = new Promise((resolve2) => {
      release = resolve2;
    });
    const previous = this.tail;
    this.tail = previous.then(() => next);
    return previous.then(() => {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    });
  }
};

// libs/platform/db/src/pglite.ts
var instances = /* @__PURE__ */ new Map();
var PGLITE_CLIENT_MARK = /* @__PURE__ */ Symbol.for("platform.db.pglite");
function openShared(dataDir) {
  const key = dataDir.startsWith("memory://") ? dataDir : import_node_path.default.resolve(dataDir);
  const existing = instances.get(key);
  if (existing) {
    existing.refs += 1;
    return existing;
  }
  if (!key.startsWith("memory://")) (0, import_node_fs.mkdirSync)(key, { recursive: true });
  const pglite = new import_pglite.PGlite({ dataDir: key, parsers: { [import_pglite.types.INT8]: (v) => v } });
  const shared = { key, pglite, gate: new Mutex(), searchPath: null, refs: 1 };
  instances.set(key, shared);
  return shared;
}
function createPgliteKnex(opts) {
  const shared = openShared(opts.dataDir);
  const schema = opts.schema;
  const Base = import_knex_pglite.default;
  class SharedPgliteClient extends Base {
    // On the prototype (not an instance field): knex builds transaction clients from the prototype.
    get [PGLITE_CLIENT_MARK]() {
      return true;
    }
    async acquireConnection() {
      const release = await shared.gate.acquire();
      try {
        const conn = await super.acquireConnection();
        if (shared.searchPath !== schema) {
          await conn.query(`SET search_path TO "${schema}"`);
          shared.searchPath = schema;
        }
        conn.__platformRelease = release;
        return conn;
      } catch (err) {
        release();
        throw err;
      }
    }
    async releaseConnection(conn) {
      const release = conn.__platformRelease;
      conn.__platformRelease = void 0;
      try {
        await super.releaseConnection(conn);
      } finally {
        release?.();
      }
    }
    // The raw connection is the shared instance: closing it is refcounted in release(), not here.
    async destroyRawConnection() {
    }
  }
  const knex = (0, import_knex.default)({
    client: SharedPgliteClient,
    connection: () => ({ pglite: shared.pglite }),
    useNullAsDefault: false
  });
  let released = false;
  return {
    knex,
    async release() {
      if (released) return;
      released = true;
      await knex.destroy();
      shared.refs -= 1;
      if (shared.refs === 0) {
        instances.delete(shared.key);
        await shared.pglite.close();
      }
    }
  };
}

// libs/platform/db/src/retry.ts
var RETRYABLE_SQLSTATES = /* @__PURE__ */ new Set([
  "40001",
  "40P01"
  /* deadlock_detected */
]);
function isRetryableTransactionError(err) {
  if (typeof err !== "object" || err === null) return false;
  const code = err.code;
  return typeof code === "string" && RETRYABLE_SQLSTATES.has(code);
}
function retryDelayMs(attempt) {
  const cap = Math.min(500, 10 * 2 ** (attempt - 1));
  return Math.floor(Math.random() * cap);
}

// libs/platform/db/src/create-db.ts
var internals = /* @__PURE__ */ new WeakMap();
var SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
var DEFAULT_PGLITE_DATA_DIR = ".data/pglite";
async function createDb(opts) {
  if (!SCHEMA_NAME.test(opts.schema)) throw new Error(`invalid schema name: ${opts.schema}`);
  const schema = opts.schema;
  let knex;
  let release;
  let kind;
  if (opts.url) {
    kind = "postgres";
    knex = (0, import_knex2.default)({
      client: "pg",
      connection: opts.url,
      searchPath: [schema],
      pool: { min: opts.pool?.min ?? 0, max: opts.pool?.max ?? 10 }
    });
    release = () => knex.destroy();
  } else {
    kind = "pglite";
    const embedded = createPgliteKnex({ dataDir: opts.dataDir ?? DEFAULT_PGLITE_DATA_DIR, schema });
    knex = embedded.knex;
    release = embedded.release;
  }
  const db = {
    kind,
    schema,
    knex,
    transaction: (fn, txOpts) => runTransaction(knex, fn, txOpts),
    query: (sql, values, queryOpts) => runQuery(knex, kind === "pglite", sql, values, queryOpts?.name),
    close: release
  };
  internals.set(db, { url: opts.url, migrations: opts.migrations });
  try {
    if (opts.migrate ?? true) await migrate(db);
    else if (kind === "pglite") await ensureSchema(knex, schema);
  } catch (err) {
    await release();
    throw err;
  }
  return db;
}
async function runTransaction(knex, fn, opts = {}) {
  const maxAttempts = Math.max(1, opts.maxAttempts ?? 5);
  for (let attempt = 1; ; attempt++) {
    try {
      return await knex.transaction(fn, opts.isolationLevel ? { isolationLevel: opts.isolationLevel } : void 0);
    } catch (err) {
      if (attempt >= maxAttempts || !isRetryableTransactionError(err)) throw err;
      await new Promise((resolve2) => setTimeout(resolve2, retryDelayMs(attempt)));
    }
  }
}
async function runQuery(knex, embedded, sql, values, name) {
  const client = knex.client;
  const conn = await client.acquireConnection();
  try {
    const res = embedded ? await conn.query(sql, [...values]) : await conn.query({ name, text: sql, values: [...values] });
    return res.rows;
  } finally {
    await client.releaseConnection(conn);
  }
}
async function ensureSchema(knex, schema) {
  await knex.raw(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
}
async function migrate(db) {
  const info = internals.get(db);
  if (!info) throw new Error("migrate(db) needs a Db created by createDb");
  const config = {
    migrationSource: new InCodeMigrationSource(info.migrations),
    schemaName: db.schema,
    tableName: "knex_migrations"
  };
  if (db.kind === "pglite" || !info.url) {
    await ensureSchema(db.knex, db.schema);
    await db.knex.migrate.latest(config);
    return;
  }
  const lock = new import_pg.default.Client({ connectionString: info.url });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(hashtext($1))", [`platform.migrate.${db.schema}`]);
    await ensureSchema(db.knex, db.schema);
    await db.knex.migrate.latest(config);
  } finally {
    await lock.end().catch(() => void 0);
  }
}

// libs/platform/bus/src/logger.ts
var silentLogger = { info() {
}, warn() {
}, error() {
} };

// libs/platform/bus/src/outbox.ts
function outboxMigrations() {
  return [
    {
      name: "platform_bus_001_outbox",
      async up(knex) {
        await knex.schema.createTable("outbox", (t) => {
          t.bigIncrements("seq");
          t.uuid("id").notNullable().unique();
          t.text("subject").notNullable();
          t.text("type").notNullable();
          t.text("project_id");
          t.binary("payload").notNullable();
          t.jsonb("headers").notNullable().defaultTo("{}");
          t.timestamp("occurred_at", { useTz: true }).notNullable();
          t.timestamp("published_at", { useTz: true });
          t.integer("attempts").notNullable().defaultTo(0);
          t.text("last_error");
        });
        await knex.raw("CREATE INDEX outbox_unpublished ON outbox (seq) WHERE published_at IS NULL");
      },
      async down(knex) {
        await knex.schema.dropTable("outbox");
      }
    },
    {
      name: "platform_bus_002_processed_events",
      async up(knex) {
        await knex.schema.createTable("processed_events", (t) => {
          t.text("consumer").notNullable();
          t.text("event_id").notNullable();
          t.timestamp("processed_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
          t.primary(["consumer", "event_id"]);
        });
      },
      async down(knex) {
        await knex.schema.dropTable("processed_events");
      }
    }
  ];
}
function notifyChannel(schema) {
  return `outbox_${schema}`.slice(0, 63);
}
var localWake = new import_node_events.EventEmitter();
localWake.setMaxListeners(0);
function startOutboxRelay(opts) {
  const { db, bus } = opts;
  const log = opts.logger ?? silentLogger;
  const batchSize = opts.batchSize ?? 100;
  const pollIntervalMs = opts.pollIntervalMs ?? 1e3;
  const retainMs = opts.retainPublishedMs ?? 24 * 36e5;
  const hooks = opts.testHooks ?? {};
  let stopped = false;
  let wake = null;
  let woken = false;
  const onWake = () => {
    woken = true;
    wake?.();
  };
  localWake.on("committed", onWake);
  let listener = null;
  const internals2 = db.knex.client;
  async function listen() {
    if (db.kind !== "postgres") return;
    try {
      const conn = await internals2.acquireRawConnection();
      conn.on("notification", onWake);
      conn.on("error", (err) => log.warn({ err }, "outbox relay: LISTEN connection failed; polling"));
      await conn.query(`LISTEN "${notifyChannel(db.schema)}"`);
      if (stopped) await internals2.destroyRawConnection(conn);
      else listener = conn;
    } catch (err) {
      log.warn({ err }, "outbox relay: LISTEN unavailable; polling");
    }
  }
  async function relayBatch() {
    let failure = null;
    const published = await db.transaction(
      async (trx) => {
        const rows = await trx("outbox").select("id", "subject", "type", "project_id", "payload", "headers", "occurred_at").whereNull("published_at").orderBy("seq").limit(batchSize).forUpdate().skipLocked();
        const done = [];
        for (const row of rows) {
          try {
            await hooks.beforePublish?.(row.id);
            const headers = typeof row.headers === "string" ? JSON.parse(row.headers) : row.headers;
            await bus.publish(row.subject, new Uint8Array(row.payload), {
              msgId: row.id,
              headers: envelopeHeaders({
                id: row.id,
                type: row.type,
                occurredAt: new Date(row.occurred_at).toISOString(),
                projectId: row.project_id,
                headers
              })
            });
            await hooks.afterPublish?.(row.id);
            done.push(row.id);
          } catch (err) {
            failure = { id: row.id, err };
            break;
          }
        }
        if (done.length > 0) await trx("outbox").whereIn("id", done).update({ published_at: trx.fn.now() });
        if (failure) {
          await trx("outbox").where({ id: failure.id }).update({ attempts: trx.raw("attempts + 1"), last_error: String(failure.err?.message ?? failure.err).slice(0, 1e3) });
        }
        return done.length;
      },
      { maxAttempts: 1 }
      // publishing is a side effect: never re-run blindly (the next loop picks rows up)
    );
    if (failure) throw failure.err;
    return published;
  }
  let lastCleanup = 0;
  async function cleanup() {
    if (Date.now() - lastCleanup < 6e4) return;
    lastCleanup = Date.now();
    await db.knex("outbox").whereNotNull("published_at").where("published_at", "<", new Date(Date.now() - retainMs)).del();
  }
  const loop = (async () => {
    await listen();
    let failures = 0;
    while (!stopped) {
      woken = false;
      let n = 0;
      try {
        n = await relayBatch();
        failures = 0;
        await cleanup();
      } catch (err) {
        failures++;
        log.warn({ err, failures }, "outbox relay: publish failed; retrying");
      }
      if (stopped) break;
      if (n === batchSize && failures === 0) continue;
      const delay = failures > 0 ? Math.min(3e4, pollIntervalMs * 2 ** (failures - 1)) : pollIntervalMs;
      if (woken && failures === 0) continue;
      await new Promise((resolve2) => {
        const t = setTimeout(resolve2, delay);
        wake = () => {
          if (failures > 0 && !stopped) return;
          clearTimeout(t);
          resolve2();
        };
      });
      wake = null;
    }
  })();
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      localWake.off("committed", onWake);
      wake?.();
      await loop;
      if (listener) await internals2.destroyRawConnection(listener).catch(() => void 0);
    }
  };
}

// libs/platform/bus/src/consumer.ts
var import_api3 = require("@opentelemetry/api");

// libs/platform/grpc/src/call.ts
var grpc = __toESM(require("@grpc/grpc-js"));

// libs/platform/errors/src/domain-error.ts
var import_grpc_js = require("@grpc/grpc-js");
var DomainError = class extends Error {
  /** Stable UPPER_SNAKE reason; selects reason-specific HTTP statuses (402, 422, 502, ...). */
  reason;
  /** gRPC status code. */
  code;
  /** Client-safe message (the public body's `error`). */
  publicMessage;
  /** Client-safe extra body fields. */
  publicFields;
  /** Builds a domain error; `cause` stays in-process (logs), the rest is public. */
  constructor(init) {
    super(init.message, init.cause === void 0 ? void 0 : { cause: init.cause });
    this.name = "DomainError";
    this.reason = init.reason;
    this.code = init.code;
    this.publicMessage = init.message;
    this.publicFields = { ...init.fields ?? {} };
  }
};
var UPSTREAM_FAILED = "UPSTREAM_FAILED";
var PAYMENT_REQUIRED = "PAYMENT_REQUIRED";
var VALIDATION_FAILED = "VALIDATION_FAILED";
var CONFLICT = "CONFLICT";
function make(code) {
  return (reason, message, fields) => new DomainError({ reason, code, message, fields });
}
var invalidArgument = make(import_grpc_js.status.INVALID_ARGUMENT);
var notFound = make(import_grpc_js.status.NOT_FOUND);
var alreadyExists = make(import_grpc_js.status.ALREADY_EXISTS);
var failedPrecondition = make(import_grpc_js.status.FAILED_PRECONDITION);
var aborted = make(import_grpc_js.status.ABORTED);
var resourceExhausted = make(import_grpc_js.status.RESOURCE_EXHAUSTED);
var unavailable = make(import_grpc_js.status.UNAVAILABLE);
var unauthenticated = make(import_grpc_js.status.UNAUTHENTICATED);
var permissionDenied = make(import_grpc_js.status.PERMISSION_DENIED);
var deadlineExceeded = make(import_grpc_js.status.DEADLINE_EXCEEDED);
var internal = make(import_grpc_js.status.INTERNAL);

// libs/platform/errors/src/grpc-status.ts
var import_grpc_js2 = require("@grpc/grpc-js");
var REASON_METADATA_KEY = "x-error-reason";
var FIELDS_METADATA_KEY = "x-error-fields-bin";
var INTERNAL_MESSAGE = "Internal error";
function toServiceError(err) {
  const metadata = new import_grpc_js2.Metadata();
  if (!(err instanceof DomainError)) {
    return { code: import_grpc_js2.status.INTERNAL, details: INTERNAL_MESSAGE, metadata };
  }
  metadata.set(REASON_METADATA_KEY, err.reason);
  if (Object.keys(err.publicFields).length > 0) {
    metadata.set(FIELDS_METADATA_KEY, Buffer.from(JSON.stringify(err.publicFields), "utf8"));
  }
  return { code: err.code, details: err.publicMessage, metadata };
}

// libs/platform/errors/src/http.ts
var import_grpc_js3 = require("@grpc/grpc-js");
var HTTP_STATUS_BY_GRPC_CODE = {
  [import_grpc_js3.status.OK]: 200,
  [import_grpc_js3.status.CANCELLED]: 499,
  [import_grpc_js3.status.UNKNOWN]: 500,
  [import_grpc_js3.status.INVALID_ARGUMENT]: 400,
  [import_grpc_js3.status.DEADLINE_EXCEEDED]: 504,
  [import_grpc_js3.status.NOT_FOUND]: 404,
  [import_grpc_js3.status.ALREADY_EXISTS]: 409,
  [import_grpc_js3.status.PERMISSION_DENIED]: 403,
  [import_grpc_js3.status.UNAUTHENTICATED]: 401,
  [import_grpc_js3.status.RESOURCE_EXHAUSTED]: 429,
  [import_grpc_js3.status.FAILED_PRECONDITION]: 400,
  [import_grpc_js3.status.ABORTED]: 409,
  [import_grpc_js3.status.OUT_OF_RANGE]: 400,
  [import_grpc_js3.status.UNIMPLEMENTED]: 501,
  [import_grpc_js3.status.INTERNAL]: 500,
  [import_grpc_js3.status.UNAVAILABLE]: 503,
  [import_grpc_js3.status.DATA_LOSS]: 500
};
var HTTP_STATUS_BY_REASON = {
  [UPSTREAM_FAILED]: 502,
  [PAYMENT_REQUIRED]: 402,
  [VALIDATION_FAILED]: 422,
  [CONFLICT]: 409
};

// libs/platform/grpc/src/client.ts
var grpc2 = __toESM(require("@grpc/grpc-js"));
var CLIENT_KEEPALIVE_OPTIONS = {
  "grpc.keepalive_time_ms": 3e4,
  "grpc.keepalive_timeout_ms": 1e4,
  "grpc.keepalive_permit_without_calls": 0,
  // Spread calls over every address a (headless Kubernetes) Service name resolves to, instead of
  // pinning one pod per client (pick_first). Servers cap connection age so new pods get traffic.
  "grpc.service_config": JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }),
  // No channelz service is served, so its per-call bookkeeping (counters, timestamps, trace
  // events) would be pure cost on every call. Debugging goes through health, reflection and traces.
  "grpc.enable_channelz": 0
};

// libs/platform/grpc/src/handler.ts
var grpc3 = __toESM(require("@grpc/grpc-js"));

// libs/platform/runtime/src/clock.ts
var systemClock = { now: () => /* @__PURE__ */ new Date() };

// libs/platform/runtime/src/logger.ts
function write(level, obj, msg) {
  const line = { level, time: (/* @__PURE__ */ new Date()).toISOString(), msg, ...serialize(obj) };
  process.stderr.write(`${JSON.stringify(line)}
`);
}
function serialize(obj) {
  const out = {};
  for (const [k, v] of Object.entries(obj)) {
    out[k] = v instanceof Error ? { type: v.name, message: v.message, stack: v.stack, cause: v.cause } : v;
  }
  return out;
}
var stderrLogger = {
  info: (obj, msg) => write("info", obj, msg),
  warn: (obj, msg) => write("warn", obj, msg),
  error: (obj, msg) => write("error", obj, msg)
};

// libs/platform/runtime/src/shutdown-stack.ts
var ShutdownStack = class {
  steps = [];
  logger;
  stepTimeoutMs;
  running;
  /** Creates an empty stack. */
  constructor(opts = {}) {
    this.logger = opts.logger ?? stderrLogger;
    this.stepTimeoutMs = opts.stepTimeoutMs ?? 1e4;
  }
  /**
   * Registers a resource's close function, right after the resource is opened. Pushed after
   * {@link run} has started (a component that finished starting during shutdown), it is
   * closed at once instead of leaking.
   */
  push(name, fn, opts = {}) {
    const step = { name, fn, timeoutMs: opts.timeoutMs ?? this.stepTimeoutMs };
    if (this.running) {
      this.logger.warn({ step: name }, "shutdown: resource registered during shutdown, closing it now");
      void this.runStep(step);
      return;
    }
    this.steps.push(step);
  }
  /** True once {@link run} has been called. */
  get started() {
    return this.running !== void 0;
  }
  /** Closes every resource in reverse order. Never rejects; calling it again returns the same promise. */
  run() {
    this.running ??= this.runAll();
    return this.running;
  }
  async runAll() {
    while (this.steps.length > 0) {
      const step = this.steps.pop();
      if (step) await this.runStep(step);
    }
  }
  async runStep(step) {
    const started2 = Date.now();
    let timer;
    const timedOut = new Promise((resolve2) => {
      timer = setTimeout(() => resolve2("timeout"), step.timeoutMs);
    });
    try {
      const outcome = await Promise.race([Promise.resolve().then(step.fn).then(() => "done"), timedOut]);
      if (outcome === "timeout") {
        this.logger.error({ step: step.name, timeout_ms: step.timeoutMs }, "shutdown: step timed out, moving on");
      } else {
        this.logger.info({ step: step.name, duration_ms: Date.now() - started2 }, "shutdown: closed");
      }
    } catch (err) {
      this.logger.error({ step: step.name, err }, "shutdown: step failed, moving on");
    } finally {
      clearTimeout(timer);
    }
  }
};

// libs/platform/runtime/src/signals.ts
function installSignalHandlers(stack, logger, opts = {}) {
  const shouldExit = opts.exit ?? true;
  const forceAfterMs = opts.forceAfterMs ?? 3e4;
  const signals = opts.signals ?? ["SIGTERM", "SIGINT"];
  const exitProcess = opts.exitFn ?? ((code) => process.exit(code));
  let exited = false;
  const exit = (code) => {
    if (exited) return;
    exited = true;
    exitProcess(code);
  };
  let received;
  let forceTimer;
  const onSignal = (signal) => {
    if (received) {
      logger.warn({ signal, first_signal: received }, "second signal during shutdown, exiting now");
      if (shouldExit) exit(1);
      return;
    }
    received = signal;
    logger.info({ signal }, "shutdown started");
    if (shouldExit) {
      forceTimer = setTimeout(() => {
        logger.error({ signal, force_after_ms: forceAfterMs }, "shutdown did not finish in time, exiting");
        exit(1);
      }, forceAfterMs);
      forceTimer.unref();
    }
    void stack.run().then(() => {
      clearTimeout(forceTimer);
      logger.info({ signal }, "shutdown complete");
      if (shouldExit) exit(0);
    });
  };
  for (const s of signals) process.on(s, onSignal);
  return () => {
    for (const s of signals) process.off(s, onSignal);
    clearTimeout(forceTimer);
  };
}

// libs/platform/grpc/src/handler.ts
var SERVER_FAULT_CODES = /* @__PURE__ */ new Set([grpc3.status.INTERNAL, grpc3.status.DATA_LOSS]);
function unaryHandler(fn, opts = {}) {
  const logger = opts.logger ?? stderrLogger;
  return (call, callback) => {
    const run2 = async () => fn(call.request, call);
    run2().then(
      (res) => callback(null, res),
      (err) => {
        const method = call.getPath();
        if (!(err instanceof DomainError)) {
          logger.error({ err, method }, "gRPC handler failed with an unexpected error");
        } else if (SERVER_FAULT_CODES.has(err.code)) {
          logger.error({ err, method, reason: err.reason }, "gRPC handler raised a server-fault domain error");
        }
        callback(toServiceError(err));
      }
    );
  };
}

// libs/platform/grpc/src/proto.ts
var grpc4 = __toESM(require("@grpc/grpc-js"));
var protoLoader = __toESM(require("@grpc/proto-loader"));
var PROTO_LOADER_OPTIONS = {
  longs: String,
  enums: String,
  defaults: true,
  oneofs: true,
  keepCase: true
};

// libs/platform/grpc/src/server.ts
var grpc5 = __toESM(require("@grpc/grpc-js"));
var protoLoader2 = __toESM(require("@grpc/proto-loader"));
var import_reflection = require("@grpc/reflection");
var import_grpc_health_check = require("grpc-health-check");
var healthPackageDefinition;
function healthDefinition() {
  healthPackageDefinition ??= protoLoader2.loadSync(import_grpc_health_check.protoPath, PROTO_LOADER_OPTIONS);
  return healthPackageDefinition;
}
async function startGrpcServer(opts) {
  const logger = opts.logger ?? stderrLogger;
  const shutdownGraceMs = opts.shutdownGraceMs ?? 1e4;
  const drainDelayMs = opts.drainDelayMs ?? 0;
  const names = ["", ...opts.services.map((s) => s.name)];
  const server = new grpc5.Server({ "grpc.max_connection_age_ms": 3e5, "grpc.max_connection_age_grace_ms": 3e4, ...opts.serverOptions });
  for (const s of opts.services) server.addService(s.definition, s.implementation);
  const health = new import_grpc_health_check.HealthImplementation(Object.fromEntries(names.map((n) => [n, "SERVING"])));
  health.addToServer(server);
  const reflected = Object.assign({}, ...opts.packageDefinitions, healthDefinition());
  new import_reflection.ReflectionService(reflected).addToServer(server);
  const address = `${opts.host ?? "0.0.0.0"}:${opts.port}`;
  const port = await new Promise((resolve2, reject) => {
    server.bindAsync(address, grpc5.ServerCredentials.createInsecure(), (err, boundPort) => err ? reject(err) : resolve2(boundPort));
  });
  logger.info({ address, port, services: opts.services.map((s) => s.name) }, "gRPC server listening");
  let stopping;
  const setServing = (serving) => {
    if (stopping && serving) return;
    for (const n of names) health.setStatus(n, serving ? "SERVING" : "NOT_SERVING");
  };
  const stop = async () => {
    setServing(false);
    logger.info({ drain_delay_ms: drainDelayMs }, "gRPC server NOT_SERVING, draining");
    if (drainDelayMs > 0) await new Promise((r) => setTimeout(r, drainDelayMs));
    await new Promise((resolve2) => {
      const timer = setTimeout(() => {
        logger.warn({ shutdown_grace_ms: shutdownGraceMs }, "gRPC calls still running after the grace period, forcing shutdown");
        server.forceShutdown();
        resolve2();
      }, shutdownGraceMs);
      server.tryShutdown((err) => {
        clearTimeout(timer);
        if (err) logger.warn({ err }, "gRPC tryShutdown reported an error");
        resolve2();
      });
    });
    logger.info({}, "gRPC server stopped");
  };
  return {
    port,
    server,
    setServing,
    shutdown: () => {
      stopping ??= stop();
      return stopping;
    }
  };
}

// libs/platform/logger/src/index.ts
var import_node_async_hooks = require("node:async_hooks");
var import_api4 = require("@opentelemetry/api");
var import_pino = __toESM(require("pino"));
var contextStore = new import_node_async_hooks.AsyncLocalStorage();
var REDACT_PATHS = [
  "api_key",
  "*.api_key",
  "apiKey",
  "*.apiKey",
  "access_token",
  "*.access_token",
  "*.*.access_token",
  "accessToken",
  "*.accessToken",
  "secret",
  "*.secret",
  "*.*.secret",
  "signing_secret",
  "*.signing_secret",
  "webhook_verify_token",
  "*.webhook_verify_token",
  "*.*.webhook_verify_token",
  "verify_token",
  "*.verify_token",
  "password",
  "*.password",
  "token",
  "*.token",
  "headers.authorization",
  'headers["x-api-key"]',
  "req.headers.authorization",
  'req.headers["x-api-key"]',
  "*.headers.authorization",
  '*.headers["x-api-key"]',
  "authorization",
  "*.authorization"
];
function createLogger(opts) {
  return (0, import_pino.default)(
    {
      name: opts.name,
      level: opts.level ?? "info",
      base: { service: opts.name },
      timestamp: import_pino.default.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: "[REDACTED]" },
      formatters: { level: (label) => ({ level: label }) },
      mixin() {
        const out = {};
        const ctx = contextStore.getStore();
        if (ctx?.request_id) out.request_id = ctx.request_id;
        if (ctx?.project_id) out.project_id = ctx.project_id;
        const span = import_api4.trace.getActiveSpan();
        if (span) {
          const sc = span.spanContext();
          out.trace_id = sc.traceId;
          out.span_id = sc.spanId;
        }
        return out;
      }
    },
    opts.destination
  );
}

// libs/platform/service/src/index.ts
async function startService(opts) {
  const { config } = opts;
  const logger = opts.logger ?? createLogger({ name: opts.name, level: config.LOG_LEVEL });
  const clock = opts.clock ?? systemClock;
  const stack = new ShutdownStack({ logger });
  try {
    const db = await createDb({
      url: config.DATABASE_URL,
      schema: config.DB_SCHEMA ?? opts.name.replace(/-/g, "_"),
      migrations: opts.migrations,
      dataDir: `${config.DATA_DIR}/pglite`
    });
    stack.push("db", () => db.close());
    if (config.MIGRATE_ONLY) {
      logger.info(`${opts.name}: migrations applied (MIGRATE_ONLY), exiting`);
      await stack.run();
      process.exit(0);
    }
    const bus = await createBus({ url: config.NATS_URL, namespace: config.BUS_NAMESPACE || void 0, name: opts.name, streamReplicas: config.NATS_STREAM_REPLICAS });
    stack.push("bus", () => bus.close());
    for (const s of opts.streams ?? []) await bus.ensureStream(s);
    if (opts.relayOutbox ?? (opts.streams?.length ?? 0) > 0) {
      const relay = startOutboxRelay({ db, bus, logger });
      stack.push("outbox-relay", () => relay.stop());
    }
    const background = [];
    const services = await opts.wire({ db, bus, logger, clock, onShutdown: (name, fn) => void background.push({ name, fn }) });
    for (const b of background) stack.push(b.name, b.fn);
    const server = await startGrpcServer({
      host: config.GRPC_HOST,
      port: config.GRPC_PORT,
      services,
      packageDefinitions: opts.packageDefinitions,
      logger,
      shutdownGraceMs: config.SHUTDOWN_GRACE_MS,
      drainDelayMs: config.SHUTDOWN_DRAIN_MS
    });
    stack.push("grpc-server", () => server.shutdown());
    logger.info({ port: server.port, db: db.kind, bus: config.NATS_URL ? "nats" : "in-process" }, `${opts.name} serving`);
    return { port: server.port, db, bus, logger, stop: () => stack.run() };
  } catch (err) {
    logger.error({ err }, `${opts.name} failed to start`);
    await stack.run();
    throw err;
  }
}
function serviceMain(name, loadConfig2, run2, telemetry2) {
  let config;
  try {
    config = loadConfig2();
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}
`);
    process.exit(1);
  }
  const logger = createLogger({ name, level: config.LOG_LEVEL });
  const stack = new ShutdownStack({ logger });
  stack.push("telemetry", () => telemetry2.shutdown());
  run2(config, { logger }).then((svc) => {
    stack.push(name, () => svc.stop());
    installSignalHandlers(stack, logger);
  }).catch(() => process.exit(1));
}

// libs/contracts/src/index.ts
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");
var grpc6 = __toESM(require("@grpc/grpc-js"));
var protoLoader3 = __toESM(require("@grpc/proto-loader"));
var protobuf = __toESM(require("protobufjs"));
var PROTO_LOADER_OPTIONS2 = { keepCase: true, longs: String, enums: String, defaults: true, oneofs: true };
var protoRoot;
function getProtoRoot() {
  if (protoRoot) return protoRoot;
  const candidates = [(0, import_node_path2.resolve)(__dirname, "../../../protos"), (0, import_node_path2.resolve)(process.cwd(), "protos"), (0, import_node_path2.resolve)(__dirname, "protos")];
  const found = candidates.find((c) => (0, import_node_fs2.existsSync)((0, import_node_path2.join)(c, "svc/common/v1/common.proto")));
  if (!found) throw new Error(`proto files not found in ${candidates.join(", ")}`);
  protoRoot = found;
  return found;
}
var SERVICE_PROTOS = {
  funding: "svc/funding/v1/funding.proto",
  messagingProxy: "svc/messaging_proxy/v1/messaging_proxy.proto",
  webhooks: "svc/webhooks/v1/webhooks.proto",
  contacts: "svc/contacts/v1/contacts.proto",
  flows: "svc/flows/v1/flows.proto",
  broadcasts: "svc/broadcasts/v1/broadcasts.proto",
  workflowsAgent: "svc/workflows_agent/v1/workflows_agent.proto"
};
var cached;
function loadContracts() {
  if (cached) return cached;
  const root = getProtoRoot();
  const defs = {};
  const objs = {};
  for (const [name, file] of Object.entries(SERVICE_PROTOS)) {
    defs[name] = protoLoader3.loadSync(file, { ...PROTO_LOADER_OPTIONS2, includeDirs: [root] });
    objs[name] = grpc6.loadPackageDefinition(defs[name]);
  }
  const pick = (o, path2) => path2.reduce((acc, k) => acc[k], o);
  const contracts = {
    funding: pick(objs.funding, ["svc", "funding", "v1"]),
    messagingProxy: pick(objs.messagingProxy, ["svc", "messaging_proxy", "v1"]),
    webhooks: pick(objs.webhooks, ["svc", "webhooks", "v1"]),
    contacts: pick(objs.contacts, ["svc", "contacts", "v1"]),
    flows: pick(objs.flows, ["svc", "flows", "v1"]),
    broadcasts: pick(objs.broadcasts, ["svc", "broadcasts", "v1"]),
    workflowsAgent: pick(objs.workflowsAgent, ["svc", "workflows_agent", "v1"])
  };
  cached = { contracts, packageDefinitions: defs };
  return cached;
}

// apps/flows/src/infra/db/flows.repository.ts
var iso = (v) => v ? new Date(v).toISOString() : void 0;
function toFlow(r) {
  return {
    id: r.id,
    upstream_flow_id: r.upstream_flow_id,
    name: r.name,
    status: r.status,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    published_at: iso(r.published_at),
    last_synced_at: iso(r.last_synced_at),
    json_version: r.json_version,
    data_api_version: r.data_api_version,
    business_account_id: r.business_account_id,
    preview_url: r.preview_url ?? void 0,
    data_endpoint_function_id: r.data_endpoint_function_id ?? void 0,
    phone_number_id: r.phone_number_id ?? void 0,
    data_endpoint_url: r.data_endpoint_url ?? void 0,
    has_data_endpoint: Boolean(r.data_endpoint_function_id),
    flows_encryption_configured: Boolean(r.flows_encryption_configured)
  };
}
var FlowsRepository = class {
  constructor(db) {
    this.db = db;
  }
  db;
  /** One flow of the project, or undefined. */
  async get(projectId, id) {
    const [r] = await this.db.query(GET_SQL, [projectId, id], { name: "flows.get.v1" });
    return r ? toFlow(r) : void 0;
  }
  /** A page of the project's flows, most recent first, and the total count. */
  async list(projectId, f, page, perPage) {
    const { where, values, key } = filterSql(projectId, f);
    const n = values.length;
    const rows = await this.db.query(
      `select *, count(*) over () as total_count from flows where ${where} order by created_at desc, id desc limit $${n + 1} offset $${n + 2}`,
      [...values, perPage, (page - 1) * perPage],
      { name: `flows.list.v2.${key}` }
    );
    if (rows.length > 0) return { items: rows.map(toFlow), total: Number(rows[0].total_count) };
    if (page === 1) return { items: [], total: 0 };
    const [{ count }] = await this.db.query(`select count(*) as count from flows where ${where}`, values, { name: `flows.count.v2.${key}` });
    return { items: [], total: Number(count) };
  }
};
var GET_SQL = "select * from flows where project_id = $1 and id = $2";
function filterSql(projectId, f) {
  const clauses = ["project_id = $1"];
  const values = [projectId];
  let key = "";
  const add = (value, clause, letter) => {
    if (!value) return;
    values.push(value);
    clauses.push(clause(`$${values.length}`));
    key += letter;
  };
  add(f.status, (p) => `status = ${p}`, "s");
  add(f.businessAccountId, (p) => `business_account_id = ${p}`, "b");
  add(f.phoneNumberId, (p) => `phone_number_id = ${p}`, "p");
  add(f.name, (p) => `strpos(lower(name), lower(${p})) > 0`, "n");
  return { where: clauses.join(" and "), values, key: key || "all" };
}

// apps/flows/src/migrations/index.ts
var migrations = [
  {
    name: "0001_flows",
    async up(knex) {
      await knex.schema.createTable("flows", (t) => {
        t.uuid("id").primary();
        t.uuid("project_id").notNullable();
        t.text("upstream_flow_id").notNullable();
        t.text("name").notNullable();
        t.text("status").notNullable();
        t.text("json_version").notNullable();
        t.text("data_api_version").notNullable();
        t.text("business_account_id").notNullable();
        t.text("phone_number_id");
        t.text("preview_url");
        t.uuid("data_endpoint_function_id");
        t.text("data_endpoint_url");
        t.boolean("flows_encryption_configured").notNullable().defaultTo(false);
        t.timestamp("published_at", { useTz: true, precision: 3 });
        t.timestamp("last_synced_at", { useTz: true, precision: 3 });
        t.timestamp("created_at", { useTz: true, precision: 3 }).notNullable();
        t.timestamp("updated_at", { useTz: true, precision: 3 }).notNullable();
        t.index(["project_id", "created_at"]);
      });
    }
  },
  ...outboxMigrations()
];

// apps/flows/src/rpc/get-flow.rpc.ts
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function getFlowRpc(repo) {
  return async (req) => {
    if (!req.project_id) throw invalidArgument("PROJECT_REQUIRED", "project_id is required");
    if (!UUID.test(req.project_id)) throw invalidArgument("INVALID_PROJECT_ID", "project_id must be a UUID");
    if (!UUID.test(req.flow_id)) throw invalidArgument("INVALID_FLOW_ID", "flow_id must be a UUID");
    const flow = await repo.get(req.project_id, req.flow_id);
    if (!flow) throw notFound("FLOW_NOT_FOUND", "Flow not found");
    return { flow };
  };
}

// apps/flows/src/rpc/list-flows.rpc.ts
function listFlowsRpc(repo) {
  return async (req) => {
    if (!req.project_id) throw invalidArgument("PROJECT_REQUIRED", "project_id is required");
    if (!UUID.test(req.project_id)) throw invalidArgument("INVALID_PROJECT_ID", "project_id must be a UUID");
    if (req.status && req.status !== "draft" && req.status !== "published") throw invalidArgument("INVALID_STATUS", "status must be draft or published");
    const page = req.page?.page || 1;
    const perPage = req.page?.per_page || 20;
    const { items, total } = await repo.list(req.project_id, { status: req.status, businessAccountId: req.business_account_id, phoneNumberId: req.phone_number_id, name: req.name }, page, perPage);
    return { flows: items, meta: { page, per_page: perPage, total_count: total, total_pages: Math.ceil(total / perPage) } };
  };
}

// apps/flows/src/server.ts
function run(config, opts = {}) {
  const { contracts, packageDefinitions } = loadContracts();
  return startService({
    name: "flows",
    config,
    migrations,
    streams: [{ name: "FLOWS", subjects: ["flows.>"] }],
    packageDefinitions: [packageDefinitions.flows],
    logger: opts.logger,
    clock: opts.clock,
    wire({ db, logger }) {
      const repo = new FlowsRepository(db);
      const implementation = {
        GetFlow: unaryHandler(getFlowRpc(repo), { logger }),
        ListFlows: unaryHandler(listFlowsRpc(repo), { logger })
      };
      return [{ name: "svc.flows.v1.FlowsService", definition: contracts.flows.FlowsService.service, implementation }];
    }
  });
}

// apps/flows/src/main.ts
serviceMain("flows", () => loadFlowsConfig(), run, telemetry);
//# sourceMappingURL=main.js.map
