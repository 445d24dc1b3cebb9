// Loaded first by main.ts: OpenTelemetry must hook grpc-js/pg before they are required.
import { startTelemetry } from '@platform/telemetry';
import { loadFundingConfig } from './config';

export const telemetry = startTelemetry({ serviceName: 'funding', disabled: loadFundingConfig().OTEL_SDK_DISABLED });
