import pino from 'pino';
import { closeOnSignals } from '@platform/runtime';
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
  closeOnSignals(running, logger);
  return running;
}
