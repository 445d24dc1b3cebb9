// Loaded first by main.ts: OpenTelemetry must hook grpc-js/pg before they are required.
import { startTelemetry } from '@platform/telemetry';
import { loadBroadcastsConfig } from './config';

export const telemetry = startTelemetry({ serviceName: 'broadcasts', disabled: loadBroadcastsConfig().OTEL_SDK_DISABLED });
