/**
 * The one logging interface of the platform: what code that logs needs, in pino's calling
 * convention (structured fields first, then a message; or a message alone). Libraries, use cases
 * and adapters take a `Logger`; the pino logger of `createLogger` fits it as is, and so do the
 * fallbacks below, so only the process that creates the logger deals with pino itself.
 */
export interface Logger {
  /** Detail worth having while investigating; off at the default level. */
  debug(obj: object | string, msg?: string): void;
  /** Lifecycle and business events. */
  info(obj: object | string, msg?: string): void;
  /** Something degraded but handled (it will be retried, or a default applies). */
  warn(obj: object | string, msg?: string): void;
  /** Something failed and needs attention; `err` fields are logged whole. */
  error(obj: object | string, msg?: string): void;
  /** A logger whose lines all carry `bindings` (e.g. `{ app }` of a component). */
  child(bindings: Record<string, unknown>): Logger;
}

function serialize(obj: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    out[k] = v instanceof Error ? { type: v.name, message: v.message, stack: v.stack, cause: v.cause } : v;
  }
  return out;
}

function stderrLoggerWith(bindings: Record<string, unknown>): Logger {
  const write = (level: string, obj: object | string, msg?: string): void => {
    const fields = typeof obj === 'string' ? { msg: obj } : { msg, ...serialize(obj) };
    process.stderr.write(`${JSON.stringify({ level, time: new Date().toISOString(), ...bindings, ...fields })}\n`);
  };
  return {
    debug: () => undefined, // the default level is info, as createLogger's
    info: (obj, msg) => write('info', obj, msg),
    warn: (obj, msg) => write('warn', obj, msg),
    error: (obj, msg) => write('error', obj, msg),
    child: (more) => stderrLoggerWith({ ...bindings, ...more }),
  };
}

/** Fallback for libraries when no logger is injected: JSON lines on stderr, info level and above. */
export const stderrLogger: Logger = stderrLoggerWith({});

/** A logger that drops everything (tests, and libraries whose logging is optional). */
export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => silentLogger,
};
