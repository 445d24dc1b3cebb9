// Imported first by main.ts: OpenTelemetry must hook http/grpc-js/pg before they are required.
import { instrumentService } from '@platform/telemetry';
import { loadGatewayConfig } from './config';

/** This process's telemetry (flushed last on shutdown). */
// No grpc instrumentation: the gateway carries each request's trace context explicitly into its gRPC
// calls (callUnary's traceContext) instead of through an active context (AsyncLocalStorage), which
// would hook every promise of its hot path (bench/README.md). The all-in-one process keeps it.
export const telemetry = instrumentService('gateway', () => loadGatewayConfig(), { grpc: false });
