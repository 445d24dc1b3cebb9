import type { Response } from 'express';

/** The Content-Type Express's `res.json` gives a reply (`application/json` with its charset). */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Answers `status` with `body` as JSON: the bytes and headers of Express's `res.status(status).json(body)`
 * (the gateway sets neither `json replacer`, `json spaces` nor `json escape`, and sends no ETag or
 * Last-Modified, so no reply is ever a 304) without its per-reply work: settings lookups, a MIME lookup
 * and a Content-Type parse and format to add the charset. It is the reply of every route of the table
 * and of every error (issue 40: ~6 µs of the gateway's CPU per request). The body goes out as bytes, as
 * Express sends it: JSON.stringify's result is a rope of parts, which a string body would have flattened
 * twice (for its length, then joined to the head for the socket), ~12 KB of garbage per listing reply.
 */
export function sendJson(res: Response, status: number, body: unknown): void {
  // A type set before (none of the table's replies does) gets Express's own handling: its charset added.
  if (res.hasHeader('content-type')) return void res.status(status).json(body);
  const bytes = Buffer.from(JSON.stringify(body));
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_CONTENT_TYPE);
  res.setHeader('Content-Length', bytes.length);
  // HEAD gets the headers GET would get, no body (as Express answers it).
  if (res.req.method === 'HEAD') res.end();
  else res.end(bytes);
}
