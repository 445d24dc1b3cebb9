import express, { type Request, type RequestHandler } from 'express';

/** The media types read as JSON bodies (`application/json` and its `+json` family). */
const JSON_BODY_TYPES = ['application/json', 'application/*+json'];

/** Whether a request declares a body: type-is's `hasBody` (what body-parser asks first), `Transfer-Encoding` or a numeric `Content-Length`. */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || !isNaN(req.headers['content-length'] as unknown as number);
}

/**
 * Express's JSON body parser, entered only by a request that declares a body. A request without one
 * (every GET) would leave it unread anyway; skipping the parser spares the request its checks (whether
 * the request already finished, its debug calls), which the gateway's profile showed on every listing
 * request (bench/README.md, gateway).
 */
export function jsonBody(limit: string, type: string[] = JSON_BODY_TYPES): RequestHandler {
  const parse = express.json({ limit, type });
  return (req, res, next) => (hasBody(req) ? parse(req, res, next) : next());
}
