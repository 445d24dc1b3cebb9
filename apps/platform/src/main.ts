import { telemetry } from './instrument';
import { createLogger } from '@platform/logger';
import { installSignalHandlers, ShutdownStack } from '@platform/runtime';
import { loadPlatformConfig, readEnv } from './config';
import { banner, ensureDemoProject } from './demo';
import { startPlatform } from './compose';
import { loadOrCreateSecrets } from './secrets';

async function main(): Promise<void> {
  const cfg = loadPlatformConfig();
  const logger = createLogger({ name: 'platform', level: cfg.LOG_LEVEL });
  const stack = new ShutdownStack({ logger, stepTimeoutMs: 20_000 });
  stack.push('telemetry', () => telemetry.shutdown());
  const secrets = loadOrCreateSecrets(cfg.DATA_DIR);
  const platform = await startPlatform(cfg, readEnv(), secrets, logger);
  stack.push('platform', () => platform.stop());
  installSignalHandlers(stack, logger, { forceAfterMs: 40_000 });
  const demo = cfg.DEMO_PROJECT ? await ensureDemoProject(platform.gateway) : undefined;
  const embedded = [!cfg.DATABASE_URL && `PGlite (${cfg.DATA_DIR}/pglite)`, !cfg.REDIS_URL && 'in-process stores', !cfg.NATS_URL && 'in-process bus'].filter(
    (x): x is string => Boolean(x),
  );
  process.stdout.write(banner(platform, demo, embedded));
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
