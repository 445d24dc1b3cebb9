import pino from 'pino';
import { closeOnSignals } from '@platform/runtime';
import type { SimConfig } from './config';
import { createTelephonySim, type RunningTelephonySim } from './index';

/** Starts the simulator from configuration and stops it on SIGINT/SIGTERM. */
export async function run(cfg: SimConfig): Promise<RunningTelephonySim> {
  const logger = pino({ level: cfg.LOG_LEVEL, base: { service: 'telephony-sim' } });
  const sim = createTelephonySim({
    accountSid: cfg.SIM_ACCOUNT_SID,
    authToken: cfg.SIM_AUTH_TOKEN,
    apiKeys: cfg.SIM_API_KEY_SID && cfg.SIM_API_KEY_SECRET ? { [cfg.SIM_API_KEY_SID]: cfg.SIM_API_KEY_SECRET } : {},
    upstreamSimUrl: cfg.SIM_UPSTREAM_SIM_URL,
    logger,
  });
  const running = await sim.listen(cfg.PORT, cfg.HOST);
  closeOnSignals(running, logger);
  return running;
}
