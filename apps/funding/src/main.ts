import { telemetry } from './instrument';
import { serviceMain } from '@platform/service';
import { loadFundingConfig } from './config';
import { run } from './server';

serviceMain('funding', () => loadFundingConfig(), run, telemetry);
