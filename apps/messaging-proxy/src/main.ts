import { telemetry } from './instrument';
import { createLogger } from '@platform/logger';
import { installSignalHandlers, ShutdownStack } from '@platform/runtime';
import { loadMessagingProxyConfig } from './config';
import { run } from './server';

const config = loadMessagingProxyConfig();
const logger = createLogger({ name: 'messaging-proxy', level: config.LOG_LEVEL });
const stack = new ShutdownStack({ logger });
stack.push('telemetry', () => telemetry.shutdown());
run(config, { logger })
  .then((svc) => {
    stack.push('messaging-proxy', () => svc.stop());
    installSignalHandlers(stack, logger);
  })
  .catch(() => process.exit(1));
