import { telemetry } from './instrument';
import { serviceMain } from '@platform/service';
import { loadMessagingProxyConfig } from './config';
import { run } from './server';

serviceMain('messaging-proxy', () => loadMessagingProxyConfig(), run, telemetry);
