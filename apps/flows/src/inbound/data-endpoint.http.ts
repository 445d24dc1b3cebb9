import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { answerClientErrorsAsJson } from '@platform/errors';
import type { Logger } from '@platform/logger';
import type { DataEndpointUsecase } from '../usecases/data-endpoint.usecase';

/** Largest data-exchange body accepted (the upstream's requests are small). */
const MAX_BODY = '1mb';

/**
 * The flows service's public HTTP surface (HTTP_PORT): `POST /data_endpoints/{flow_id}`, the data
 * endpoint the upstream calls (raw body kept for the signature check), and `/healthz`. Anything
 * else is a JSON 404; a failure is a JSON 500 without details.
 */
export function dataEndpointApp(uc: DataEndpointUsecase, logger: Logger): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.post('/data_endpoints/:flowId', express.raw({ type: () => true, limit: MAX_BODY }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.header('x-hub-signature-256');
    const reply = await uc.handle(String(req.params.flowId), body, signature);
    res.status(reply.status).type(reply.contentType).send(reply.body);
  });
  app.use((_req, res) => void res.status(404).json({ error: 'Not found' }));
  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = (err as { status?: number }).status;
    if (status && status >= 400 && status < 500) return void res.status(status).json({ error: 'Bad request' });
    logger.error({ err }, 'data endpoint failed');
    res.status(500).json({ error: 'Internal error' });
  });
  return app;
}

/** Starts the HTTP server; resolves with the bound port. */
export function listenHttp(app: express.Express, port: number, host: string): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    answerClientErrorsAsJson(server);
    server.once('listening', () => resolve({ server, port: (server.address() as AddressInfo).port }));
    server.once('error', reject);
  });
}
