// Imported first by main.ts: OpenTelemetry must hook http/grpc-js/pg before they are required.
import { instrumentService } from '@platform/telemetry';
import { loadGatewayConfig } from './config';

/** This process's telemetry (flushed last on shutdown). */
// Explicit context: the gateway carries each request's trace context into its gRPC calls itself
// (callUnary's traceContext), so it loads neither the grpc instrumentation nor an AsyncLocalStorage
// context manager, which would hook every promise of its hot path (bench/README.md). The all-in-one
// process, which also hosts the services, keeps both (the gateway then uses the active context).
export const telemetry = instrumentService('gateway', () => loadGatewayConfig(), { explicitContext: true });
