// Imported first by main.ts: OpenTelemetry must hook http/grpc-js/pg before they are required.
import { instrumentService } from '@platform/telemetry';
import { loadMessagingProxyConfig } from './config';

/** This process's telemetry (flushed last on shutdown). */
export const telemetry = instrumentService('messaging-proxy', () => loadMessagingProxyConfig());
