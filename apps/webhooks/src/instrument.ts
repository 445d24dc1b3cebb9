// Loaded first by main.ts: OpenTelemetry must hook grpc-js/pg before they are required.
import { startTelemetry } from '@platform/telemetry';
import { loadWebhooksConfig } from './config';

const cfg = loadWebhooksConfig();
/** The process's telemetry handle (shut down last). */
export const telemetry = startTelemetry({ serviceName: 'webhooks', disabled: cfg.OTEL_SDK_DISABLED, instrumentations: cfg.OTEL_INSTRUMENTATIONS });
