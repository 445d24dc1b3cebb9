// Imported first by main.ts: OpenTelemetry must hook http/grpc-js/pg before they are required.
import { instrumentService } from '@platform/telemetry';
import { loadFlowsConfig } from './config';

/** This process's telemetry (flushed last on shutdown). */
export const telemetry = instrumentService('flows', () => loadFlowsConfig());
