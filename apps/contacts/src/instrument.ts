// Loaded first by main.ts: OpenTelemetry must hook grpc-js/pg before they are required.
import { startTelemetry } from '@platform/telemetry';
import { loadContactsConfig } from './config';

const cfg = loadContactsConfig();
export const telemetry = startTelemetry({ serviceName: 'contacts', disabled: cfg.OTEL_SDK_DISABLED, instrumentations: cfg.OTEL_INSTRUMENTATIONS });
