// Loaded first by main.ts: OpenTelemetry must hook grpc-js/pg before they are required.
import { startTelemetry } from '@platform/telemetry';
import { loadBroadcastsConfig } from './config';

const cfg = loadBroadcastsConfig();
export const telemetry = startTelemetry({ serviceName: 'broadcasts', disabled: cfg.OTEL_SDK_DISABLED, instrumentations: cfg.OTEL_INSTRUMENTATIONS });
