import * as grpc from '@grpc/grpc-js';
import { fromServiceError } from '@platform/errors';

/**
 * The callback-style unary method of a proto-loader-gen-types client. TypeScript infers from
 * the last overload, `(argument, callback)`, which carries both message types.
 */
type UnaryMethod<Req, Res> = (argument: Req, callback: grpc.requestCallback<Res>) => grpc.ClientUnaryCall;

/** Names of the unary methods of client `C` (both the proto and the camelCase spelling). */
export type UnaryMethodName<C> = {
  [K in keyof C]: C[K] extends UnaryMethod<infer _Req, infer _Res> ? K : never;
}[keyof C] &
  string;

/** Request type of unary method `K` of client `C`. */
export type UnaryRequest<C, K extends keyof C> = C[K] extends UnaryMethod<infer Req, infer _Res> ? Req : never;

/** Response type (the `__Output` type) of unary method `K` of client `C`. */
export type UnaryResponse<C, K extends keyof C> = C[K] extends UnaryMethod<infer _Req, infer Res> ? Res : never;

/** Per-call options of {@link callUnary}. */
export interface CallUnaryOptions {
  /** Deadline of this call, in ms from now; otherwise the client's default applies. */
  deadlineMs?: number;
  /** Request metadata. */
  metadata?: grpc.Metadata;
}

type FourArgUnary<Req, Res> = (
  argument: Req,
  metadata: grpc.Metadata,
  options: grpc.CallOptions,
  callback: grpc.requestCallback<Res>,
) => grpc.ClientUnaryCall;

/**
 * Calls a unary method of a generated client and returns a promise, rejecting with the
 * peer's DomainError ({@link fromServiceError}). Method name, request and response are typed
 * from the client: `await callUnary(client, 'GetFunding', { project_id })`.
 */
export function callUnary<C extends grpc.Client, K extends UnaryMethodName<C>>(
  client: C,
  method: K,
  request: UnaryRequest<C, K>,
  opts: CallUnaryOptions = {},
): Promise<UnaryResponse<C, K>> {
  // Every generated unary method also has the (argument, metadata, options, callback) overload.
  const fn = client[method] as unknown as FourArgUnary<UnaryRequest<C, K>, UnaryResponse<C, K>>;
  const options: grpc.CallOptions = opts.deadlineMs === undefined ? {} : { deadline: new Date(Date.now() + opts.deadlineMs) };
  return new Promise((resolve, reject) => {
    fn.call(client, request, opts.metadata ?? new grpc.Metadata(), options, (err, value) => {
      if (err) reject(fromServiceError(err));
      else if (value === undefined) reject(fromServiceError(new Error(`${method}: empty response`)));
      else resolve(value);
    });
  });
}
