import type { Request } from 'express';
import type { RouteDef } from '../routes/route';
import { unknownKeys, unstorableStringPath, validationMessage } from './input-guard';

/** The request parts of a route, validated by its schemas, or the 400 message naming what is wrong. */
export type RouteInputResult = { ok: true; input: Record<string, unknown> } | { ok: false; message: string };

/**
 * Reads a route's input (path, headers, query, body — in that order, so the first problem named is
 * stable): strings that cannot be stored (NUL, unpaired surrogates) are refused naming the field,
 * then each part is parsed by the route's schema, then unknown body fields are refused. Parts the
 * route has no schema for stay empty, except headers, which are then passed as received.
 */
export function readRouteInput(route: RouteDef, req: Request): RouteInputResult {
  const parts = { params: route.params, query: route.query, body: route.body, headers: route.headers } as const;
  const input: Record<string, unknown> = { params: {}, query: {}, body: undefined, headers: {} };
  const raw: Record<string, unknown> = { params: req.params, query: req.query, body: req.body, headers: req.headers };
  for (const key of ['params', 'headers', 'query', 'body'] as const) {
    const where = key === 'params' ? 'path' : key;
    // Header values are checked only where the route reads them (others are never stored).
    const bad = key === 'headers' && !parts.headers ? undefined : unstorableStringPath(raw[key]);
    if (bad) return { ok: false, message: `Invalid ${where}: ${bad} contains a NUL byte or an unpaired surrogate, which is not allowed` };
    const schema = parts[key];
    if (!schema) continue;
    if (key === 'body' && (req.body === undefined || req.body === null) && !schema.isOptional()) {
      return { ok: false, message: 'Request body is required (JSON)' };
    }
    const parsed = schema.safeParse(raw[key]);
    if (!parsed.success) return { ok: false, message: validationMessage(where, parsed.error) };
    if (key === 'body') {
      // After the schema, so a missing field is named before a misspelt one.
      const unknown = unknownKeys(schema, raw.body);
      if (unknown.length) return { ok: false, message: `Invalid body: unknown field${unknown.length > 1 ? 's' : ''} ${unknown.slice(0, 10).join(', ')}` };
    }
    input[key] = parsed.data;
  }
  if (!route.headers) input.headers = req.headers;
  return { ok: true, input };
}
