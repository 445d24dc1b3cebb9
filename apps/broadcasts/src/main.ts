import { telemetry } from './instrument';
import { serviceMain } from '@platform/service';
import { loadBroadcastsConfig } from './config';
import { run } from './server';

serviceMain('broadcasts', () => loadBroadcastsConfig(), run, telemetry);
