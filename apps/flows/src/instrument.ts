// Loaded first by main.ts: OpenTelemetry must hook grpc-js/pg before they are required.
import { startTelemetry } from '@platform/telemetry';
import { loadFlowsConfig } from './config';

const cfg = loadFlowsConfig();
export const telemetry = startTelemetry({ serviceName: 'flows', disabled: cfg.OTEL_SDK_DISABLED, instrumentations: cfg.OTEL_INSTRUMENTATIONS });
