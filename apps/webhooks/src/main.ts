import { telemetry } from './instrument';
import { serviceMain } from '@platform/service';
import { loadWebhooksConfig } from './config';
import { run } from './server';

serviceMain('webhooks', () => loadWebhooksConfig(), run, telemetry);
