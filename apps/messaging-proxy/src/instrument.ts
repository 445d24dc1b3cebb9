// Loaded first by main.ts: OpenTelemetry must hook grpc-js/pg/http before they are required.
import { startTelemetry } from '@platform/telemetry';
import { loadMessagingProxyConfig } from './config';

export const telemetry = startTelemetry({ serviceName: 'messaging-proxy', disabled: loadMessagingProxyConfig().OTEL_SDK_DISABLED });
