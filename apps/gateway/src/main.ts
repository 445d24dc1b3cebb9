import { telemetry } from './instrument';
import { createLogger } from '@platform/logger';
import { installSignalHandlers, ShutdownStack } from '@platform/runtime';
import { loadGatewayConfig } from './config';
import { runGateway } from './server';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const logger = createLogger({ name: 'gateway', level: config.LOG_LEVEL });
  const stack = new ShutdownStack({ logger });
  stack.push('telemetry', () => telemetry.shutdown());
  const gw = await runGateway(config, { logger });
  stack.push('gateway', () => gw.stop());
  installSignalHandlers(stack, logger);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
