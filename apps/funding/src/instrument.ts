// Loaded first by main.ts: OpenTelemetry must hook grpc-js/pg before they are required.
import { startTelemetry } from '@platform/telemetry';
import { loadFundingConfig } from './config';

const cfg = loadFundingConfig();
export const telemetry = startTelemetry({ serviceName: 'funding', disabled: cfg.OTEL_SDK_DISABLED, instrumentations: cfg.OTEL_INSTRUMENTATIONS });
