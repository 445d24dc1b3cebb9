import { telemetry } from './instrument';
import { serviceMain } from '@platform/service';
import { loadFlowsConfig } from './config';
import { run } from './server';

serviceMain('flows', () => loadFlowsConfig(), run, telemetry);
