import { telemetry } from './instrument';
import { createLogger } from '@platform/logger';
import { installSignalHandlers, ShutdownStack } from '@platform/runtime';
import { loadFundingConfig } from './config';
import { run } from './server';

const config = loadFundingConfig();
const logger = createLogger({ name: 'funding', level: config.LOG_LEVEL });
const stack = new ShutdownStack({ logger });
stack.push('telemetry', () => telemetry.shutdown());
run(config, { logger })
  .then((svc) => {
    stack.push('funding', () => svc.stop());
    installSignalHandlers(stack, logger);
  })
  .catch(() => process.exit(1));
