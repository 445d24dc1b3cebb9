/**
 * The reference point of the gateway benchmark: a bare Express 5 app answering one JSON hello,
 * configured like the gateway (etag and x-powered-by off). Run as its own process by the bench.
 */
import express from 'express';

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
app.get('/hello', (_req, res) => void res.json({ hello: 'world' }));
const server = app.listen(Number(process.env.PORT), '127.0.0.1');
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => server.close(() => process.exit(0)));
