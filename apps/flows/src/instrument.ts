// Loaded first by main.ts: OpenTelemetry must hook grpc-js/pg before they are required.
import { startTelemetry } from '@platform/telemetry';
import { loadFlowsConfig } from './config';

export const telemetry = startTelemetry({ serviceName: 'flows', disabled: loadFlowsConfig().OTEL_SDK_DISABLED });
