// Loaded first by main.ts: OpenTelemetry must hook http/grpc-js/pg before they are required.
import { startTelemetry } from '@platform/telemetry';
import { loadGatewayConfig } from './config';

const cfg = loadGatewayConfig();
export const telemetry = startTelemetry({ serviceName: 'gateway', disabled: cfg.OTEL_SDK_DISABLED, instrumentations: cfg.OTEL_INSTRUMENTATIONS });
