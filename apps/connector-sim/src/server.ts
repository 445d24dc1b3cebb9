import pino from 'pino';
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
  const stop = (signal: string): void => {
    logger.info({ signal }, 'shutting down');
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return running;
}
