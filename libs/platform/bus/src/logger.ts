/** The logging this library needs; a pino logger fits. */
export type BusLogger = {
  /** Informational event. */
  info(obj: object, msg?: string): void;
  /** Recoverable problem (will be retried). */
  warn(obj: object, msg?: string): void;
  /** Problem that needs attention. */
  error(obj: object, msg?: string): void;
};

/** Logger that drops everything (default). */
export const silentLogger: BusLogger = { info() {}, warn() {}, error() {} };
