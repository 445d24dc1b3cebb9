// Loaded first by main.ts: OpenTelemetry must hook grpc-js/pg before they are required.
import { startTelemetry } from '@platform/telemetry';
import { loadContactsConfig } from './config';

export const telemetry = startTelemetry({ serviceName: 'contacts', disabled: loadContactsConfig().OTEL_SDK_DISABLED });
