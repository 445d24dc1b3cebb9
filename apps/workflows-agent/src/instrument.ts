// Loaded first by main.ts: OpenTelemetry must hook grpc-js/pg before they are required.
import { startTelemetry } from '@platform/telemetry';
import { loadWorkflowsAgentConfig } from './config';

export const telemetry = startTelemetry({ serviceName: 'workflows-agent', disabled: loadWorkflowsAgentConfig().OTEL_SDK_DISABLED });
