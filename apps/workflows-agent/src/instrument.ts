// Loaded first by main.ts: OpenTelemetry must hook grpc-js/pg before they are required.
import { startTelemetry } from '@platform/telemetry';
import { loadWorkflowsAgentConfig } from './config';

const cfg = loadWorkflowsAgentConfig();
export const telemetry = startTelemetry({ serviceName: 'workflows-agent', disabled: cfg.OTEL_SDK_DISABLED, instrumentations: cfg.OTEL_INSTRUMENTATIONS });
