/** One log method: structured fields first, then a message (pino's calling convention). */
export type LogMethod = (obj: object, msg?: string) => void;

/**
 * The smallest logger these libraries need; a pino logger fits it as is. Kept structural so
 * platform libraries do not pull in the app's logging setup.
 */
export interface LoggerLike {
  /** Lifecycle events. */
  info: LogMethod;
  /** Something degraded but handled. */
  warn: LogMethod;
  /** Something failed; `err` fields are logged whole. */
  error: LogMethod;
}

function write(level: string, obj: object, msg?: string): void {
  const line = { level, time: new Date().toISOString(), msg, ...serialize(obj) };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

function serialize(obj: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    out[k] = v instanceof Error ? { type: v.name, message: v.message, stack: v.stack, cause: v.cause } : v;
  }
  return out;
}

/** Fallback logger writing JSON lines to stderr, for when no logger is injected. */
export const stderrLogger: LoggerLike = {
  info: (obj, msg) => write('info', obj, msg),
  warn: (obj, msg) => write('warn', obj, msg),
  error: (obj, msg) => write('error', obj, msg),
};

/** Logger that drops everything (tests). */
export const silentLogger: LoggerLike = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
