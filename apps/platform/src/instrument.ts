// Loaded first by main.ts: OpenTelemetry must hook http/grpc-js/pg before they are required.
import { startTelemetry } from '@platform/telemetry';
import { loadPlatformConfig } from './config';

let disabled = true;
try {
  disabled = loadPlatformConfig().OTEL_SDK_DISABLED;
} catch {
  // main.ts reports configuration problems; telemetry stays off.
}
export const telemetry = startTelemetry({ serviceName: 'platform', disabled });
