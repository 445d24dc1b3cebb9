import pino from 'pino';
import { closeOnSignals } from '@platform/runtime';
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
    signupConfigId: cfg.SIM_SIGNUP_CONFIG_ID,
    logger,
  });
  const running = await sim.listen(cfg.PORT, cfg.HOST);
  closeOnSignals(running, logger);
  return running;
}
