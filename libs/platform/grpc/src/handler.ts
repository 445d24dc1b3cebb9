import * as grpc from '@grpc/grpc-js';
import { DomainError, toServiceError } from '@platform/errors';
import { stderrLogger, type LoggerLike } from '@platform/runtime';

/** Options of {@link unaryHandler}. */
export interface UnaryHandlerOptions {
  /** Where unexpected errors are logged. Default: JSON lines on stderr. */
  logger?: LoggerLike;
}

/** Codes that mean the server is at fault even when a DomainError carries them. */
const SERVER_FAULT_CODES: ReadonlySet<number> = new Set([grpc.status.INTERNAL, grpc.status.DATA_LOSS]);

/**
 * Adapts an async function to a grpc-js unary handler. A thrown DomainError goes to the client
 * as is ({@link toServiceError}); anything else becomes INTERNAL "Internal error" and is logged
 * whole, with the method path, at error level, because nobody else will see it.
 */
export function unaryHandler<Req, Res>(
  fn: (req: Req, call: grpc.ServerUnaryCall<Req, Res>) => Promise<Res>,
  opts: UnaryHandlerOptions = {},
): grpc.handleUnaryCall<Req, Res> {
  const logger = opts.logger ?? stderrLogger;
  return (call, callback) => {
    const run = async (): Promise<Res> => fn(call.request, call);
    run().then(
      (res) => callback(null, res),
      (err: unknown) => {
        const method = call.getPath();
        if (!(err instanceof DomainError)) {
          logger.error({ err, method }, 'gRPC handler failed with an unexpected error');
        } else if (SERVER_FAULT_CODES.has(err.code)) {
          logger.error({ err, method, reason: err.reason }, 'gRPC handler raised a server-fault domain error');
        }
        callback(toServiceError(err));
      },
    );
  };
}
