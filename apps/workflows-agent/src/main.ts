import { telemetry } from './instrument';
import { serviceMain } from '@platform/service';
import { loadWorkflowsAgentConfig } from './config';
import { run } from './server';

serviceMain('workflows-agent', () => loadWorkflowsAgentConfig(), run, telemetry);
