import express from 'express';
import { silentLogger, type Logger } from '@platform/logger';
import { listenHttp, type RunningHttpServer } from '@platform/runtime';
import { anthropicRouter } from './anthropic';
import { controlRouter } from './control';
import { openaiRouter } from './openai';
import type { SimRuntime } from './runtime';
import { ScriptBook } from './script';
import { PromptCache } from './cache';

export type { SimRuntime, LoggedRequest } from './runtime';
export { keyFingerprint } from './runtime';
export type { Step } from './script';

/** Options of {@link createLlmSim}. */
export interface LlmSimOptions {
  /** Keys accepted as `Authorization: Bearer` on the OpenAI API. */
  openaiKeys?: string[];
  /** Keys accepted as `x-api-key` on the Anthropic API. */
  anthropicKeys?: string[];
  /** Accept any non-empty key (local demo); the listed keys are accepted either way. */
  acceptAnyKey?: boolean;
  clock?: () => number;
  logger?: Logger;
}

/** A running simulator server (its URL: http://127.0.0.1:4030; the providers' SDK base URL is `${url}/v1`). */
export type RunningLlmSim = RunningHttpServer;

/** The simulator: its express app, its state, and a way to listen. */
export interface LlmSim {
  app: express.Express;
  state: SimRuntime;
  listen(port: number, host?: string): Promise<RunningLlmSim>;
}

/**
 * Builds the LLM provider simulator (OpenAI Chat Completions and Responses, Anthropic Messages under
 * `/v1`, control API under `/__sim`). Tests and the all-in-one start it in-process:
 * `const { url, close } = await createLlmSim({ ... }).listen(0)`.
 */
export function createLlmSim(opts: LlmSimOptions = {}): LlmSim {
  const log = opts.logger ?? silentLogger;
  const clock = opts.clock ?? (() => Date.now());
  const sim: SimRuntime = {
    keys: { openai: new Set(opts.openaiKeys ?? []), anthropic: new Set(opts.anthropicKeys ?? []) },
    acceptAnyKey: opts.acceptAnyKey ?? false,
    scripts: new ScriptBook(),
    cache: new PromptCache(clock),
    requests: [],
    clock,
    log,
  };
  const reset = (): void => {
    sim.scripts.clear();
    sim.cache.clear();
    sim.requests.length = 0;
    sim.keys.openai = new Set(opts.openaiKeys ?? []);
    sim.keys.anthropic = new Set(opts.anthropicKeys ?? []);
  };
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use('/__sim', controlRouter(sim, reset));
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.use('/v1', openaiRouter(sim));
  app.use('/v1', anthropicRouter(sim));
  app.use((_req, res) => {
    res.status(404).json({ error: { message: 'Not found', type: 'invalid_request_error', param: null, code: 'unknown_url' } });
  });
  app.use((err: Error & { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = err.status && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) log.error({ err }, 'llm-sim error');
    res
      .status(status)
      .json({ error: { message: status === 500 ? 'Internal server error' : err.message, type: 'invalid_request_error', param: null, code: null } });
  });

  const listen = (port: number, host = '127.0.0.1'): Promise<RunningLlmSim> => listenHttp(app, port, host, { logger: log, name: 'llm simulator' });
  return { app, state: sim, listen };
}
