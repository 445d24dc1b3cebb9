import pino from 'pino';
import type { SimConfig } from './config';
import { createLlmSim, type RunningLlmSim } from './index';

/** Starts the simulator from configuration and stops it on SIGINT/SIGTERM. */
export async function run(cfg: SimConfig): Promise<RunningLlmSim> {
  const logger = pino({ level: cfg.LOG_LEVEL, base: { service: 'llm-sim' } });
  const sim = createLlmSim({
    openaiKeys: cfg.SIM_OPENAI_KEYS,
    anthropicKeys: cfg.SIM_ANTHROPIC_KEYS,
    acceptAnyKey: cfg.SIM_ACCEPT_ANY_KEY === 'true',
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
