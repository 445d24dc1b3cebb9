import pino from 'pino';
import { closeOnSignals } from '@platform/runtime';
import type { SimConfig } from './config';
import { createConnectorSim, type RunningConnectorSim } from './index';

/** Starts the simulator from configuration and stops it on SIGINT/SIGTERM. */
export async function run(cfg: SimConfig): Promise<RunningConnectorSim> {
  const logger = pino({ level: cfg.LOG_LEVEL, base: { service: 'connector-sim' } });
  const sim = createConnectorSim({
    clientId: cfg.SIM_CLIENT_ID,
    clientSecret: cfg.SIM_CLIENT_SECRET,
    projectId: cfg.SIM_PROJECT_ID,
    rateLimitPerMinute: cfg.SIM_RATE_LIMIT_PER_MINUTE,
    logger,
  });
  const running = await sim.listen(cfg.PORT, cfg.HOST);
  closeOnSignals(running, logger);
  return running;
}
