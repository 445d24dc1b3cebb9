import { telemetry } from './instrument';
import { createLogger } from '@platform/logger';
import { installSignalHandlers, ShutdownStack } from '@platform/runtime';
import { loadFlowsConfig } from './config';
import { run } from './server';

const config = loadFlowsConfig();
const logger = createLogger({ name: 'flows', level: config.LOG_LEVEL });
const stack = new ShutdownStack({ logger });
stack.push('telemetry', () => telemetry.shutdown());
run(config, { logger })
  .then((svc) => {
    stack.push('flows', () => svc.stop());
    installSignalHandlers(stack, logger);
  })
  .catch(() => process.exit(1));
