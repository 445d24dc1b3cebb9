import { telemetry } from './instrument';
import { serviceMain } from '@platform/service';
import { loadContactsConfig } from './config';
import { run } from './server';

serviceMain('contacts', () => loadContactsConfig(), run, telemetry);
