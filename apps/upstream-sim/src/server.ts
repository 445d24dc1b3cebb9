import pino from 'pino';
import type { SimConfig } from './config';
import { createUpstreamSim, type RunningUpstreamSim } from './index';

/** Starts the simulator from configuration and stops it on SIGINT/SIGTERM. */
export async function run(cfg: SimConfig): Promise<RunningUpstreamSim> {
  const logger = pino({ level: cfg.LOG_LEVEL, base: { service: 'upstream-sim' } });
  const sim = createUpstreamSim({
    appSecret: cfg.SIM_APP_SECRET,
    appId: cfg.SIM_APP_ID,
    graphVersion: cfg.SIM_GRAPH_VERSION,
    webhookUrl: cfg.SIM_WEBHOOK_URL,
    verifyToken: cfg.SIM_WEBHOOK_VERIFY_TOKEN,
    defaultThroughputPerSecond: cfg.SIM_THROUGHPUT_PER_SECOND,
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
