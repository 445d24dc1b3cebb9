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
function httpServerSpans(opts = {}) {
  const ignore = opts.ignore ?? ((p) => p === "/healthz" || p === "/readyz");
  return (req, res, next) => {
    const path2 = (req.url ?? "/").split("?")[0];
    if (ignore(path2)) return next();
    const parent = import_api.propagation.extract(import_api.context.active(), req.headers);
    const span = httpTracer.startSpan(`${req.method} ${path2}`, { kind: import_api.SpanKind.SERVER, attributes: { "http.request.method": req.method ?? "GET", "url.path": path2 } }, parent);
    res.once("finish", () => {
      const route = opts.routeOf?.(req);
      if (route) span.updateName(`${req.method} ${route}`).setAttribute("http.route", route);
      span.setAttribute("http.response.status_code", res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: import_api.SpanStatusCode.ERROR });
      span.end();
    });
    import_api.context.with(import_api.trace.setSpan(parent, span), next);
  };
}

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

// apps/gateway/src/config.ts
var configSchema = import_zod.z.object({
  /** pino level. */
  LOG_LEVEL: import_zod.z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Interface the HTTP server binds. */
  HTTP_HOST: import_zod.z.string().default("0.0.0.0"),
  /** HTTP listen port ({base_url}, {proxy_url} and discovery). */
  HTTP_PORT: portFromEnv.default(8080),
  /** Public origin clients use, e.g. https://api.example.com; discovery and OpenAPI print it. Defaults to the request's own origin. */
  PUBLIC_URL: import_zod.z.string().url().optional(),
  /** Public origin of the dashboard application API ({app_url}). */
  APP_URL: import_zod.z.string().url().optional(),
  /** Postgres URL of the gateway schema (projects, api_keys, api_logs); unset = embedded PGlite. */
  DATABASE_URL: import_zod.z.string().url().optional(),
  /** Postgres schema of the gateway's tables (tests use a unique one per run). */
  DB_SCHEMA: import_zod.z.string().regex(/^[a-z_][a-z0-9_]*$/).default("gateway"),
  /** Data directory of embedded engines. */
  DATA_DIR: import_zod.z.string().default(".data"),
  /** Redis URL for rate limits shared by all replicas; unset = in-process store (single replica only). */
  REDIS_URL: import_zod.z.string().optional(),
  /** Key prefix in Redis; isolates environments (and parallel tests) sharing one Redis. */
  REDIS_PREFIX: import_zod.z.string().default("gw"),
  /**
   * Behaviour while Redis is unreachable: `open` admits requests under a per-replica in-memory
   * limiter (degraded accuracy, no outage), `closed` answers 503. See docs/decisions/0003.
   */
  RATE_LIMIT_REDIS_DOWN: import_zod.z.enum(["open", "closed"]).default("open"),
  /**
   * Bound on one Redis round trip of the limiter. A hung Redis past it is treated as down (see
   * RATE_LIMIT_REDIS_DOWN); a disconnected one fails at once (no offline queue).
   */
  REDIS_COMMAND_TIMEOUT_MS: import_zod.z.coerce.number().int().min(10).max(1e4).default(1e3),
  /**
   * Express `trust proxy` setting used for `ip_address` in request logs: `false` (use the socket
   * address), a hop count, or a comma-separated list of trusted proxy addresses/CIDRs.
   */
  TRUST_PROXY: import_zod.z.string().default("false"),
  /** Largest accepted JSON body. */
  BODY_LIMIT: import_zod.z.string().default("1mb"),
  /**
   * Oldest a cached key lookup may be and still be trusted, per replica (≤ 5 s): the bound on how long
   * a revoked key or an old plan keeps working if background revalidation stalls.
   */
  API_KEY_CACHE_TTL_MS: import_zod.z.coerce.number().int().min(0).max(5e3).default(4e3),
  /** How often each replica re-reads the keys in use, in one batched query (0 = off). Revocations usually land within this. */
  API_KEY_REVALIDATE_MS: import_zod.z.coerce.number().int().min(0).max(5e3).default(1e3),
  /** Request log batching: flush interval and batch size. */
  API_LOG_FLUSH_MS: import_zod.z.coerce.number().int().min(10).default(250),
  API_LOG_BATCH_SIZE: import_zod.z.coerce.number().int().min(1).max(5e3).default(500),
  /** Turn request logging off (benchmarks only). */
  API_LOG_ENABLED: booleanFromEnv.default("true"),
  /** gRPC addresses (host:port) of the services the route table calls. */
  FUNDING_GRPC_ADDRESS: import_zod.z.string().default("127.0.0.1:50051"),
  MESSAGING_PROXY_GRPC_ADDRESS: import_zod.z.string().default("127.0.0.1:50052"),
  FLOWS_GRPC_ADDRESS: import_zod.z.string().default("127.0.0.1:50053"),
  BROADCASTS_GRPC_ADDRESS: import_zod.z.string().default("127.0.0.1:50054"),
  CONTACTS_GRPC_ADDRESS: import_zod.z.string().default("127.0.0.1:50055"),
  WORKFLOWS_AGENT_GRPC_ADDRESS: import_zod.z.string().default("127.0.0.1:50056"),
  WEBHOOKS_GRPC_ADDRESS: import_zod.z.string().default("127.0.0.1:50057"),
  /** HTTP origin of messaging-proxy's pass-through listener, target of {proxy_url}. */
  MESSAGING_PROXY_HTTP_URL: import_zod.z.string().url().default("http://127.0.0.1:8081"),
  /** Apply the gateway's migrations, then exit 0 without serving (the Kubernetes migration Job). */
  MIGRATE_ONLY: booleanFromEnv.default("false"),
  /** Bound of a graceful shutdown. */
  SHUTDOWN_GRACE_MS: import_zod.z.coerce.number().int().min(0).default(1e4),
  /** OpenTelemetry master switch (standard variable). */
  OTEL_SDK_DISABLED: booleanFromEnv.default("false"),
  /** Which auto-instrumentations load: selective (http, grpc, pg, undici; measured in bench/), all, none. */
  OTEL_INSTRUMENTATIONS: import_zod.z.enum(["selective", "all", "none"]).default("selective"),
  /** Standard OTel sampler name; unset = parentbased_traceidratio (our default, see @platform/telemetry). */
  OTEL_TRACES_SAMPLER: import_zod.z.string().optional(),
  /** Standard OTel sampler argument; with the default sampler, the share of new traces recorded (0.1 = 10 %). */
  OTEL_TRACES_SAMPLER_ARG: import_zod.z.coerce.number().min(0).max(1).optional()
});
function loadGatewayConfig(env = process.env) {
  return loadConfig(configSchema, env);
}

// apps/gateway/src/instrument.ts
var telemetry = instrumentService("gateway", () => loadGatewayConfig());

// libs/platform/logger/src/index.ts
var import_node_async_hooks = require("node:async_hooks");
var import_api2 = require("@opentelemetry/api");
var import_pino = __toESM(require("pino"));
var contextStore = new import_node_async_hooks.AsyncLocalStorage();
function runWithLogContext(ctx, fn) {
  return contextStore.run({ ...contextStore.getStore(), ...ctx }, fn);
}
function setLogContext(ctx) {
  const store2 = contextStore.getStore();
  if (store2) Object.assign(store2, ctx);
}
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
        const span = import_api2.trace.getActiveSpan();
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
  const shared2 = { key, pglite, gate: new Mutex(), searchPath: null, refs: 1 };
  instances.set(key, shared2);
  return shared2;
}
function createPgliteKnex(opts) {
  const shared2 = openShared(opts.dataDir);
  const schema = opts.schema;
  const Base = import_knex_pglite.default;
  class SharedPgliteClient extends Base {
    // On the prototype (not an instance field): knex builds transaction clients from the prototype.
    get [PGLITE_CLIENT_MARK]() {
      return true;
    }
    async acquireConnection() {
      const release = await shared2.gate.acquire();
      try {
        const conn = await super.acquireConnection();
        if (shared2.searchPath !== schema) {
          await conn.query(`SET search_path TO "${schema}"`);
          shared2.searchPath = schema;
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
    connection: () => ({ pglite: shared2.pglite }),
    useNullAsDefault: false
  });
  let released = false;
  return {
    knex,
    async release() {
      if (released) return;
      released = true;
      await knex.destroy();
      shared2.refs -= 1;
      if (shared2.refs === 0) {
        instances.delete(shared2.key);
        await shared2.pglite.close();
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
function retryDelayMs(attempt2) {
  const cap = Math.min(500, 10 * 2 ** (attempt2 - 1));
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
  for (let attempt2 = 1; ; attempt2++) {
    try {
      return await knex.transaction(fn, opts.isolationLevel ? { isolationLevel: opts.isolationLevel } : void 0);
    } catch (err) {
      if (attempt2 >= maxAttempts || !isRetryableTransactionError(err)) throw err;
      await new Promise((resolve2) => setTimeout(resolve2, retryDelayMs(attempt2)));
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

// apps/gateway/src/http/app.ts
var import_express = __toESM(require("express"));
var import_http_proxy_middleware = require("http-proxy-middleware");
var import_api3 = require("@opentelemetry/api");

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
var UNKNOWN_REASON = "UNKNOWN";
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
function isServiceErrorLike(err) {
  return typeof err === "object" && err !== null && typeof err.code === "number" && (err.metadata === void 0 || err.metadata instanceof import_grpc_js2.Metadata);
}
function parseFields(metadata) {
  const raw = metadata?.get(FIELDS_METADATA_KEY)[0];
  if (raw === void 0) return {};
  try {
    const parsed = JSON.parse(Buffer.isBuffer(raw) ? raw.toString("utf8") : raw);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    const fields = {};
    for (const [k, v] of Object.entries(parsed)) {
      if (v === null || typeof v === "string" || typeof v === "number" || typeof v === "boolean") fields[k] = v;
    }
    return fields;
  } catch {
    return {};
  }
}
function fromServiceError(err) {
  if (err instanceof DomainError) return err;
  if (!isServiceErrorLike(err) || err.code === import_grpc_js2.status.OK) {
    return new DomainError({ reason: UNKNOWN_REASON, code: import_grpc_js2.status.INTERNAL, message: INTERNAL_MESSAGE, cause: err });
  }
  const reasonValue = err.metadata?.get(REASON_METADATA_KEY)[0];
  const reason = typeof reasonValue === "string" && reasonValue.length > 0 ? reasonValue : UNKNOWN_REASON;
  return new DomainError({
    reason,
    code: err.code,
    message: err.details ?? "",
    fields: reason === UNKNOWN_REASON ? {} : parseFields(err.metadata),
    cause: err
  });
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
function httpStatusFor(code, reason) {
  if (reason !== void 0 && Object.hasOwn(HTTP_STATUS_BY_REASON, reason)) return HTTP_STATUS_BY_REASON[reason];
  return HTTP_STATUS_BY_GRPC_CODE[code] ?? 500;
}
function httpStatusOf(e) {
  return httpStatusFor(e.code, e.reason);
}
var GENERIC_MESSAGES = {
  400: "Bad request",
  401: "Unauthenticated",
  403: "Permission denied",
  404: "Not found",
  409: "Conflict",
  429: "Too many requests",
  499: "Request cancelled",
  501: "Not implemented",
  502: "Upstream error",
  503: "Service unavailable",
  504: "Deadline exceeded"
};
function httpErrorBody(e) {
  if (e.reason === UNKNOWN_REASON) {
    return { error: GENERIC_MESSAGES[httpStatusOf(e)] ?? "Internal error" };
  }
  const body = { error: e.publicMessage };
  for (const [k, v] of Object.entries(e.publicFields)) {
    if (k !== "error") body[k] = v;
  }
  return body;
}

// apps/gateway/src/projects/plans.ts
var REQUESTS_PER_MINUTE = {
  free: 100,
  legacy: 100,
  pro: 1e3,
  platform: 2e3,
  enterprise: 4e3
};

// apps/gateway/src/routes/openapi.ts
var import_zod_to_json_schema = require("zod-to-json-schema");
var toSchema = (s, io = "any") => {
  const { $schema: _drop, ...rest } = (0, import_zod_to_json_schema.zodToJsonSchema)(s, { target: "openApi3", $refStrategy: "none", effectStrategy: io });
  return rest;
};
function openApiPath(expressPath) {
  return expressPath.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}
var ERROR_SCHEMA = { type: "object", required: ["error"], properties: { error: { type: "string" } }, additionalProperties: true };
var STATUS_TEXT = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No content",
  400: "Invalid input",
  401: "Missing or invalid API key",
  402: "Billing refusal",
  404: "Not found",
  409: "Conflict",
  413: "Body too large",
  422: "Validation failed",
  429: "Rate limit exceeded",
  502: "Upstream failure",
  503: "Retry the request"
};
function buildOpenApi(routes, meta) {
  const paths = {};
  for (const r of routes) {
    const parameters = [];
    const add = (schema, where) => {
      if (!schema) return;
      const js = toSchema(schema, "input");
      for (const [name, s] of Object.entries(js.properties ?? {})) {
        parameters.push({ name, in: where, required: where === "path" || (js.required ?? []).includes(name), schema: s });
      }
    };
    add(r.params, "path");
    add(r.query, "query");
    add(r.headers, "header");
    const responses = {};
    for (const s of r.successStatuses) {
      responses[String(s)] = s === 204 ? { description: STATUS_TEXT[s] } : { description: STATUS_TEXT[s] ?? "Success", content: { "application/json": { schema: toSchema(r.response) } } };
    }
    for (const s of [.../* @__PURE__ */ new Set([...r.errorStatuses, 401, 429])].sort()) {
      responses[String(s)] = { description: STATUS_TEXT[s] ?? "Error", content: { "application/json": { schema: ERROR_SCHEMA } } };
    }
    const op = { operationId: r.operationId, summary: r.summary, tags: [r.tag], parameters, responses, "x-grpc-method": r.target };
    if (r.body) op.requestBody = { required: !r.body.isOptional(), content: { "application/json": { schema: toSchema(r.body, "input") } } };
    (paths[openApiPath(r.path)] ??= {})[r.method] = op;
  }
  return {
    openapi: "3.1.0",
    info: { title: "Messaging Platform API", version: meta.version, description: "Project-scoped business messaging API. Every operation requires the X-API-Key header." },
    components: { securitySchemes: { ApiKey: { type: "apiKey", in: "header", name: "X-API-Key" } } },
    security: [{ ApiKey: [] }],
    paths
  };
}

// apps/gateway/src/routes/route.ts
var DEFAULT_DEADLINE_MS = 5e3;
function grpcRoute(def) {
  const deadlineMs = def.deadlineMs ?? DEFAULT_DEADLINE_MS;
  return {
    method: def.method,
    path: def.path,
    operationId: def.operationId,
    summary: def.summary,
    tag: def.tag,
    params: def.params,
    query: def.query,
    body: def.body,
    headers: def.headers,
    response: def.response,
    successStatuses: def.successStatuses ?? [def.method === "post" ? 201 : 200],
    errorStatuses: def.errorStatuses ?? [400, 404],
    deadlineMs,
    limits: def.limits,
    target: `${def.service}.${def.rpc}`,
    async handle(input, ctx) {
      const typed = input;
      const res = await ctx.clients.call(def.service, def.rpc, def.request(typed, ctx), { deadlineMs, requestId: ctx.requestId });
      return def.reply(res, typed);
    }
  };
}
function localRoute(def) {
  return {
    ...def,
    successStatuses: def.successStatuses ?? [200],
    errorStatuses: def.errorStatuses ?? [400],
    deadlineMs: DEFAULT_DEADLINE_MS,
    target: "gateway",
    handle: (input, ctx) => def.handle(input, ctx)
  };
}
var shapers = /* @__PURE__ */ new WeakMap();
function shape(schema, value) {
  return shaperOf(schema)(value);
}
function shaperOf(schema) {
  let fn = shapers.get(schema);
  if (!fn) {
    fn = compileShaper(schema);
    shapers.set(schema, fn);
  }
  return fn;
}
function compileShaper(schema) {
  const def = schema._def;
  switch (def.typeName) {
    case "ZodNullable": {
      const inner = shaperOf(def.innerType);
      return (value) => value === void 0 || value === null ? null : inner(value);
    }
    case "ZodOptional":
    case "ZodDefault": {
      const inner = shaperOf(def.innerType);
      return (value) => value === void 0 ? void 0 : inner(value);
    }
    case "ZodEffects":
      return shaperOf(def.schema);
    case "ZodLazy":
      return (value) => shaperOf(def.getter())(value);
    case "ZodObject": {
      const fields = Object.entries(schema.shape).map(([k, s]) => [k, shaperOf(s)]);
      return (value) => {
        if (value === null || value === void 0 || typeof value !== "object") return value ?? null;
        const out = {};
        const obj = value;
        for (const [k, f] of fields) {
          const v = f(obj[k]);
          if (v !== void 0) out[k] = v;
        }
        return out;
      };
    }
    case "ZodArray": {
      const item = shaperOf(def.type);
      return (value) => Array.isArray(value) ? value.map((v) => item(v)) : [];
    }
    case "ZodNumber":
      return (value) => typeof value === "string" && value !== "" ? Number(value) : value;
    default:
      return (value) => value;
  }
}

// apps/gateway/src/http/middleware/request-context.ts
var import_node_crypto = require("node:crypto");
var import_uuid = require("uuid");
function state(res) {
  return res.locals;
}
var REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
function requestContext(clock) {
  return (req, res, next) => {
    const incoming = req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : (0, import_node_crypto.randomUUID)();
    const s = state(res);
    s.requestId = requestId;
    s.startedAt = performance.now();
    s.startedAtDate = clock.now();
    s.logId = (0, import_uuid.v7)();
    res.setHeader("X-Request-Id", requestId);
    runWithLogContext({ request_id: requestId }, next);
  };
}

// apps/gateway/src/http/errors.ts
function sendError(res, status6, message, fields = {}) {
  state(res).errorMessage = message;
  if (!res.headersSent) res.status(status6).json({ error: message, ...fields });
}
function sendDomainError(res, err) {
  const status6 = httpStatusOf(err);
  const body = httpErrorBody(err);
  const { error, ...fields } = body;
  sendError(res, status6, error, fields);
}

// libs/platform/kv/src/memory-kv.ts
var import_lru_cache = require("lru-cache");
var MEMORY_KV_MAX_ENTRIES = 1e5;
var shared = null;
function store() {
  shared ??= new import_lru_cache.LRUCache({ max: MEMORY_KV_MAX_ENTRIES });
  return shared;
}
function createMemoryKv(opts) {
  const prefix = opts.prefix;
  const k = (key) => `${prefix}:${key}`;
  return {
    kind: "memory",
    prefix,
    async get(key) {
      return store().get(k(key)) ?? null;
    },
    async set(key, value, ttlMs) {
      store().set(k(key), value, ttlMs ? { ttl: ttlMs } : void 0);
    },
    async setIfAbsent(key, value, ttlMs) {
      const cache = store();
      if (cache.has(k(key))) return false;
      cache.set(k(key), value, { ttl: ttlMs });
      return true;
    },
    async del(key) {
      store().delete(k(key));
    },
    async deleteIfEquals(key, value) {
      const cache = store();
      if (cache.get(k(key)) !== value) return false;
      cache.delete(k(key));
      return true;
    },
    async close() {
    }
  };
}

// libs/platform/kv/src/redis-kv.ts
var import_redis = require("redis");
function buildClient(url, connectTimeout, commandTimeout) {
  return (0, import_redis.createClient)({
    url,
    socket: { connectTimeout, reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2e3) },
    disableOfflineQueue: true,
    commandsQueueMaxLength: 1e4,
    commandOptions: { timeout: commandTimeout }
  });
}
var DELETE_IF_EQUALS = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
async function createRedisClient(url, timeouts = {}, logger) {
  const connectTimeout = timeouts.connectTimeoutMs ?? 1e3;
  const client = buildClient(url, connectTimeout, timeouts.commandTimeoutMs ?? 1e3);
  let lastLog = 0;
  client.on("error", (err) => {
    if (Date.now() - lastLog > 1e4) {
      lastLog = Date.now();
      logger?.warn({ err }, "redis unavailable; retrying in the background");
    }
  });
  const connected = client.connect().then(
    () => true,
    () => false
  );
  await Promise.race([connected, new Promise((r) => setTimeout(r, connectTimeout).unref())]);
  return client;
}
function redisKeyValueStore(client, prefix, ownsClient = true) {
  const k = (key) => `${prefix}:${key}`;
  return {
    kind: "redis",
    prefix,
    client,
    async get(key) {
      return client.get(k(key));
    },
    async set(key, value, ttlMs) {
      if (ttlMs) await client.set(k(key), value, { expiration: { type: "PX", value: Math.ceil(ttlMs) } });
      else await client.set(k(key), value);
    },
    async setIfAbsent(key, value, ttlMs) {
      const res = await client.set(k(key), value, { condition: "NX", expiration: { type: "PX", value: Math.ceil(ttlMs) } });
      return res === "OK";
    },
    async del(key) {
      await client.del(k(key));
    },
    async deleteIfEquals(key, value) {
      const res = await client.eval(DELETE_IF_EQUALS, { keys: [k(key)], arguments: [value] });
      return res === 1;
    },
    async close() {
      if (!ownsClient) return;
      if (client.isReady) await client.close();
      else client.destroy();
    }
  };
}

// libs/platform/kv/src/create-kv.ts
async function createKv(opts) {
  if (!/^[A-Za-z0-9_.:-]+$/.test(opts.prefix)) throw new Error(`invalid kv prefix: ${opts.prefix}`);
  if (!opts.url) return createMemoryKv({ prefix: opts.prefix });
  const client = await createRedisClient(opts.url, opts.timeouts, opts.logger);
  return redisKeyValueStore(client, opts.prefix);
}

// libs/platform/kv/src/rate-limiter.ts
var import_rate_limiter_flexible = require("rate-limiter-flexible");
function isKvStore(s) {
  return typeof s.kind === "string" && typeof s.setIfAbsent === "function";
}
function createRateLimiter(opts) {
  const { points, durationSec: duration } = opts;
  let limiter;
  if (isKvStore(opts.store) && opts.store.kind === "memory") {
    limiter = new import_rate_limiter_flexible.RateLimiterMemory({ points, duration, keyPrefix: `${opts.store.prefix}:${opts.keyPrefix}` });
  } else {
    const client = isKvStore(opts.store) ? opts.store.client : opts.store;
    const keyPrefix = isKvStore(opts.store) ? `${opts.store.prefix}:${opts.keyPrefix}` : opts.keyPrefix;
    limiter = new import_rate_limiter_flexible.RateLimiterRedis({
      storeClient: client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      // answer from insurance (or fail) at once instead of waiting
      points,
      duration,
      keyPrefix,
      insuranceLimiter: opts.insurance === "memory" ? new import_rate_limiter_flexible.RateLimiterMemory({ points, duration, keyPrefix }) : void 0
    });
  }
  return {
    async consume(key, cost = 1) {
      try {
        const res = await limiter.consume(key, cost);
        return { allowed: true, limit: points, remaining: res.remainingPoints, msBeforeNext: res.msBeforeNext };
      } catch (err) {
        if (err instanceof import_rate_limiter_flexible.RateLimiterRes) {
          return { allowed: false, limit: points, remaining: 0, msBeforeNext: err.msBeforeNext };
        }
        throw err;
      }
    }
  };
}

// apps/gateway/src/http/limiter.ts
var LimiterUnavailableError = class extends Error {
};
var KvGatewayLimiter = class _KvGatewayLimiter {
  constructor(store2, onRedisDown) {
    this.store = store2;
    this.onRedisDown = onRedisDown;
  }
  store;
  onRedisDown;
  limiters = /* @__PURE__ */ new Map();
  /** Connects to Redis (`redisUrl`) or uses memory; never blocks startup longer than the connect timeout. */
  static async create(opts) {
    const store2 = await createKv({ url: opts.redisUrl, prefix: opts.prefix, timeouts: { connectTimeoutMs: 1e3, commandTimeoutMs: opts.commandTimeoutMs ?? 1e3 } });
    return new _KvGatewayLimiter(store2, opts.onRedisDown);
  }
  async consume(name, key, points, durationSec) {
    const id = `${name}:${points}:${durationSec}`;
    let l = this.limiters.get(id);
    if (!l) {
      l = createRateLimiter({ store: this.store, keyPrefix: `rl:${name}:${durationSec}`, points, durationSec, insurance: this.onRedisDown === "open" ? "memory" : "none" });
      this.limiters.set(id, l);
    }
    try {
      return await l.consume(key);
    } catch (err) {
      throw new LimiterUnavailableError(`rate limit store unavailable: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  async close() {
    await this.store.close();
  }
};

// apps/gateway/src/http/app.ts
var BASE_PATH = "/platform/v1";
var PROXY_PATH = "/upstream/messaging/v24.0";
var UNAUTHENTICATED_PER_MINUTE = 100;
var API_VERSION = "0.2.0";
function parseTrustProxy(v) {
  if (v === "true") return true;
  if (v === "false" || v === "") return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(",").map((s) => s.trim()).filter(Boolean);
}
function setLimitHeaders(res, d) {
  res.setHeader("X-RateLimit-Limit", String(d.limit));
  res.setHeader("X-RateLimit-Remaining", String(Math.max(0, d.remaining)));
}
function retryAfterSeconds(d) {
  return String(Math.max(1, Math.ceil(d.msBeforeNext / 1e3)));
}
function zodMessage(where, err) {
  const first = err.issues[0];
  const field = first.path.length ? first.path.join(".") : where;
  return `Invalid ${where}: ${field} ${first.message.charAt(0).toLowerCase()}${first.message.slice(1)}`;
}
function createGatewayApp(deps) {
  const app = (0, import_express.default)();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(deps.trustProxy));
  app.set("etag", false);
  app.use(requestContext(deps.clock));
  if (deps.tracing ?? true) app.use(httpServerSpans({ routeOf: (req) => req.route?.path ? `${BASE_PATH}${req.route.path}` : void 0 }));
  app.use((req, res, next) => {
    res.on("finish", () => {
      if (!deps.logWriter) return;
      const s = state(res);
      const p = s.principal;
      deps.logWriter.append({
        id: s.logId,
        project_id: p?.projectId ?? null,
        api_key_id: p?.keyId ?? null,
        api_key_name: p?.keyName ?? null,
        endpoint: req.originalUrl.split("?")[0].slice(0, 2048),
        http_method: req.method,
        response_status: res.statusCode,
        response_time_ms: Math.round(performance.now() - s.startedAt),
        created_at: s.startedAtDate,
        ip_address: req.ip ?? req.socket.remoteAddress ?? "",
        error_message: res.statusCode >= 400 ? s.errorMessage ?? res.statusMessage ?? null : null
      });
    });
    next();
  });
  const origin = (req) => deps.publicUrl ?? `${req.protocol}://${req.get("host")}`;
  app.get("/", (req, res) => {
    const o = origin(req);
    res.json({ base_url: `${o}${BASE_PATH}`, proxy_url: `${o}${PROXY_PATH}`, app_url: deps.appUrl ?? `${o}/app`, version: API_VERSION });
  });
  app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  const openapi = buildOpenApi(deps.routes, { version: API_VERSION, basePath: BASE_PATH });
  app.get(`${BASE_PATH}/openapi.json`, (req, res) => {
    res.json({ ...openapi, servers: [{ url: `${origin(req)}${BASE_PATH}` }] });
  });
  const guard = async (req, res, next) => {
    try {
      const auth = await deps.authenticator.authenticate(req.header("x-api-key"));
      if (!auth.ok) {
        if (auth.principal) state(res).principal = auth.principal;
        const d2 = await deps.limiter.consume("ip", req.ip ?? "unknown", UNAUTHENTICATED_PER_MINUTE, 60);
        setLimitHeaders(res, d2);
        if (!d2.allowed) {
          res.setHeader("Retry-After", retryAfterSeconds(d2));
          return sendError(res, 429, "Rate limit exceeded");
        }
        const message = auth.reason === "missing" ? "Missing API key: send it in the X-API-Key header" : auth.reason === "revoked" ? "API key has been revoked" : "Invalid API key";
        return sendError(res, 401, message);
      }
      const p = auth.principal;
      state(res).principal = p;
      const d = await deps.limiter.consume("project", p.projectId, REQUESTS_PER_MINUTE[p.plan], 60);
      setLimitHeaders(res, d);
      if (!d.allowed) {
        res.setHeader("Retry-After", retryAfterSeconds(d));
        return sendError(res, 429, `Rate limit exceeded: ${d.limit} requests per minute for this project's plan`);
      }
      setLogContext({ project_id: p.projectId });
      next();
    } catch (err) {
      next(err);
    }
  };
  app.use(
    PROXY_PATH,
    guard,
    (0, import_http_proxy_middleware.createProxyMiddleware)({
      target: deps.messagingProxyHttpUrl,
      changeOrigin: true,
      pathRewrite: (path2) => `/proxy${path2}`,
      proxyTimeout: 3e4,
      on: {
        proxyReq: (proxyReq, req, res) => {
          proxyReq.removeHeader("x-api-key");
          proxyReq.removeHeader("x-project-id");
          proxyReq.setHeader("x-project-id", state(res).principal.projectId);
          proxyReq.setHeader("x-request-id", state(res).requestId);
          const carrier = {};
          import_api3.propagation.inject(import_api3.context.active(), carrier);
          for (const [k, v] of Object.entries(carrier)) proxyReq.setHeader(k, v);
          void req;
        },
        error: (err, _req, res) => {
          deps.logger.warn({ err }, "proxy target unavailable");
          const r = res;
          if (typeof r.status === "function") sendError(r, 502, "Messaging proxy is unavailable; retry the request");
        }
      }
    })
  );
  app.use(
    "/onboarding",
    (0, import_http_proxy_middleware.createProxyMiddleware)({
      target: deps.messagingProxyHttpUrl,
      changeOrigin: true,
      pathRewrite: (path2) => `/onboarding${path2}`,
      proxyTimeout: 3e4,
      on: {
        proxyReq: (proxyReq) => {
          proxyReq.removeHeader("x-project-id");
          proxyReq.removeHeader("x-api-key");
        },
        error: (err, _req, res) => {
          deps.logger.warn({ err }, "onboarding target unavailable");
          const r = res;
          if (typeof r.status === "function") sendError(r, 502, "Onboarding is temporarily unavailable; retry");
        }
      }
    })
  );
  const api = import_express.default.Router({ caseSensitive: true, strict: false });
  api.use(guard);
  api.use(import_express.default.json({ limit: deps.bodyLimit, type: ["application/json", "application/*+json"] }));
  for (const route of deps.routes) {
    api[route.method](route.path, async (req, res, next) => {
      try {
        if (route.limits?.length) {
          const decisions = await Promise.all(route.limits.map((l) => deps.limiter.consume(`route:${l.name}`, state(res).principal.projectId, l.points, l.durationSec)));
          route.limits.forEach((l, i) => {
            res.setHeader(l.limitHeader, String(decisions[i].limit));
            res.setHeader(l.remainingHeader, String(Math.max(0, decisions[i].remaining)));
          });
          const blocked = decisions.filter((d) => !d.allowed);
          if (blocked.length) {
            res.setHeader("Retry-After", String(Math.max(...blocked.map((d) => Number(retryAfterSeconds(d))))));
            return sendError(res, 429, "Rate limit exceeded for this operation; retry after the Retry-After delay");
          }
        }
        const parts = { params: route.params, query: route.query, body: route.body, headers: route.headers };
        const input = { params: {}, query: {}, body: void 0, headers: {} };
        const raw = { params: req.params, query: req.query, body: req.body, headers: req.headers };
        for (const key of ["params", "headers", "query", "body"]) {
          const schema = parts[key];
          if (!schema) continue;
          if (key === "body" && (req.body === void 0 || req.body === null) && !schema.isOptional()) {
            return sendError(res, 400, "Request body is required (JSON)");
          }
          const parsed = schema.safeParse(raw[key]);
          if (!parsed.success) return sendError(res, 400, zodMessage(key === "params" ? "path" : key, parsed.error));
          input[key] = parsed.data;
        }
        if (!route.headers) input.headers = req.headers;
        const reply = await route.handle(input, { projectId: state(res).principal.projectId, requestId: state(res).requestId, clients: deps.clients });
        for (const [k, v] of Object.entries(reply.headers ?? {})) res.setHeader(k, v);
        const status6 = reply.status ?? route.successStatuses[0];
        if (status6 === 204) return void res.status(204).end();
        res.status(status6).json(shape(route.response, reply.body));
      } catch (err) {
        next(err);
      }
    });
  }
  api.use((req, res) => sendError(res, 404, `No route for ${req.method} ${req.baseUrl}${req.path}`));
  app.use(BASE_PATH, api);
  app.use((req, res) => sendError(res, 404, `No route for ${req.method} ${req.path}`));
  app.use((err, _req, res, _next) => {
    const e = err;
    if (e?.type === "entity.parse.failed") return sendError(res, 400, "Malformed JSON body");
    if (e?.type === "entity.too.large") return sendError(res, 413, `Request body too large (limit ${deps.bodyLimit})`);
    if (e?.type === "encoding.unsupported" || e?.type === "charset.unsupported") return sendError(res, 415, "Unsupported body encoding");
    if (typeof e?.status === "number" && e.status >= 400 && e.status < 500) return sendError(res, e.status, "Bad request");
    if (err instanceof LimiterUnavailableError) {
      res.setHeader("Retry-After", "1");
      return sendError(res, 503, "Rate limiting is temporarily unavailable; retry the request");
    }
    if (err instanceof DomainError) {
      if (err.code === 13 || err.code === 2) deps.logger.error({ err }, "service error");
      return sendDomainError(res, err);
    }
    deps.logger.error({ err }, "unhandled gateway error");
    sendError(res, 500, "Internal error");
  });
  return app;
}
function closeServer(server, graceMs) {
  return new Promise((resolve2) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve2();
    }, graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve2();
    });
    server.closeIdleConnections();
  });
}

// apps/gateway/src/keys/authenticator.ts
var import_lru_cache2 = require("lru-cache");

// apps/gateway/src/keys/api-key.ts
var import_node_crypto2 = require("node:crypto");
var API_KEY_PREFIX = "mpk_";
function generateApiKey() {
  const secret = API_KEY_PREFIX + (0, import_node_crypto2.randomBytes)(24).toString("base64url");
  return { secret, hash: hashApiKey(secret), displayPrefix: secret.slice(0, API_KEY_PREFIX.length + 4) };
}
function hashApiKey(secret) {
  return (0, import_node_crypto2.createHash)("sha256").update(secret, "utf8").digest("hex");
}
function looksLikeApiKey(value) {
  return value.startsWith(API_KEY_PREFIX) && value.length >= API_KEY_PREFIX.length + 22 && value.length <= 128 && /^[A-Za-z0-9_-]+$/.test(value);
}

// apps/gateway/src/keys/authenticator.ts
var Authenticator = class {
  constructor(projects, opts) {
    this.projects = projects;
    this.opts = opts;
    this.cache = new import_lru_cache2.LRUCache({ max: 5e4, ttl: opts.idleMs ?? 6e4, updateAgeOnGet: true });
    if (opts.revalidateMs > 0) {
      this.timer = setInterval(() => void this.revalidate(), opts.revalidateMs);
      this.timer.unref();
    }
  }
  projects;
  opts;
  cache;
  timer;
  revalidating;
  /** Checks a header value. */
  async authenticate(header) {
    if (!header) return { ok: false, reason: "missing" };
    if (!looksLikeApiKey(header)) return { ok: false, reason: "invalid" };
    const hash = hashApiKey(header);
    let entry = this.cache.get(hash);
    if (!entry || performance.now() - entry.checkedAt > this.opts.maxStaleMs) {
      const checkedAt = performance.now();
      entry = { principal: await this.projects.findByHash(hash) ?? null, checkedAt };
      this.cache.set(hash, entry);
    }
    if (!entry.principal) return { ok: false, reason: "invalid" };
    if (entry.principal.revoked) return { ok: false, reason: "revoked", principal: entry.principal };
    return { ok: true, principal: entry.principal };
  }
  /**
   * Re-reads every cached known key in batched queries (one at a time per replica). An entry's
   * `checkedAt` becomes the time the query started, so a change committed before that is seen.
   */
  revalidate() {
    this.revalidating ??= this.revalidateAll().finally(() => {
      this.revalidating = void 0;
    });
    return this.revalidating;
  }
  async revalidateAll() {
    const hashes = [];
    for (const [hash, e] of this.cache.entries()) if (e.principal) hashes.push(hash);
    for (let i = 0; i < hashes.length; i += 1e3) {
      const batch = hashes.slice(i, i + 1e3);
      const checkedAt = performance.now();
      let found;
      try {
        found = await this.projects.findByHashes(batch);
      } catch (err) {
        this.opts.onRevalidateError?.(err);
        return;
      }
      for (const hash of batch) {
        const current = this.cache.peek(hash);
        if (current && current.checkedAt > checkedAt) continue;
        this.cache.set(hash, { principal: found.get(hash) ?? null, checkedAt }, { noUpdateTTL: Boolean(current) });
      }
    }
  }
  /** Drops cached lookups (this replica), e.g. after an admin change made through it. */
  clear() {
    this.cache.clear();
  }
  /** Stops the revalidation timer. */
  close() {
    if (this.timer) clearInterval(this.timer);
  }
};

// apps/gateway/src/logs/api-log.repository.ts
var PERIOD_MS = { "24h": 864e5, "7d": 7 * 864e5, "30d": 30 * 864e5 };
var ApiLogRepository = class {
  constructor(db, clock) {
    this.db = db;
    this.clock = clock;
  }
  db;
  clock;
  /** One page plus whether more entries exist beyond each end. */
  async list(q) {
    const base = this.db.knex("api_logs").where("project_id", q.projectId);
    if (q.endpoint) base.whereRaw("strpos(lower(endpoint), lower(?)) > 0", [q.endpoint]);
    if (q.statusCode !== void 0) base.where("response_status", q.statusCode);
    if (q.errorsOnly) base.where("response_status", ">=", 400);
    if (q.period) base.where("created_at", ">=", new Date(this.clock.now().getTime() - PERIOD_MS[q.period]));
    const cols = ["id", "endpoint", "http_method", "response_status", "response_time_ms", "created_at", "ip_address", "error_message", "api_key_id", "api_key_name"];
    let rows;
    let hasOlder = false;
    let hasNewer = false;
    if (q.before) {
      rows = await base.clone().whereRaw("(created_at, id) > (?, ?)", [q.before.createdAt, q.before.id]).orderBy([{ column: "created_at", order: "asc" }, { column: "id", order: "asc" }]).limit(q.limit + 1).select(cols);
      hasNewer = rows.length > q.limit;
      rows = rows.slice(0, q.limit).reverse();
      hasOlder = true;
    } else {
      const query = base.clone();
      if (q.after) query.whereRaw("(created_at, id) < (?, ?)", [q.after.createdAt, q.after.id]);
      rows = await query.orderBy([{ column: "created_at", order: "desc" }, { column: "id", order: "desc" }]).limit(q.limit + 1).select(cols);
      hasOlder = rows.length > q.limit;
      rows = rows.slice(0, q.limit);
      hasNewer = Boolean(q.after);
    }
    const items = rows.map((r) => ({ ...r, created_at: toIso(r.created_at) }));
    return { items, hasOlder, hasNewer };
  }
};
function toIso(v) {
  if (v instanceof Date) return v.toISOString();
  return new Date(String(v)).toISOString();
}

// apps/gateway/src/logs/api-log.writer.ts
var INSERT_SQL = `insert into api_logs (id, project_id, api_key_id, api_key_name, endpoint, http_method, response_status, response_time_ms, created_at, ip_address, error_message)
  select id, project_id, api_key_id, api_key_name, endpoint, http_method, response_status, response_time_ms, created_at, ip_address, error_message
  from json_populate_recordset(null::api_logs, $1::json)`;
var ApiLogWriter = class {
  constructor(db, logger, opts) {
    this.db = db;
    this.logger = logger;
    this.opts = opts;
    this.timer = setInterval(() => void this.flush(), opts.flushMs);
    this.timer.unref();
  }
  db;
  logger;
  opts;
  buffer = [];
  timer;
  flushing;
  closed = false;
  /** Entries dropped because the buffer overflowed during a database outage. */
  dropped = 0;
  /** Queues one entry; never blocks and never throws. */
  append(entry) {
    this.buffer.push(entry);
    const max = this.opts.maxBuffered ?? 1e5;
    if (this.buffer.length > max) {
      const over = this.buffer.length - max;
      this.buffer.splice(0, over);
      this.dropped += over;
    }
    if (this.buffer.length >= this.opts.batchSize && !this.flushing) void this.flush();
  }
  /** Number of entries waiting to be written. */
  get pending() {
    return this.buffer.length;
  }
  /** Writes everything buffered now (one flush at a time). */
  async flush() {
    if (this.flushing) return this.flushing;
    if (this.buffer.length === 0) return;
    this.flushing = (async () => {
      while (this.buffer.length > 0) {
        const batch = this.buffer.slice(0, this.opts.batchSize);
        try {
          await this.db.query(INSERT_SQL, [JSON.stringify(batch)], { name: "api_logs.insert_batch.v1" });
          this.buffer.splice(0, batch.length);
        } catch (err) {
          this.logger.warn({ err, pending: this.buffer.length }, "request log flush failed; will retry");
          if (this.closed) throw err;
          break;
        }
      }
    })().finally(() => {
      this.flushing = void 0;
    });
    return this.flushing;
  }
  /** Stops the timer and flushes what is left (retrying a few times). */
  async close() {
    if (this.timer) clearInterval(this.timer);
    this.timer = void 0;
    if (this.flushing) await this.flushing.catch(() => void 0);
    this.closed = true;
    for (let attempt2 = 0; attempt2 < 5 && this.buffer.length > 0; attempt2++) {
      try {
        await this.flush();
      } catch {
        await new Promise((r) => setTimeout(r, 200 * (attempt2 + 1)));
      }
    }
    if (this.buffer.length > 0) this.logger.error({ lost: this.buffer.length }, "request logs could not be written before shutdown");
  }
};

// apps/gateway/src/migrations/index.ts
var migrations = [
  {
    name: "0001_projects_and_keys",
    async up(knex) {
      await knex.schema.createTable("projects", (t) => {
        t.uuid("id").primary();
        t.text("name").notNullable();
        t.text("plan").notNullable();
        t.timestamp("created_at", { useTz: true, precision: 3 }).notNullable();
        t.timestamp("updated_at", { useTz: true, precision: 3 }).notNullable();
      });
      await knex.schema.createTable("api_keys", (t) => {
        t.uuid("id").primary();
        t.uuid("project_id").notNullable().references("id").inTable("projects").onDelete("CASCADE");
        t.text("name").notNullable();
        t.text("display_prefix").notNullable();
        t.specificType("key_hash", "char(64)").notNullable().unique();
        t.timestamp("created_at", { useTz: true, precision: 3 }).notNullable();
        t.timestamp("revoked_at", { useTz: true, precision: 3 }).nullable();
        t.index(["project_id"]);
      });
    }
  },
  {
    name: "0002_api_logs",
    async up(knex) {
      await knex.schema.createTable("api_logs", (t) => {
        t.uuid("id").primary();
        t.uuid("project_id").nullable();
        t.uuid("api_key_id").nullable();
        t.text("api_key_name").nullable();
        t.text("endpoint").notNullable();
        t.text("http_method").notNullable();
        t.integer("response_status").notNullable();
        t.integer("response_time_ms").notNullable();
        t.text("ip_address").notNullable();
        t.text("error_message").nullable();
        t.timestamp("created_at", { useTz: true, precision: 3 }).notNullable();
      });
      await knex.raw("create index api_logs_project_created_idx on api_logs (project_id, created_at desc, id desc)");
    }
  }
];

// apps/gateway/src/projects/projects.repository.ts
var import_node_crypto3 = require("node:crypto");
var iso = (v) => v === null ? null : new Date(v).toISOString();
var ProjectsRepository = class {
  constructor(db, clock) {
    this.db = db;
    this.clock = clock;
  }
  db;
  clock;
  /** Creates a project with its first API key; returns the key's secret once. */
  async createProject(name, plan, keyName = "default") {
    return this.db.transaction(async (trx) => {
      const now = this.clock.now();
      const project = { id: (0, import_node_crypto3.randomUUID)(), name, plan, created_at: now, updated_at: now };
      await trx("projects").insert(project);
      const { key, secret } = await this.insertKey(trx, project.id, keyName, now);
      return { project: { ...project, created_at: now.toISOString(), updated_at: now.toISOString() }, key, secret };
    });
  }
  /** All projects, newest first. */
  async listProjects() {
    const rows = await this.db.knex("projects").select("*").orderBy("created_at", "desc");
    return rows.map((r) => ({ ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) }));
  }
  /** One project or undefined. */
  async getProject(id) {
    const r = await this.db.knex("projects").where({ id }).first();
    return r ? { ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) } : void 0;
  }
  /** Changes a project's plan; replicas apply the new limit once their key cache entry expires (≤ 5 s). */
  async changePlan(id, plan) {
    const n = await this.db.knex("projects").where({ id }).update({ plan, updated_at: this.clock.now() });
    return n ? this.getProject(id) : void 0;
  }
  /** Adds a key to a project; returns its secret once. */
  async createKey(projectId, name) {
    return this.db.transaction(async (trx) => {
      const exists = await trx("projects").where({ id: projectId }).first("id");
      if (!exists) return void 0;
      return this.insertKey(trx, projectId, name, this.clock.now());
    });
  }
  /** Keys of a project (active and revoked), newest first. */
  async listKeys(projectId) {
    const rows = await this.db.knex("api_keys").where({ project_id: projectId }).select("id", "project_id", "name", "display_prefix", "created_at", "revoked_at").orderBy("created_at", "desc");
    return rows.map((r) => ({ ...r, created_at: iso(r.created_at), revoked_at: iso(r.revoked_at) }));
  }
  /** Revokes a key; every replica stops accepting it within the auth cache TTL. Returns false when unknown. */
  async revokeKey(keyId) {
    const n = await this.db.knex("api_keys").where({ id: keyId }).whereNull("revoked_at").update({ revoked_at: this.clock.now() });
    if (n) return true;
    return Boolean(await this.db.knex("api_keys").where({ id: keyId }).first("id"));
  }
  /** Rotation: a new key with the same name, and the old one revoked, atomically. */
  async rotateKey(keyId) {
    return this.db.transaction(async (trx) => {
      const old = await trx("api_keys").where({ id: keyId }).forUpdate().first();
      if (!old) return void 0;
      const now = this.clock.now();
      await trx("api_keys").where({ id: keyId }).whereNull("revoked_at").update({ revoked_at: now });
      const created = await this.insertKey(trx, old.project_id, old.name, now);
      return { ...created, revoked: keyId };
    });
  }
  /** Looks a presented key up by its hash. */
  async findByHash(hash) {
    return (await this.findByHashes([hash])).get(hash);
  }
  /** Looks keys up by their hashes in one query; hashes of unknown keys are absent from the result. */
  async findByHashes(hashes) {
    const found = /* @__PURE__ */ new Map();
    if (hashes.length === 0) return found;
    const rows = await this.db.knex("api_keys as k").join("projects as p", "p.id", "k.project_id").whereIn("k.key_hash", hashes).select("k.key_hash", "k.id as key_id", "k.name as key_name", "k.project_id", "p.plan", "k.revoked_at");
    for (const r of rows) {
      found.set(String(r.key_hash).trim(), { keyId: r.key_id, keyName: r.key_name, projectId: r.project_id, plan: r.plan, revoked: r.revoked_at !== null });
    }
    return found;
  }
  async insertKey(trx, projectId, name, now) {
    const g = generateApiKey();
    const row = { id: (0, import_node_crypto3.randomUUID)(), project_id: projectId, name, display_prefix: g.displayPrefix, key_hash: g.hash, created_at: now, revoked_at: null };
    await trx("api_keys").insert(row);
    const key = { id: row.id, project_id: projectId, name, display_prefix: g.displayPrefix, created_at: now.toISOString(), revoked_at: null };
    return { key, secret: g.secret };
  }
};

// apps/gateway/src/routes/clients.ts
var grpc7 = __toESM(require("@grpc/grpc-js"));

// libs/contracts/src/index.ts
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");
var grpc = __toESM(require("@grpc/grpc-js"));
var protoLoader = __toESM(require("@grpc/proto-loader"));
var protobuf = __toESM(require("protobufjs"));
var PROTO_LOADER_OPTIONS = { keepCase: true, longs: String, enums: String, defaults: true, oneofs: true };
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
    defs[name] = protoLoader.loadSync(file, { ...PROTO_LOADER_OPTIONS, includeDirs: [root] });
    objs[name] = grpc.loadPackageDefinition(defs[name]);
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
function idempotentMethodsOf(service) {
  return Object.values(service).filter((m) => {
    const level = m.options?.idempotency_level;
    return level === "NO_SIDE_EFFECTS" || level === "IDEMPOTENT";
  }).map((m) => m.path.slice(m.path.lastIndexOf("/") + 1));
}

// libs/platform/grpc/src/call.ts
var grpc2 = __toESM(require("@grpc/grpc-js"));
function callUnary(client, method, request, opts = {}) {
  const fn = client[method];
  const options = opts.deadlineMs === void 0 ? {} : { deadline: new Date(Date.now() + opts.deadlineMs) };
  return new Promise((resolve2, reject) => {
    fn.call(client, request, opts.metadata ?? new grpc2.Metadata(), options, (err, value) => {
      if (err) reject(fromServiceError(err));
      else if (value === void 0) reject(fromServiceError(new Error(`${method}: empty response`)));
      else resolve2(value);
    });
  });
}

// libs/platform/grpc/src/client.ts
var grpc3 = __toESM(require("@grpc/grpc-js"));
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
var PREVIOUS_ATTEMPTS_METADATA_KEY = "grpc-previous-rpc-attempts";
function deadlineMillis(deadline) {
  if (deadline === void 0) return Infinity;
  return deadline instanceof Date ? deadline.getTime() : deadline;
}
function defaultDeadlineInterceptor(defaultDeadlineMs) {
  return (options, nextCall) => {
    const next = Number.isFinite(deadlineMillis(options.deadline)) ? options : { ...options, deadline: new Date(Date.now() + defaultDeadlineMs) };
    return new grpc3.InterceptingCall(nextCall(next));
  };
}
function methodName(path2) {
  return path2.slice(path2.lastIndexOf("/") + 1);
}
function retryUnavailableInterceptor(opts) {
  const idempotent = new Set(opts.idempotentMethods);
  return (options, nextCall) => {
    const def = options.method_definition;
    if (opts.maxRetries <= 0 || def.requestStream || def.responseStream || !idempotent.has(methodName(def.path))) {
      return new grpc3.InterceptingCall(nextCall(options));
    }
    return new grpc3.InterceptingCall(new RetryingUnaryCall(options, nextCall, opts));
  };
}
var RetryingUnaryCall = class {
  constructor(options, nextCall, retry) {
    this.options = options;
    this.nextCall = nextCall;
    this.retry = retry;
  }
  options;
  nextCall;
  retry;
  metadata;
  listener;
  message;
  hasMessage = false;
  current;
  backoffTimer;
  attempts = 0;
  finished = false;
  start(metadata, listener) {
    this.metadata = metadata;
    this.listener = listener;
  }
  sendMessageWithContext(_context, message) {
    this.message = message;
    this.hasMessage = true;
  }
  sendMessage(message) {
    this.sendMessageWithContext({}, message);
  }
  startRead() {
  }
  halfClose() {
    if (this.attempts === 0 && !this.finished) this.attempt();
  }
  cancelWithStatus(code, details) {
    clearTimeout(this.backoffTimer);
    if (this.current) {
      this.current.cancelWithStatus(code, details);
    } else {
      this.finish(void 0, void 0, { code, details, metadata: new grpc3.Metadata() });
    }
  }
  getPeer() {
    return this.current?.getPeer() ?? "";
  }
  getAuthContext() {
    return this.current ? this.current.getAuthContext() : null;
  }
  attempt() {
    if (this.finished) return;
    let call;
    try {
      call = this.nextCall(this.options);
    } catch (err) {
      const details = err instanceof Error ? err.message : String(err);
      this.finish(void 0, void 0, { code: grpc3.status.UNAVAILABLE, details, metadata: new grpc3.Metadata() });
      return;
    }
    const metadata = (this.metadata ?? new grpc3.Metadata()).clone();
    if (this.attempts > 0) metadata.set(PREVIOUS_ATTEMPTS_METADATA_KEY, String(this.attempts));
    this.attempts += 1;
    this.current = call;
    let responseMetadata;
    let response;
    call.start(metadata, {
      onReceiveMetadata: (md) => {
        responseMetadata = md;
      },
      onReceiveMessage: (msg) => {
        response = { value: msg };
      },
      onReceiveStatus: (status6) => {
        if (this.current !== call) return;
        this.current = void 0;
        const delay = this.nextDelay(status6);
        if (delay === void 0) {
          this.finish(responseMetadata, response, status6);
        } else {
          this.backoffTimer = setTimeout(() => this.attempt(), delay);
        }
      }
    });
    if (this.hasMessage) call.sendMessage(this.message);
    call.halfClose();
  }
  /** Wait before the next attempt, or undefined when this status is final. */
  nextDelay(status6) {
    if (status6.code !== grpc3.status.UNAVAILABLE || this.attempts > this.retry.maxRetries) return void 0;
    const exp = Math.min(this.retry.maxBackoffMs, this.retry.backoffMs * 2 ** (this.attempts - 1));
    const delay = Math.round(exp / 2 + Math.random() * (exp / 2));
    if (Date.now() + delay >= deadlineMillis(this.options.deadline)) return void 0;
    return delay;
  }
  finish(md, response, status6) {
    if (this.finished) return;
    this.finished = true;
    if (md) this.listener?.onReceiveMetadata?.(md);
    if (response) this.listener?.onReceiveMessage?.(response.value);
    this.listener?.onReceiveStatus?.(status6);
  }
};
function createClient2(Ctor, address, opts) {
  const service = Ctor.service;
  if (service) {
    const known = new Set(Object.values(service).map((m) => methodName(m.path)));
    const unknown = opts.idempotentMethods.filter((m) => !known.has(m));
    if (unknown.length > 0) throw new Error(`createClient: unknown idempotent method(s) ${unknown.join(", ")}`);
  }
  const clientOptions = {
    ...CLIENT_KEEPALIVE_OPTIONS,
    ...opts.channelOptions,
    interceptors: [
      defaultDeadlineInterceptor(opts.defaultDeadlineMs),
      retryUnavailableInterceptor({
        idempotentMethods: opts.idempotentMethods,
        maxRetries: opts.maxRetries ?? 3,
        backoffMs: opts.backoffMs ?? 50,
        maxBackoffMs: opts.maxBackoffMs ?? 1e3
      }),
      ...opts.interceptors ?? []
    ]
  };
  return new Ctor(address, opts.credentials ?? grpc3.credentials.createInsecure(), clientOptions);
}

// libs/platform/grpc/src/handler.ts
var grpc4 = __toESM(require("@grpc/grpc-js"));
var SERVER_FAULT_CODES = /* @__PURE__ */ new Set([grpc4.status.INTERNAL, grpc4.status.DATA_LOSS]);

// libs/platform/grpc/src/proto.ts
var grpc5 = __toESM(require("@grpc/grpc-js"));
var protoLoader2 = __toESM(require("@grpc/proto-loader"));

// libs/platform/grpc/src/server.ts
var grpc6 = __toESM(require("@grpc/grpc-js"));
var protoLoader3 = __toESM(require("@grpc/proto-loader"));
var import_reflection = require("@grpc/reflection");
var import_grpc_health_check = require("grpc-health-check");

// apps/gateway/src/routes/clients.ts
function createClients(addresses) {
  const { contracts: c } = loadContracts();
  const make2 = (Ctor, address) => createClient2(Ctor, address, { defaultDeadlineMs: 5e3, idempotentMethods: idempotentMethodsOf(Ctor.service) });
  const clients = {
    funding: make2(c.funding.FundingService, addresses.funding),
    messagingProxy: make2(c.messagingProxy.MessagingProxyService, addresses.messagingProxy),
    flows: make2(c.flows.FlowsService, addresses.flows),
    broadcasts: make2(c.broadcasts.BroadcastsService, addresses.broadcasts),
    contacts: make2(c.contacts.ContactsService, addresses.contacts),
    workflowsAgent: make2(c.workflowsAgent.WorkflowsAgentService, addresses.workflowsAgent),
    webhooks: make2(c.webhooks.WebhooksService, addresses.webhooks)
  };
  return {
    ...clients,
    call(service, method, request, opts) {
      const metadata = new grpc7.Metadata();
      metadata.set("x-request-id", opts.requestId);
      return callUnary(clients[service], method, request, { deadlineMs: opts.deadlineMs, metadata });
    },
    close() {
      for (const cl of Object.values(clients)) cl.close();
    }
  };
}

// apps/gateway/src/routes/api-logs.routes.ts
var import_zod3 = require("zod");

// apps/gateway/src/logs/cursor.ts
var import_zod2 = require("zod");
var positionSchema = import_zod2.z.object({ t: import_zod2.z.string().datetime({ offset: true }), i: import_zod2.z.string().uuid() });
function encodeCursor(p) {
  return Buffer.from(JSON.stringify({ t: p.createdAt, i: p.id })).toString("base64");
}
function decodeCursor(value) {
  try {
    if (!/^[A-Za-z0-9+/=_-]+$/.test(value)) return void 0;
    const parsed = positionSchema.safeParse(JSON.parse(Buffer.from(value, "base64").toString("utf8")));
    return parsed.success ? { createdAt: parsed.data.t, id: parsed.data.i } : void 0;
  } catch {
    return void 0;
  }
}

// apps/gateway/src/routes/api-logs.routes.ts
var cursor = import_zod3.z.string().max(512).transform((v, ctx) => {
  const p = decodeCursor(v);
  if (!p) {
    ctx.addIssue({ code: import_zod3.z.ZodIssueCode.custom, message: "is not a valid cursor" });
    return import_zod3.z.NEVER;
  }
  return p;
});
var apiLogsQuery = import_zod3.z.object({
  endpoint: import_zod3.z.string().min(1).max(2048).optional().describe("Partial, case-insensitive match on the request path."),
  status_code: import_zod3.z.coerce.number().int().min(100).max(599).optional().describe("Exact HTTP status."),
  errors_only: import_zod3.z.enum(["true", "false", "1", "0"]).optional().transform((v) => v === "true" || v === "1").describe("Only responses with status >= 400."),
  period: import_zod3.z.enum(["24h", "7d", "30d"]).optional().describe("Time window ending now."),
  limit: import_zod3.z.coerce.number().int().min(1).max(100).default(20).describe("Page size, 1 to 100."),
  before: cursor.optional().describe("Cursor of the previous (newer) page: paging.cursors.before of a page."),
  after: cursor.optional().describe("Cursor of the next (older) page: paging.cursors.after of a page.")
}).refine((q) => !(q.before && q.after), { message: "use either before or after, not both", path: ["before"] });
var apiLogEntry = import_zod3.z.object({
  id: import_zod3.z.string().uuid(),
  endpoint: import_zod3.z.string(),
  http_method: import_zod3.z.string(),
  response_status: import_zod3.z.number().int(),
  response_time_ms: import_zod3.z.number().int(),
  created_at: import_zod3.z.string().datetime(),
  ip_address: import_zod3.z.string(),
  error_message: import_zod3.z.string().nullable(),
  api_key_id: import_zod3.z.string().uuid().nullable(),
  api_key_name: import_zod3.z.string().nullable()
});
var paging = import_zod3.z.object({
  cursors: import_zod3.z.object({ before: import_zod3.z.string().nullable(), after: import_zod3.z.string().nullable() }),
  next: import_zod3.z.string().nullable(),
  previous: import_zod3.z.string().nullable()
});
function apiLogRoutes(repo, basePath) {
  return [
    localRoute({
      method: "get",
      path: "/api_logs",
      operationId: "listApiLogs",
      summary: "List API request logs of the project, most recent first (cursor paginated).",
      tag: "API logs",
      query: apiLogsQuery,
      response: import_zod3.z.object({ data: import_zod3.z.array(apiLogEntry), paging }),
      errorStatuses: [400],
      async handle({ query }, ctx) {
        const page = await repo.list({
          projectId: ctx.projectId,
          endpoint: query.endpoint,
          statusCode: query.status_code,
          errorsOnly: query.errors_only,
          period: query.period,
          limit: query.limit,
          before: query.before,
          after: query.after
        });
        const first = page.items[0];
        const last = page.items[page.items.length - 1];
        const before = first ? encodeCursor({ createdAt: first.created_at, id: first.id }) : null;
        const after = last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null;
        const link = (k, v) => {
          const params = new URLSearchParams();
          if (query.endpoint) params.set("endpoint", query.endpoint);
          if (query.status_code !== void 0) params.set("status_code", String(query.status_code));
          if (query.errors_only) params.set("errors_only", "true");
          if (query.period) params.set("period", query.period);
          params.set("limit", String(query.limit));
          params.set(k, v);
          return `${basePath}/api_logs?${params.toString()}`;
        };
        return {
          body: {
            data: page.items,
            paging: {
              cursors: { before, after },
              next: page.hasOlder && after ? link("after", after) : null,
              previous: page.hasNewer && before ? link("before", before) : null
            }
          }
        };
      }
    })
  ];
}

// apps/gateway/src/routes/broadcasts.routes.ts
var import_zod5 = require("zod");

// apps/gateway/src/routes/schemas.ts
var import_zod4 = require("zod");
var pageQuery = import_zod4.z.object({
  page: import_zod4.z.coerce.number().int().min(1).default(1).describe("1-based page number."),
  per_page: import_zod4.z.coerce.number().int().min(1).max(100).default(20).describe("Items per page, 1 to 100.")
});
var pageMeta = import_zod4.z.object({
  page: import_zod4.z.number().int(),
  per_page: import_zod4.z.number().int(),
  total_pages: import_zod4.z.number().int(),
  total_count: import_zod4.z.number().int()
});
var uuidParam = import_zod4.z.string().uuid({ message: "must be a UUID" });
var digitsParam = import_zod4.z.string().regex(/^\d{1,32}$/, "must be a digit string");

// apps/gateway/src/routes/broadcasts.routes.ts
var broadcast = import_zod5.z.object({
  id: import_zod5.z.string().uuid(),
  name: import_zod5.z.string(),
  status: import_zod5.z.string(),
  scheduled_at: import_zod5.z.string().nullable(),
  started_at: import_zod5.z.string().nullable(),
  completed_at: import_zod5.z.string().nullable(),
  suppressed_count: import_zod5.z.number().int()
});
var broadcastRoutes = [
  grpcRoute({
    method: "get",
    path: "/messaging/broadcasts/:broadcast_id",
    operationId: "getBroadcast",
    summary: "Read a broadcast (alpha); progress of a send is read here.",
    tag: "Broadcasts",
    params: import_zod5.z.object({ broadcast_id: uuidParam }),
    response: import_zod5.z.object({ data: broadcast }),
    service: "broadcasts",
    rpc: "GetBroadcast",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, broadcast_id: params.broadcast_id }),
    reply: (res) => ({ body: { data: res.broadcast } })
  }),
  grpcRoute({
    method: "post",
    path: "/messaging/broadcasts/:broadcast_id/send",
    operationId: "sendBroadcast",
    summary: "Start sending a broadcast at once (asynchronous; no body).",
    tag: "Broadcasts",
    params: import_zod5.z.object({ broadcast_id: uuidParam }),
    response: import_zod5.z.object({
      data: import_zod5.z.object({ id: import_zod5.z.string().uuid(), status: import_zod5.z.literal("sending"), scheduled_at: import_zod5.z.null(), started_at: import_zod5.z.string(), completed_at: import_zod5.z.null() })
    }),
    successStatuses: [200],
    errorStatuses: [400, 404, 409],
    service: "broadcasts",
    rpc: "SendBroadcast",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, broadcast_id: params.broadcast_id }),
    reply: (res) => ({ body: { data: { id: res.broadcast?.id, status: res.broadcast?.status, scheduled_at: null, started_at: res.broadcast?.started_at, completed_at: null } } })
  })
];

// apps/gateway/src/routes/contacts.routes.ts
var import_zod6 = require("zod");
var contact = import_zod6.z.object({
  id: import_zod6.z.string().uuid(),
  phone_number: import_zod6.z.string().nullable(),
  business_scoped_user_id: import_zod6.z.string().nullable(),
  parent_business_scoped_user_id: import_zod6.z.string().nullable(),
  name: import_zod6.z.string().nullable(),
  created_at: import_zod6.z.string(),
  updated_at: import_zod6.z.string()
});
var preference = import_zod6.z.object({
  phone_number_id: import_zod6.z.string(),
  status: import_zod6.z.string(),
  source: import_zod6.z.enum(["meta_webhook", "meta_delivery_error", "meta_synchronous_error"]),
  sequence: import_zod6.z.number().int(),
  updated_at: import_zod6.z.string()
});
var identifier = import_zod6.z.string().min(1).max(256);
var contactRoutes = [
  grpcRoute({
    method: "get",
    path: "/messaging/contacts/:identifier",
    operationId: "getContact",
    summary: "Read a contact by uuid, phone number, business-scoped user id or parent id (newest match).",
    tag: "Contacts",
    params: import_zod6.z.object({ identifier }),
    response: import_zod6.z.object({ data: contact }),
    service: "contacts",
    rpc: "GetContact",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, identifier: params.identifier }),
    reply: (res) => ({ body: { data: res.contact } })
  }),
  grpcRoute({
    method: "get",
    path: "/messaging/contacts/:identifier/marketing_preferences",
    operationId: "listMarketingPreferences",
    summary: "Marketing preferences of a contact, one entry per number (read-only).",
    tag: "Contacts",
    params: import_zod6.z.object({ identifier }),
    response: import_zod6.z.object({ data: import_zod6.z.array(preference) }),
    service: "contacts",
    rpc: "ListMarketingPreferences",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, identifier: params.identifier }),
    reply: (res) => ({ body: { data: res.preferences } })
  }),
  grpcRoute({
    method: "get",
    path: "/messaging/contacts/:identifier/marketing_preferences/:phone_number_id",
    operationId: "listMarketingPreferencesForNumber",
    summary: "Marketing preference of a contact on one number (read-only).",
    tag: "Contacts",
    params: import_zod6.z.object({ identifier, phone_number_id: import_zod6.z.string().regex(/^\d{1,32}$/, "must be a digit string") }),
    response: import_zod6.z.object({ data: import_zod6.z.array(preference) }),
    service: "contacts",
    rpc: "ListMarketingPreferences",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, identifier: params.identifier, phone_number_id: params.phone_number_id }),
    reply: (res) => ({ body: { data: res.preferences } })
  })
];

// apps/gateway/src/routes/customers.routes.ts
var import_zod7 = require("zod");
var customer = import_zod7.z.object({
  id: import_zod7.z.string().uuid(),
  name: import_zod7.z.string(),
  external_customer_id: import_zod7.z.string().nullable(),
  created_at: import_zod7.z.string(),
  updated_at: import_zod7.z.string()
});
var customerUpdateBody = import_zod7.z.object({
  customer: import_zod7.z.object({
    name: import_zod7.z.string().trim().min(1).max(200).optional(),
    external_customer_id: import_zod7.z.string().trim().min(1).max(200).nullable().optional()
  }).strict()
});
var customerBody = import_zod7.z.object({
  customer: import_zod7.z.object({
    name: import_zod7.z.string().trim().min(1).max(200),
    external_customer_id: import_zod7.z.string().trim().min(1).max(200).optional()
  })
});
var customerRoutes = [
  grpcRoute({
    method: "post",
    path: "/customers",
    operationId: "createCustomer",
    summary: "Create a customer.",
    tag: "Customers",
    body: customerBody,
    response: import_zod7.z.object({ data: customer }),
    successStatuses: [201],
    errorStatuses: [400, 409],
    service: "messagingProxy",
    rpc: "CreateCustomer",
    request: ({ body }, ctx) => ({ project_id: ctx.projectId, ...body.customer }),
    reply: (res) => ({ body: { data: res.customer } })
  }),
  grpcRoute({
    method: "get",
    path: "/customers",
    operationId: "listCustomers",
    summary: "List customers, most recent first (page style).",
    tag: "Customers",
    query: pageQuery,
    response: import_zod7.z.object({ data: import_zod7.z.array(customer), meta: pageMeta }),
    service: "messagingProxy",
    rpc: "ListCustomers",
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, page: { page: query.page, per_page: query.per_page } }),
    reply: (res) => ({ body: { data: res.customers, meta: res.meta } })
  }),
  grpcRoute({
    method: "get",
    path: "/customers/:customer_id",
    operationId: "getCustomer",
    summary: "Read a customer.",
    tag: "Customers",
    params: import_zod7.z.object({ customer_id: uuidParam }),
    response: import_zod7.z.object({ data: customer }),
    service: "messagingProxy",
    rpc: "GetCustomer",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, customer_id: params.customer_id }),
    reply: (res) => ({ body: { data: res.customer } })
  }),
  grpcRoute({
    method: "patch",
    path: "/customers/:customer_id",
    operationId: "updateCustomer",
    summary: "Update a customer (name, external_customer_id; null clears external_customer_id).",
    tag: "Customers",
    params: import_zod7.z.object({ customer_id: uuidParam }),
    body: customerUpdateBody,
    response: import_zod7.z.object({ data: customer }),
    errorStatuses: [400, 404, 409],
    service: "messagingProxy",
    rpc: "UpdateCustomer",
    request: ({ params, body }, ctx) => ({
      project_id: ctx.projectId,
      customer_id: params.customer_id,
      name: body.customer.name,
      external_customer_id: body.customer.external_customer_id ?? void 0,
      clear_external_customer_id: body.customer.external_customer_id === null
    }),
    reply: (res) => ({ body: { data: res.customer } })
  }),
  grpcRoute({
    method: "delete",
    path: "/customers/:customer_id",
    operationId: "deleteCustomer",
    summary: "Delete a customer and its setup links (409 while phone numbers are connected for it).",
    tag: "Customers",
    params: import_zod7.z.object({ customer_id: uuidParam }),
    response: import_zod7.z.object({}),
    successStatuses: [204],
    errorStatuses: [400, 404, 409],
    service: "messagingProxy",
    rpc: "DeleteCustomer",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, customer_id: params.customer_id }),
    reply: () => ({ status: 204, body: {} })
  })
];

// apps/gateway/src/routes/flows.routes.ts
var import_zod8 = require("zod");
var flow = import_zod8.z.object({
  id: import_zod8.z.string().uuid(),
  upstream_flow_id: import_zod8.z.string(),
  name: import_zod8.z.string(),
  status: import_zod8.z.enum(["draft", "published"]),
  created_at: import_zod8.z.string(),
  updated_at: import_zod8.z.string(),
  published_at: import_zod8.z.string().nullable(),
  last_synced_at: import_zod8.z.string().nullable(),
  json_version: import_zod8.z.string(),
  data_api_version: import_zod8.z.string(),
  business_account_id: import_zod8.z.string(),
  preview_url: import_zod8.z.string().nullable(),
  data_endpoint_function_id: import_zod8.z.string().uuid().nullable(),
  phone_number_id: import_zod8.z.string().nullable(),
  data_endpoint_url: import_zod8.z.string().nullable(),
  has_data_endpoint: import_zod8.z.boolean(),
  flows_encryption_configured: import_zod8.z.boolean()
});
var flowRoutes = [
  grpcRoute({
    method: "get",
    path: "/messaging/flows",
    operationId: "listFlows",
    summary: "List flows, most recent first (page style).",
    tag: "Flows",
    query: pageQuery.extend({
      status: import_zod8.z.enum(["draft", "published"]).optional(),
      business_account_id: import_zod8.z.string().regex(/^\d{1,32}$/, "must be a digit string").optional(),
      phone_number_id: import_zod8.z.string().regex(/^\d{1,32}$/, "must be a digit string").optional(),
      name: import_zod8.z.string().min(1).max(200).optional().describe("Substring of the flow name.")
    }),
    response: import_zod8.z.object({ data: import_zod8.z.array(flow), meta: pageMeta }),
    errorStatuses: [400],
    service: "flows",
    rpc: "ListFlows",
    request: ({ query }, ctx) => ({
      project_id: ctx.projectId,
      status: query.status,
      business_account_id: query.business_account_id,
      phone_number_id: query.phone_number_id,
      name: query.name,
      page: { page: query.page, per_page: query.per_page }
    }),
    reply: (res) => ({ body: { data: res.flows, meta: res.meta } })
  }),
  grpcRoute({
    method: "get",
    path: "/messaging/flows/:flow_id",
    operationId: "getFlow",
    summary: "Read a flow.",
    tag: "Flows",
    params: import_zod8.z.object({ flow_id: uuidParam }),
    response: import_zod8.z.object({ data: flow }),
    service: "flows",
    rpc: "GetFlow",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, flow_id: params.flow_id }),
    reply: (res) => ({ body: { data: res.flow } })
  })
];

// apps/gateway/src/routes/funding.routes.ts
var import_zod9 = require("zod");
var fundingRun = import_zod9.z.object({
  id: import_zod9.z.string().uuid(),
  status: import_zod9.z.enum(["pending", "running", "succeeded", "failed", "cancelled", "expired"]),
  started_at: import_zod9.z.string(),
  finished_at: import_zod9.z.string().nullable(),
  error_kind: import_zod9.z.string().nullable().describe("Failure class (extensible)."),
  upstream_error_code: import_zod9.z.number().int().nullable()
});
var fundingObject = import_zod9.z.object({
  waba_id: import_zod9.z.string(),
  business_portfolio_id: import_zod9.z.string().nullable(),
  status: import_zod9.z.enum(["funded", "pending", "unknown", "not_funded", "revoked"]),
  reason: import_zod9.z.string().nullable().describe("Machine-readable, extensible; null when funded."),
  message: import_zod9.z.string(),
  currency: import_zod9.z.string(),
  waba_currency: import_zod9.z.string().nullable(),
  last_verified_at: import_zod9.z.string().nullable(),
  last_checked_at: import_zod9.z.string().nullable(),
  paid_messages: import_zod9.z.object({ paused: import_zod9.z.boolean(), reasons: import_zod9.z.array(import_zod9.z.string()) }),
  operation: fundingRun.nullable()
});
var usageBreakdown = import_zod9.z.object({
  type: import_zod9.z.enum(["messaging", "calling"]),
  amount_micros: import_zod9.z.number().int().describe("Charges in millionths of currency."),
  currency: import_zod9.z.string(),
  quantity: import_zod9.z.number().int(),
  billable_quantity: import_zod9.z.number().int(),
  duration_seconds: import_zod9.z.number().int(),
  last_recorded_at: import_zod9.z.string().nullable().describe("Freshness of this charge type on this day.")
});
var usage = import_zod9.z.object({
  waba_id: import_zod9.z.string().nullable(),
  business_portfolio_id: import_zod9.z.string().nullable(),
  start_date: import_zod9.z.string(),
  end_date: import_zod9.z.string(),
  entries: import_zod9.z.array(import_zod9.z.object({ date: import_zod9.z.string(), currency: import_zod9.z.string(), amount_micros: import_zod9.z.number().int(), breakdown: import_zod9.z.array(usageBreakdown) })),
  freshness: import_zod9.z.object({ messaging_last_recorded_at: import_zod9.z.string().nullable(), calling_last_recorded_at: import_zod9.z.string().nullable() })
});
var operation = import_zod9.z.object({
  id: import_zod9.z.string().uuid(),
  business_portfolio_id: import_zod9.z.string(),
  type: import_zod9.z.literal("revoke"),
  status: import_zod9.z.enum(["pending", "running", "succeeded", "failed"]),
  started_at: import_zod9.z.string(),
  finished_at: import_zod9.z.string().nullable(),
  error_kind: import_zod9.z.string().nullable(),
  upstream_error_code: import_zod9.z.number().int().nullable(),
  accounts_total: import_zod9.z.number().int(),
  accounts_revoked: import_zod9.z.number().int(),
  accounts_failed: import_zod9.z.number().int()
});
var day = import_zod9.z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD");
var usageQuery = import_zod9.z.object({ start_date: day.optional(), end_date: day.optional() });
var wabaParams = import_zod9.z.object({ waba_id: digitsParam });
var portfolioParams = import_zod9.z.object({ portfolio_id: digitsParam });
var fundingRoutes = [
  grpcRoute({
    method: "post",
    path: "/messaging/accounts/:waba_id/funding",
    operationId: "ensureFunding",
    summary: "Ensure funding of a business account: 202 while a run is pending or running, 200 otherwise.",
    tag: "Funding",
    params: wabaParams,
    body: import_zod9.z.object({ business_portfolio_id: import_zod9.z.string({ required_error: "is required" }).regex(/^\d{1,32}$/, "must be a digit string") }),
    response: import_zod9.z.object({ data: fundingObject }),
    successStatuses: [200, 202],
    errorStatuses: [400, 409, 502, 503],
    deadlineMs: 15e3,
    service: "funding",
    rpc: "EnsureFunding",
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, waba_id: params.waba_id, business_portfolio_id: body.business_portfolio_id }),
    reply: (res) => ({ status: res.in_progress ? 202 : 200, body: { data: res.funding } })
  }),
  grpcRoute({
    method: "get",
    path: "/messaging/accounts/:waba_id/funding",
    operationId: "getFunding",
    summary: "Funding status of a business account, with its latest run.",
    tag: "Funding",
    params: wabaParams,
    response: import_zod9.z.object({ data: fundingObject }),
    errorStatuses: [400],
    service: "funding",
    rpc: "GetFunding",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, waba_id: params.waba_id }),
    reply: (res) => ({ body: { data: res.funding } })
  }),
  grpcRoute({
    method: "get",
    path: "/messaging/accounts/:waba_id/usage",
    operationId: "getAccountUsage",
    summary: "Recorded messaging and calling usage of a business account (default: the last 30 days).",
    tag: "Funding",
    params: wabaParams,
    query: usageQuery,
    response: import_zod9.z.object({ data: usage }),
    errorStatuses: [400],
    service: "funding",
    rpc: "GetAccountUsage",
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, waba_id: params.waba_id, start_date: query.start_date, end_date: query.end_date }),
    reply: (res) => ({ body: { data: res.usage } })
  }),
  grpcRoute({
    method: "get",
    path: "/messaging/portfolios/:portfolio_id/accounts",
    operationId: "listPortfolioAccounts",
    summary: "Business accounts of a portfolio, most recent first (page style).",
    tag: "Funding",
    params: portfolioParams,
    query: pageQuery,
    response: import_zod9.z.object({
      data: import_zod9.z.array(import_zod9.z.object({ waba_id: import_zod9.z.string(), business_portfolio_id: import_zod9.z.string(), membership_status: import_zod9.z.enum(["active", "removed"]), created_at: import_zod9.z.string(), funding: fundingObject })),
      meta: pageMeta
    }),
    service: "funding",
    rpc: "ListPortfolioAccounts",
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, portfolio_id: params.portfolio_id, page: { page: query.page, per_page: query.per_page } }),
    reply: (res) => ({ body: { data: res.accounts, meta: res.meta } })
  }),
  grpcRoute({
    method: "get",
    path: "/messaging/portfolios/:portfolio_id/usage",
    operationId: "getPortfolioUsage",
    summary: "Recorded usage summed over a portfolio's accounts (default: the last 30 days).",
    tag: "Funding",
    params: portfolioParams,
    query: usageQuery,
    response: import_zod9.z.object({ data: usage }),
    service: "funding",
    rpc: "GetPortfolioUsage",
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, portfolio_id: params.portfolio_id, start_date: query.start_date, end_date: query.end_date }),
    reply: (res) => ({ body: { data: res.usage } })
  }),
  grpcRoute({
    method: "post",
    path: "/messaging/portfolios/:portfolio_id/funding/revoke",
    operationId: "revokePortfolioFunding",
    summary: "Stops portfolio funding asynchronously (202 with the operation). Requires Idempotency-Key; a replay returns the stored answer.",
    tag: "Funding",
    params: portfolioParams,
    headers: import_zod9.z.object({ "idempotency-key": import_zod9.z.string({ required_error: "is required (Idempotency-Key header)" }).min(1).max(255) }).passthrough(),
    body: import_zod9.z.object({ reason: import_zod9.z.string().max(500).optional() }).strict().optional(),
    response: import_zod9.z.object({ data: operation }),
    successStatuses: [202],
    errorStatuses: [400, 404, 409, 422, 503],
    service: "funding",
    rpc: "RevokePortfolioFunding",
    request: ({ params, headers, body }, ctx) => ({
      project_id: ctx.projectId,
      portfolio_id: params.portfolio_id,
      idempotency_key: headers["idempotency-key"] ?? "",
      body_json: JSON.stringify({ reason: body?.reason ?? null }),
      reason: body?.reason
    }),
    reply: (res) => ({ status: 202, body: { data: res.operation } })
  }),
  grpcRoute({
    method: "get",
    path: "/messaging/portfolios/:portfolio_id/funding/operations/:operation_id",
    operationId: "getFundingOperation",
    summary: "Polls a portfolio funding revocation.",
    tag: "Funding",
    params: import_zod9.z.object({ portfolio_id: digitsParam, operation_id: uuidParam }),
    response: import_zod9.z.object({ data: operation }),
    service: "funding",
    rpc: "GetFundingOperation",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, portfolio_id: params.portfolio_id, operation_id: params.operation_id }),
    reply: (res) => ({ body: { data: res.operation } })
  })
];

// apps/gateway/src/routes/phone-numbers.routes.ts
var import_zod10 = require("zod");
var HEALTH_LIMITS = [
  { name: "health-second", points: 5, durationSec: 1, limitHeader: "X-Health-RateLimit-Second-Limit", remainingHeader: "X-Health-RateLimit-Second-Remaining" },
  { name: "health-minute", points: 60, durationSec: 60, limitHeader: "X-Health-RateLimit-Minute-Limit", remainingHeader: "X-Health-RateLimit-Minute-Remaining" }
];
var phoneNumberFields = {
  id: import_zod10.z.string(),
  internal_id: import_zod10.z.string().uuid(),
  phone_number_id: import_zod10.z.string(),
  name: import_zod10.z.string(),
  kind: import_zod10.z.string(),
  upstream_app_id: import_zod10.z.string(),
  business_account_id: import_zod10.z.string(),
  is_coexistence: import_zod10.z.boolean(),
  inbound_processing_enabled: import_zod10.z.boolean(),
  calls_enabled: import_zod10.z.boolean(),
  webhook_verified_at: import_zod10.z.string().nullable(),
  webhook_destination_url: import_zod10.z.string().nullable(),
  created_at: import_zod10.z.string(),
  updated_at: import_zod10.z.string(),
  customer_id: import_zod10.z.string().uuid(),
  display_name: import_zod10.z.string(),
  display_phone_number: import_zod10.z.string(),
  display_phone_number_normalized: import_zod10.z.string(),
  verified_name: import_zod10.z.string(),
  quality_rating: import_zod10.z.string(),
  code_verification_status: import_zod10.z.string(),
  name_status: import_zod10.z.string(),
  status: import_zod10.z.string(),
  throughput_tier: import_zod10.z.string(),
  is_official_business_account: import_zod10.z.boolean(),
  is_pin_enabled: import_zod10.z.boolean()
};
var phoneNumber = import_zod10.z.object({ ...phoneNumberFields, whatsapp_business_manager_messaging_limit: import_zod10.z.string() });
var updatedPhoneNumber = import_zod10.z.object({ ...phoneNumberFields, whatsapp_business_manager_messaging_limit: import_zod10.z.number().int().nullable() });
function tierAsInteger(tier) {
  const m = /^TIER_(\d+)(K?)$/i.exec((tier ?? "").trim());
  return m ? Number(m[1]) * (m[2] ? 1e3 : 1) : null;
}
var httpUrl = import_zod10.z.string().url().max(2048).refine((v) => /^https?:\/\//i.test(v), "must be an http(s) URL");
var connectBody = import_zod10.z.object({
  messaging_phone_number: import_zod10.z.object({
    name: import_zod10.z.string().trim().min(1).max(200).optional(),
    kind: import_zod10.z.enum(["production", "test"]).optional(),
    phone_number_id: import_zod10.z.string().regex(/^\d{1,32}$/, "must be a digit string"),
    business_account_id: import_zod10.z.string().regex(/^\d{1,32}$/, "must be a digit string"),
    access_token: import_zod10.z.string().trim().min(1).max(4096),
    webhook_destination_url: httpUrl.optional(),
    webhook_verify_token: import_zod10.z.string().min(1).max(512).optional(),
    inbound_processing_enabled: import_zod10.z.boolean().optional(),
    calls_enabled: import_zod10.z.boolean().optional()
  }).strict()
});
var updateBody = import_zod10.z.object({
  messaging_phone_number: import_zod10.z.object({
    name: import_zod10.z.string().trim().min(1).max(200).optional(),
    access_token: import_zod10.z.string().trim().min(1).max(4096).optional(),
    webhook_destination_url: httpUrl.nullable().optional(),
    webhook_verify_token: import_zod10.z.string().min(1).max(512).optional(),
    inbound_processing_enabled: import_zod10.z.boolean().optional(),
    calls_enabled: import_zod10.z.boolean().optional()
  }).strict().refine((o) => Object.keys(o).length > 0, "must name at least one field to change")
});
var healthCheck = import_zod10.z.object({
  passed: import_zod10.z.boolean().nullable(),
  error: import_zod10.z.string().optional(),
  overall_status: import_zod10.z.string().optional(),
  details: import_zod10.z.record(import_zod10.z.unknown())
});
var healthBody = import_zod10.z.object({
  status: import_zod10.z.enum(["healthy", "degraded", "unhealthy", "error"]),
  timestamp: import_zod10.z.string(),
  error: import_zod10.z.string().optional(),
  checks: import_zod10.z.object({
    phone_number_access: healthCheck,
    token_validity: healthCheck,
    messaging_health: healthCheck,
    webhook_subscription: healthCheck,
    webhook_verified: healthCheck,
    phone_number_connection: healthCheck
  }).optional()
});
var displayNameRequest = import_zod10.z.object({
  id: import_zod10.z.string().uuid(),
  phone_number_id: import_zod10.z.string(),
  requested_display_name: import_zod10.z.string(),
  previous_display_name: import_zod10.z.string().nullable(),
  status: import_zod10.z.string(),
  submitted_at: import_zod10.z.string(),
  reviewed_at: import_zod10.z.string().nullable(),
  applied_at: import_zod10.z.string().nullable(),
  upstream_error_code: import_zod10.z.number().int().nullable(),
  upstream_error_subcode: import_zod10.z.number().int().nullable(),
  upstream_error_type: import_zod10.z.string().nullable(),
  upstream_error_message: import_zod10.z.string().nullable()
});
var check = (c) => {
  const out = { passed: c?.passed ?? null, details: c?.details_json ? JSON.parse(c.details_json) : {} };
  if (c?.error) out.error = c.error;
  if (c?.overall_status) out.overall_status = c.overall_status;
  return out;
};
var pn = import_zod10.z.object({ phone_number_id: digitsParam });
var phoneNumberRoutes = [
  grpcRoute({
    method: "post",
    path: "/customers/:customer_id/messaging/phone_numbers",
    operationId: "connectPhoneNumber",
    summary: "Connect a phone number with upstream credentials (checked against the upstream; the access token is stored encrypted and never returned).",
    tag: "Phone Numbers",
    params: import_zod10.z.object({ customer_id: uuidParam }),
    body: connectBody,
    response: import_zod10.z.object({ data: phoneNumber }),
    successStatuses: [201],
    errorStatuses: [400, 404, 409, 422, 502],
    deadlineMs: 3e4,
    service: "messagingProxy",
    rpc: "ConnectPhoneNumber",
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, customer_id: params.customer_id, ...body.messaging_phone_number }),
    reply: (res) => ({ body: { data: res.phone_number } })
  }),
  grpcRoute({
    method: "get",
    path: "/messaging/phone_numbers",
    operationId: "listPhoneNumbers",
    summary: "List connected phone numbers, most recent first (page style).",
    tag: "Phone Numbers",
    query: pageQuery.extend({
      phone_number_id: import_zod10.z.string().regex(/^\d{1,32}$/, "must be a digit string").optional(),
      business_account_id: import_zod10.z.string().regex(/^\d{1,32}$/, "must be a digit string").optional(),
      customer_id: import_zod10.z.string().uuid().optional()
    }),
    response: import_zod10.z.object({ data: import_zod10.z.array(phoneNumber), meta: pageMeta }),
    errorStatuses: [400],
    service: "messagingProxy",
    rpc: "ListPhoneNumbers",
    request: ({ query }, ctx) => ({
      project_id: ctx.projectId,
      phone_number_id: query.phone_number_id ?? "",
      business_account_id: query.business_account_id ?? "",
      customer_id: query.customer_id ?? "",
      page: { page: query.page, per_page: query.per_page }
    }),
    reply: (res) => ({ body: { data: res.phone_numbers, meta: res.meta } })
  }),
  grpcRoute({
    method: "get",
    path: "/messaging/phone_numbers/:phone_number_id",
    operationId: "getPhoneNumber",
    summary: "Read a connected phone number.",
    tag: "Phone Numbers",
    params: pn,
    response: import_zod10.z.object({ data: phoneNumber }),
    service: "messagingProxy",
    rpc: "GetPhoneNumber",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id }),
    reply: (res) => ({ body: { data: res.phone_number } })
  }),
  grpcRoute({
    method: "patch",
    path: "/messaging/phone_numbers/:phone_number_id",
    operationId: "updatePhoneNumber",
    summary: "Update a phone number (access_token, webhook_destination_url, ...). The messaging limit is an integer in this response.",
    tag: "Phone Numbers",
    params: pn,
    body: updateBody,
    response: import_zod10.z.object({ data: updatedPhoneNumber }),
    errorStatuses: [400, 404, 422],
    deadlineMs: 3e4,
    service: "messagingProxy",
    rpc: "UpdatePhoneNumber",
    request: ({ params, body }, ctx) => {
      const b = body.messaging_phone_number;
      return {
        project_id: ctx.projectId,
        phone_number_id: params.phone_number_id,
        name: b.name,
        access_token: b.access_token,
        webhook_destination_url: b.webhook_destination_url ?? void 0,
        clear_webhook_destination_url: b.webhook_destination_url === null,
        webhook_verify_token: b.webhook_verify_token,
        inbound_processing_enabled: b.inbound_processing_enabled,
        calls_enabled: b.calls_enabled
      };
    },
    reply: (res) => ({
      body: { data: res.phone_number ? { ...res.phone_number, whatsapp_business_manager_messaging_limit: tierAsInteger(res.phone_number.whatsapp_business_manager_messaging_limit) } : res.phone_number }
    })
  }),
  grpcRoute({
    method: "get",
    path: "/messaging/phone_numbers/:phone_number_id/health",
    operationId: "checkPhoneNumberHealth",
    summary: "Health check of a number: cached 3 minutes; 5 per second and 60 per minute per project (429 with Retry-After).",
    tag: "Phone Numbers",
    params: pn,
    response: healthBody,
    errorStatuses: [400, 404],
    deadlineMs: 2e4,
    limits: HEALTH_LIMITS,
    service: "messagingProxy",
    rpc: "CheckPhoneNumberHealth",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id }),
    reply: (res) => {
      const c = res.checks;
      const body = { status: res.status, timestamp: res.timestamp };
      if (res.error) body.error = res.error;
      if (c) {
        body.checks = {
          phone_number_access: check(c.phone_number_access),
          token_validity: check(c.token_validity),
          messaging_health: check(c.messaging_health),
          webhook_subscription: check(c.webhook_subscription),
          webhook_verified: check(c.webhook_verified),
          phone_number_connection: check(c.phone_number_connection)
        };
      }
      return { body };
    }
  }),
  grpcRoute({
    method: "post",
    path: "/messaging/phone_numbers/:phone_number_id/display_name_requests",
    operationId: "createDisplayNameRequest",
    summary: "Submit a new display name for upstream review.",
    tag: "Display Names",
    params: pn,
    body: import_zod10.z.object({ display_name_request: import_zod10.z.object({ display_name: import_zod10.z.string().trim().min(3).max(512) }).strict() }),
    response: import_zod10.z.object({ data: displayNameRequest }),
    successStatuses: [201],
    errorStatuses: [400, 404, 422, 502],
    deadlineMs: 2e4,
    service: "messagingProxy",
    rpc: "CreateDisplayNameRequest",
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id, display_name: body.display_name_request.display_name }),
    reply: (res) => ({ body: { data: res.display_name_request } })
  }),
  grpcRoute({
    method: "get",
    path: "/messaging/phone_numbers/:phone_number_id/display_name_requests",
    operationId: "listDisplayNameRequests",
    summary: "List a number's display name requests, most recent first (page style).",
    tag: "Display Names",
    params: pn,
    query: pageQuery,
    response: import_zod10.z.object({ data: import_zod10.z.array(displayNameRequest), meta: pageMeta }),
    service: "messagingProxy",
    rpc: "ListDisplayNameRequests",
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id, page: { page: query.page, per_page: query.per_page } }),
    reply: (res) => ({ body: { data: res.display_name_requests, meta: res.meta } })
  }),
  grpcRoute({
    method: "get",
    path: "/messaging/phone_numbers/:phone_number_id/display_name_requests/:request_id",
    operationId: "getDisplayNameRequest",
    summary: "Read a display name request.",
    tag: "Display Names",
    params: import_zod10.z.object({ phone_number_id: digitsParam, request_id: uuidParam }),
    response: import_zod10.z.object({ data: displayNameRequest }),
    service: "messagingProxy",
    rpc: "GetDisplayNameRequest",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id, request_id: params.request_id }),
    reply: (res) => ({ body: { data: res.display_name_request } })
  })
];

// apps/gateway/src/routes/setup-links.routes.ts
var import_zod11 = require("zod");
var hex = import_zod11.z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a hex colour like #1A2B3C");
var THEME_KEYS = [
  "primary_color",
  "primary_foreground_color",
  "background_color",
  "text_color",
  "muted_text_color",
  "card_color",
  "muted_color",
  "border_color",
  "secondary_color",
  "secondary_foreground_color",
  "destructive_color",
  "destructive_foreground_color"
];
var themeShape = Object.fromEntries(THEME_KEYS.map((k) => [k, hex.optional()]));
var themeOut = import_zod11.z.object(Object.fromEntries(THEME_KEYS.map((k) => [k, import_zod11.z.string().optional()])));
var httpUrl2 = import_zod11.z.string().url().max(2048).refine((v) => /^https?:\/\//i.test(v), "must be an http(s) URL");
var setupLink = import_zod11.z.object({
  id: import_zod11.z.string().uuid(),
  customer_id: import_zod11.z.string().uuid(),
  status: import_zod11.z.enum(["active", "used", "expired", "revoked"]),
  created_at: import_zod11.z.string(),
  expires_at: import_zod11.z.string(),
  url: import_zod11.z.string(),
  upstream_billing_mode: import_zod11.z.string(),
  success_redirect_url: import_zod11.z.string().nullable(),
  failure_redirect_url: import_zod11.z.string().nullable(),
  allowed_origins: import_zod11.z.array(import_zod11.z.string()),
  allowed_connection_types: import_zod11.z.array(import_zod11.z.enum(["coexistence", "dedicated"])),
  theme_config: themeOut,
  provision_phone_number: import_zod11.z.boolean(),
  phone_number_area_code: import_zod11.z.string().nullable(),
  phone_number_country_isos: import_zod11.z.array(import_zod11.z.string()),
  reconnect_phone_number: import_zod11.z.string().nullable(),
  language: import_zod11.z.string().nullable(),
  messaging_setup_status: import_zod11.z.string(),
  messaging_setup_error: import_zod11.z.string().nullable(),
  provisioned_phone_number: import_zod11.z.object({ id: import_zod11.z.string(), phone_number: import_zod11.z.string(), status: import_zod11.z.string(), country_iso: import_zod11.z.string(), country_dial_code: import_zod11.z.string(), area_code: import_zod11.z.string(), display_number: import_zod11.z.string() }).nullable(),
  phone_number_id: import_zod11.z.string().nullable()
});
var setupLinkBody = import_zod11.z.object({
  setup_link: import_zod11.z.object({
    success_redirect_url: httpUrl2.optional(),
    failure_redirect_url: httpUrl2.optional(),
    allowed_origins: import_zod11.z.array(import_zod11.z.string().url().max(255)).max(20).default([]),
    allowed_connection_types: import_zod11.z.array(import_zod11.z.enum(["coexistence", "dedicated"])).min(1).max(2).optional(),
    theme_config: import_zod11.z.object(themeShape).strict().default({}),
    provision_phone_number: import_zod11.z.boolean().default(false),
    phone_number_area_code: import_zod11.z.string().regex(/^\d{2,5}$/, "must be 2 to 5 digits").optional(),
    phone_number_country_isos: import_zod11.z.array(import_zod11.z.string().regex(/^[A-Za-z]{2}$/, "must be ISO 3166-1 alpha-2 codes")).max(50).optional(),
    reconnect_phone_number: import_zod11.z.string().regex(/^\+[1-9]\d{6,14}$/, "must be an E.164 number such as +15550102030").optional(),
    language: import_zod11.z.enum(["en", "es", "pt", "hi", "id", "ar"]).optional()
  }).strict().default({})
});
var setupLinkRoutes = [
  grpcRoute({
    method: "post",
    path: "/customers/:customer_id/setup_links",
    operationId: "createSetupLink",
    summary: "Create an onboarding link for a customer; the customer's previous active link is revoked. Links expire after 30 days.",
    tag: "Setup Links",
    params: import_zod11.z.object({ customer_id: uuidParam }),
    body: setupLinkBody,
    response: import_zod11.z.object({ data: setupLink }),
    successStatuses: [201],
    errorStatuses: [400, 404, 422],
    service: "messagingProxy",
    rpc: "CreateSetupLink",
    request: ({ params, body }, ctx) => {
      const l = body.setup_link;
      return {
        project_id: ctx.projectId,
        customer_id: params.customer_id,
        success_redirect_url: l.success_redirect_url,
        failure_redirect_url: l.failure_redirect_url,
        allowed_origins: l.allowed_origins,
        allowed_connection_types: l.allowed_connection_types ?? [],
        theme_config: l.theme_config,
        provision_phone_number: l.provision_phone_number,
        phone_number_area_code: l.phone_number_area_code,
        phone_number_country_isos: l.phone_number_country_isos ?? [],
        reconnect_phone_number: l.reconnect_phone_number,
        language: l.language
      };
    },
    reply: (res) => ({ body: { data: res.setup_link } })
  }),
  grpcRoute({
    method: "get",
    path: "/customers/:customer_id/setup_links",
    operationId: "listSetupLinks",
    summary: "List a customer's setup links, most recent first (page style), optionally by status.",
    tag: "Setup Links",
    params: import_zod11.z.object({ customer_id: uuidParam }),
    query: pageQuery.extend({ status: import_zod11.z.enum(["active", "used", "expired", "revoked"]).optional() }),
    response: import_zod11.z.object({ data: import_zod11.z.array(setupLink), meta: pageMeta }),
    errorStatuses: [400, 404],
    service: "messagingProxy",
    rpc: "ListSetupLinks",
    request: ({ params, query }, ctx) => ({
      project_id: ctx.projectId,
      customer_id: params.customer_id,
      status: query.status ?? "",
      page: { page: query.page, per_page: query.per_page }
    }),
    reply: (res) => ({ body: { data: res.setup_links, meta: res.meta } })
  }),
  grpcRoute({
    method: "get",
    path: "/customers/:customer_id/setup_links/:setup_link_id",
    operationId: "getSetupLink",
    summary: "Read a setup link.",
    tag: "Setup Links",
    params: import_zod11.z.object({ customer_id: uuidParam, setup_link_id: uuidParam }),
    response: import_zod11.z.object({ data: setupLink }),
    service: "messagingProxy",
    rpc: "GetSetupLink",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, customer_id: params.customer_id, setup_link_id: params.setup_link_id }),
    reply: (res) => ({ body: { data: res.setup_link } })
  })
];

// apps/gateway/src/routes/webhooks.routes.ts
var import_zod12 = require("zod");
var eventName = import_zod12.z.string().min(1).max(100);
var webhook = import_zod12.z.object({
  id: import_zod12.z.string().uuid(),
  url: import_zod12.z.string(),
  events: import_zod12.z.array(import_zod12.z.string()),
  active: import_zod12.z.boolean(),
  payload_version: import_zod12.z.enum(["v1", "v2"]),
  phone_number_id: import_zod12.z.string().nullable(),
  disabled_reason: import_zod12.z.string().nullable(),
  disabled_at: import_zod12.z.string().nullable(),
  failing_since: import_zod12.z.string().nullable(),
  previous_secret_expires_at: import_zod12.z.string().nullable(),
  created_at: import_zod12.z.string(),
  updated_at: import_zod12.z.string()
});
var webhookWithSecret = webhook.extend({ secret: import_zod12.z.string().describe("Standard Webhooks signing secret (whsec_...). Shown only at creation and rotation.") });
var attempt = import_zod12.z.object({
  number: import_zod12.z.number().int(),
  started_at: import_zod12.z.string(),
  duration_ms: import_zod12.z.number().int(),
  response_status: import_zod12.z.number().int().nullable(),
  error: import_zod12.z.string().nullable(),
  response_body: import_zod12.z.string().nullable()
});
var delivery = import_zod12.z.object({
  id: import_zod12.z.string().uuid(),
  webhook_id: import_zod12.z.string().uuid(),
  event_id: import_zod12.z.string().uuid(),
  event: import_zod12.z.string(),
  payload_version: import_zod12.z.string(),
  status: import_zod12.z.enum(["pending", "delivered", "failed"]),
  attempts: import_zod12.z.number().int(),
  response_status: import_zod12.z.number().int().nullable(),
  last_error: import_zod12.z.string().nullable(),
  next_attempt_at: import_zod12.z.string().nullable(),
  last_attempt_at: import_zod12.z.string().nullable(),
  delivered_at: import_zod12.z.string().nullable(),
  created_at: import_zod12.z.string(),
  updated_at: import_zod12.z.string(),
  test: import_zod12.z.boolean(),
  url: import_zod12.z.string(),
  payload: import_zod12.z.record(import_zod12.z.unknown()).nullable()
});
var deliveryWithAttempts = delivery.extend({ attempt_log: import_zod12.z.array(attempt) });
var createBody = import_zod12.z.object({
  webhook: import_zod12.z.object({
    url: import_zod12.z.string().trim().min(1).max(2048),
    events: import_zod12.z.array(eventName).min(1).max(50),
    active: import_zod12.z.boolean().optional(),
    payload_version: import_zod12.z.enum(["v1", "v2"]).optional()
  })
});
var updateBody2 = import_zod12.z.object({
  webhook: import_zod12.z.object({
    url: import_zod12.z.string().trim().min(1).max(2048).optional(),
    events: import_zod12.z.array(eventName).min(1).max(50).optional(),
    active: import_zod12.z.boolean().optional(),
    payload_version: import_zod12.z.enum(["v1", "v2"]).optional()
  })
});
var rotateBody = import_zod12.z.object({ overlap_seconds: import_zod12.z.number().int().min(0).max(604800).optional() }).optional();
var cursor2 = import_zod12.z.string().min(1).max(512);
var deliveriesQuery = import_zod12.z.object({
  period: import_zod12.z.enum(["24h", "7d", "30d"]).optional().describe("Time window ending now."),
  status: import_zod12.z.enum(["pending", "delivered", "failed"]).optional(),
  event: eventName.optional().describe("Exact public event name."),
  webhook_id: import_zod12.z.string().uuid().optional(),
  errors_only: import_zod12.z.enum(["true", "false", "1", "0"]).optional().transform((v) => v === "true" || v === "1").describe("Only deliveries whose last attempt failed."),
  limit: import_zod12.z.coerce.number().int().min(1).max(100).default(20).describe("Page size, 1 to 100."),
  before: cursor2.optional().describe("Cursor of the previous (newer) page: paging.cursors.before of a page."),
  after: cursor2.optional().describe("Cursor of the next (older) page: paging.cursors.after of a page.")
}).refine((q) => !(q.before && q.after), { message: "use either before or after, not both", path: ["before"] });
var paging2 = import_zod12.z.object({
  cursors: import_zod12.z.object({ before: import_zod12.z.string().nullable(), after: import_zod12.z.string().nullable() }),
  next: import_zod12.z.string().nullable(),
  previous: import_zod12.z.string().nullable()
});
var BASE_PATH2 = "/platform/v1";
function parsePayload(d) {
  let payload = null;
  try {
    payload = d.payload ? JSON.parse(d.payload) : null;
  } catch {
    payload = null;
  }
  return { ...d, payload };
}
var webhookParams = import_zod12.z.object({ webhook_id: uuidParam });
var deliveryParams = import_zod12.z.object({ delivery_id: uuidParam });
var numberParams = import_zod12.z.object({ phone_number_id: digitsParam });
var webhookRoutes = [
  grpcRoute({
    method: "post",
    path: "/webhooks",
    operationId: "createWebhook",
    summary: "Create a project webhook. The signing secret is returned only in this response.",
    tag: "Webhooks",
    body: createBody,
    response: import_zod12.z.object({ data: webhookWithSecret }),
    successStatuses: [201],
    errorStatuses: [400, 422],
    service: "webhooks",
    rpc: "CreateWebhook",
    request: ({ body }, ctx) => ({ project_id: ctx.projectId, ...body.webhook }),
    reply: (res) => ({ body: { data: { ...res.webhook, secret: res.secret } } })
  }),
  grpcRoute({
    method: "get",
    path: "/webhooks",
    operationId: "listWebhooks",
    summary: "List project webhooks, most recent first (page style).",
    tag: "Webhooks",
    query: pageQuery,
    response: import_zod12.z.object({ data: import_zod12.z.array(webhook), meta: pageMeta }),
    service: "webhooks",
    rpc: "ListWebhooks",
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, page: { page: query.page, per_page: query.per_page } }),
    reply: (res) => ({ body: { data: res.webhooks, meta: res.meta } })
  }),
  grpcRoute({
    method: "post",
    path: "/messaging/phone_numbers/:phone_number_id/webhooks",
    operationId: "createPhoneNumberWebhook",
    summary: "Create a per-number webhook: it receives only events about this number. The secret is returned only here.",
    tag: "Webhooks",
    params: numberParams,
    body: createBody,
    response: import_zod12.z.object({ data: webhookWithSecret }),
    successStatuses: [201],
    errorStatuses: [400, 422],
    service: "webhooks",
    rpc: "CreateWebhook",
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id, ...body.webhook }),
    reply: (res) => ({ body: { data: { ...res.webhook, secret: res.secret } } })
  }),
  grpcRoute({
    method: "get",
    path: "/messaging/phone_numbers/:phone_number_id/webhooks",
    operationId: "listPhoneNumberWebhooks",
    summary: "List the webhooks of one number, most recent first (page style).",
    tag: "Webhooks",
    params: numberParams,
    query: pageQuery,
    response: import_zod12.z.object({ data: import_zod12.z.array(webhook), meta: pageMeta }),
    service: "webhooks",
    rpc: "ListWebhooks",
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, phone_number_id: params.phone_number_id, page: { page: query.page, per_page: query.per_page } }),
    reply: (res) => ({ body: { data: res.webhooks, meta: res.meta } })
  }),
  grpcRoute({
    method: "get",
    path: "/webhooks/:webhook_id",
    operationId: "getWebhook",
    summary: "Read a webhook (without its secret).",
    tag: "Webhooks",
    params: webhookParams,
    response: import_zod12.z.object({ data: webhook }),
    service: "webhooks",
    rpc: "GetWebhook",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, webhook_id: params.webhook_id }),
    reply: (res) => ({ body: { data: res.webhook } })
  }),
  grpcRoute({
    method: "patch",
    path: "/webhooks/:webhook_id",
    operationId: "updateWebhook",
    summary: "Update url, events, active or payload_version. Re-activating clears a platform disable.",
    tag: "Webhooks",
    params: webhookParams,
    body: updateBody2,
    response: import_zod12.z.object({ data: webhook }),
    errorStatuses: [400, 404, 422],
    service: "webhooks",
    rpc: "UpdateWebhook",
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, webhook_id: params.webhook_id, ...body.webhook, events: body.webhook.events ?? [] }),
    reply: (res) => ({ body: { data: res.webhook } })
  }),
  grpcRoute({
    method: "delete",
    path: "/webhooks/:webhook_id",
    operationId: "deleteWebhook",
    summary: "Delete a webhook; its pending deliveries fail, the deliveries log keeps its history.",
    tag: "Webhooks",
    params: webhookParams,
    response: import_zod12.z.object({ data: import_zod12.z.object({ success: import_zod12.z.boolean() }) }),
    service: "webhooks",
    rpc: "DeleteWebhook",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, webhook_id: params.webhook_id }),
    reply: (res) => ({ body: { data: { success: res.success } } })
  }),
  grpcRoute({
    method: "post",
    path: "/webhooks/:webhook_id/rotate_secret",
    operationId: "rotateWebhookSecret",
    summary: "Generate a new signing secret; the previous one keeps signing for overlap_seconds (default 86400).",
    tag: "Webhooks",
    params: webhookParams,
    body: rotateBody,
    response: import_zod12.z.object({ data: webhookWithSecret }),
    successStatuses: [200],
    service: "webhooks",
    rpc: "RotateWebhookSecret",
    request: ({ params, body }, ctx) => ({ project_id: ctx.projectId, webhook_id: params.webhook_id, overlap_seconds: body?.overlap_seconds }),
    reply: (res) => ({ body: { data: { ...res.webhook, secret: res.secret } } })
  }),
  grpcRoute({
    method: "post",
    path: "/webhooks/:webhook_id/test",
    operationId: "testWebhook",
    summary: "Send a signed sample event now (one attempt, no retries) and return the delivery with its attempt.",
    tag: "Webhooks",
    params: webhookParams,
    query: import_zod12.z.object({ event_type: eventName.optional().describe("Event to sample; default the webhook\u2019s first event.") }),
    response: import_zod12.z.object({ data: deliveryWithAttempts }),
    successStatuses: [200],
    errorStatuses: [400, 404, 409, 422],
    deadlineMs: 2e4,
    service: "webhooks",
    rpc: "TestWebhook",
    request: ({ params, query }, ctx) => ({ project_id: ctx.projectId, webhook_id: params.webhook_id, event_type: query.event_type }),
    reply: (res) => ({ body: { data: parsePayload(res.delivery) } })
  }),
  grpcRoute({
    method: "get",
    path: "/webhook_deliveries",
    operationId: "listWebhookDeliveries",
    summary: "List webhook deliveries, most recent first (cursor paginated like api_logs).",
    tag: "Webhooks",
    query: deliveriesQuery,
    response: import_zod12.z.object({ data: import_zod12.z.array(delivery), paging: paging2 }),
    errorStatuses: [400],
    service: "webhooks",
    rpc: "ListDeliveries",
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, ...query }),
    reply: (res, { query }) => {
      const link = (k, v) => {
        const params = new URLSearchParams();
        for (const key of ["period", "status", "event", "webhook_id"]) if (query[key]) params.set(key, query[key]);
        if (query.errors_only) params.set("errors_only", "true");
        params.set("limit", String(query.limit));
        params.set(k, v);
        return `${BASE_PATH2}/webhook_deliveries?${params.toString()}`;
      };
      return {
        body: {
          data: res.deliveries.map(parsePayload),
          paging: {
            cursors: { before: res.before_cursor || null, after: res.after_cursor || null },
            next: res.has_older && res.after_cursor ? link("after", res.after_cursor) : null,
            previous: res.has_newer && res.before_cursor ? link("before", res.before_cursor) : null
          }
        }
      };
    }
  }),
  grpcRoute({
    method: "get",
    path: "/webhook_deliveries/:delivery_id",
    operationId: "getWebhookDelivery",
    summary: "Read one delivery with its attempt log.",
    tag: "Webhooks",
    params: deliveryParams,
    response: import_zod12.z.object({ data: deliveryWithAttempts }),
    service: "webhooks",
    rpc: "GetDelivery",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, delivery_id: params.delivery_id }),
    reply: (res) => ({ body: { data: parsePayload(res.delivery) } })
  }),
  grpcRoute({
    method: "post",
    path: "/webhook_deliveries/:delivery_id/redeliver",
    operationId: "redeliverWebhookDelivery",
    summary: "Schedule a new attempt of a delivered or failed delivery now (same delivery and event id). Asynchronous.",
    tag: "Webhooks",
    params: deliveryParams,
    response: import_zod12.z.object({ data: deliveryWithAttempts }),
    successStatuses: [202],
    errorStatuses: [400, 404, 409],
    service: "webhooks",
    rpc: "RedeliverDelivery",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, delivery_id: params.delivery_id }),
    reply: (res) => ({ status: 202, body: { data: parsePayload(res.delivery) } })
  })
];

// apps/gateway/src/routes/workflows.routes.ts
var import_zod13 = require("zod");
var providerModel = import_zod13.z.object({
  id: import_zod13.z.string(),
  name: import_zod13.z.string(),
  provider: import_zod13.z.string(),
  reasoning_model: import_zod13.z.boolean(),
  thinking_mode: import_zod13.z.enum(["disabled", "manual", "adaptive", "always_adaptive"]),
  supports_custom_sampling: import_zod13.z.boolean(),
  supported_reasoning_efforts: import_zod13.z.array(import_zod13.z.string()),
  default_reasoning_effort: import_zod13.z.string().nullable(),
  api_surface: import_zod13.z.string(),
  supported_prompt_cache_ttls: import_zod13.z.array(import_zod13.z.string()),
  default_prompt_cache_ttl: import_zod13.z.enum(["5m", "1h"])
});
var workflowRoutes = [
  grpcRoute({
    method: "get",
    path: "/workflow_executions/:execution_id",
    operationId: "getWorkflowExecution",
    summary: "Read a workflow execution, including resumable_execution_id.",
    tag: "Workflows",
    params: import_zod13.z.object({ execution_id: uuidParam }),
    response: import_zod13.z.object({
      data: import_zod13.z.object({ id: import_zod13.z.string().uuid(), workflow_id: import_zod13.z.string().uuid(), status: import_zod13.z.string(), resumable_execution_id: import_zod13.z.string().uuid().nullable(), created_at: import_zod13.z.string(), updated_at: import_zod13.z.string() })
    }),
    service: "workflowsAgent",
    rpc: "GetWorkflowExecution",
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, execution_id: params.execution_id }),
    reply: (res) => ({ body: { data: res.execution } })
  }),
  grpcRoute({
    method: "get",
    path: "/provider_models",
    operationId: "listProviderModels",
    summary: "List provider models (spec 2.13).",
    tag: "Agent",
    response: import_zod13.z.object({ data: import_zod13.z.array(providerModel) }),
    errorStatuses: [],
    service: "workflowsAgent",
    rpc: "ListProviderModels",
    request: (_input, ctx) => ({ project_id: ctx.projectId }),
    reply: (res) => ({ body: { data: res.models } })
  })
];

// apps/gateway/src/routes/index.ts
function routeTable(deps) {
  return [...apiLogRoutes(deps.apiLogs, deps.basePath), ...customerRoutes, ...setupLinkRoutes, ...phoneNumberRoutes, ...fundingRoutes, ...webhookRoutes, ...flowRoutes, ...broadcastRoutes, ...contactRoutes, ...workflowRoutes];
}

// apps/gateway/src/server.ts
async function runGateway(config, opts = {}) {
  const logger = opts.logger ?? createLogger({ name: "gateway", level: config.LOG_LEVEL });
  const clock = opts.clock ?? systemClock;
  const stack = new ShutdownStack({ logger });
  try {
    const db = await createDb({ url: config.DATABASE_URL, schema: config.DB_SCHEMA, migrations, dataDir: `${config.DATA_DIR}/pglite` });
    stack.push("db", () => db.close());
    if (config.MIGRATE_ONLY) {
      logger.info("gateway: migrations applied (MIGRATE_ONLY), exiting");
      await stack.run();
      process.exit(0);
    }
    const limiter = await KvGatewayLimiter.create({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, onRedisDown: config.RATE_LIMIT_REDIS_DOWN, commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS });
    stack.push("limiter", () => limiter.close());
    const projects = new ProjectsRepository(db, clock);
    const apiLogs = new ApiLogRepository(db, clock);
    const logWriter = config.API_LOG_ENABLED ? new ApiLogWriter(db, logger, { flushMs: config.API_LOG_FLUSH_MS, batchSize: config.API_LOG_BATCH_SIZE }) : void 0;
    if (logWriter) stack.push("api-log-writer", () => logWriter.close());
    const clients = createClients({
      funding: config.FUNDING_GRPC_ADDRESS,
      messagingProxy: config.MESSAGING_PROXY_GRPC_ADDRESS,
      flows: config.FLOWS_GRPC_ADDRESS,
      broadcasts: config.BROADCASTS_GRPC_ADDRESS,
      contacts: config.CONTACTS_GRPC_ADDRESS,
      workflowsAgent: config.WORKFLOWS_AGENT_GRPC_ADDRESS,
      webhooks: config.WEBHOOKS_GRPC_ADDRESS
    });
    stack.push("grpc-clients", () => clients.close());
    const authenticator = new Authenticator(projects, {
      maxStaleMs: config.API_KEY_CACHE_TTL_MS,
      revalidateMs: config.API_KEY_REVALIDATE_MS,
      onRevalidateError: (err) => logger.warn({ err }, "API key revalidation failed; cached keys age out after API_KEY_CACHE_TTL_MS")
    });
    stack.push("authenticator", () => authenticator.close());
    const app = createGatewayApp({
      authenticator,
      limiter,
      logWriter,
      clients,
      routes: routeTable({ apiLogs, basePath: BASE_PATH }),
      clock,
      logger,
      trustProxy: config.TRUST_PROXY,
      bodyLimit: config.BODY_LIMIT,
      publicUrl: config.PUBLIC_URL,
      appUrl: config.APP_URL,
      messagingProxyHttpUrl: config.MESSAGING_PROXY_HTTP_URL,
      tracing: !config.OTEL_SDK_DISABLED
    });
    const server = await new Promise((resolve2, reject) => {
      const s = app.listen(config.HTTP_PORT, config.HTTP_HOST, () => resolve2(s));
      s.once("error", reject);
    });
    server.keepAliveTimeout = 65e3;
    stack.push("http-server", () => closeServer(server, config.SHUTDOWN_GRACE_MS));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.HTTP_PORT;
    const url = `http://127.0.0.1:${port}`;
    logger.info({ port, db: db.kind, redis: Boolean(config.REDIS_URL) }, "gateway listening");
    return { port, url, db, projects, logWriter, authenticator, clients, stop: () => stack.run() };
  } catch (err) {
    await stack.run();
    throw err;
  }
}

// apps/gateway/src/main.ts
async function main() {
  const config = loadGatewayConfig();
  const logger = createLogger({ name: "gateway", level: config.LOG_LEVEL });
  const stack = new ShutdownStack({ logger });
  stack.push("telemetry", () => telemetry.shutdown());
  const gw = await runGateway(config, { logger });
  stack.push("gateway", () => gw.stop());
  installSignalHandlers(stack, logger);
}
main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
//# sourceMappingURL=main.js.map
