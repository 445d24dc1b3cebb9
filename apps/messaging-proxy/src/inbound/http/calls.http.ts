import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response, type Router } from 'express';
import { isUuid } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import { decodeCallCursor, encodeCallCursor, parseCallFilter, transcriptPreview } from '../../domain/calls';
import type { ArtifactKind, ArtifactOpening, CallsUsecase } from '../../usecases/calls.usecase';
import type { PassThroughUsecase } from '../../usecases/pass-through.usecase';
import { sendError } from './errors';

/** What the calls surfaces need. */
export interface CallsHttpDeps {
  logger: Logger;
  calls: CallsUsecase;
  /** Ownership of the phone number (the pass-through's routing: foreign = unknown). */
  passThrough: Pick<PassThroughUsecase, 'ownerOf'>;
}

/** `[vNN.N/]{phone_number_id}/calls` below `/proxy`. */
const LIST_PATH = /^\/(?:v\d{1,3}\.\d{1,3}\/)?(\d{1,32})\/calls\/?$/;
/** The pass-through's answer for an id the project does not own (decision 0211). */
const NOT_FOUND = 'Not found: no phone number, business account or media of this project has this id';
const CALL_NOT_FOUND = 'Call not found';
const LIST_PARAMS = new Set([
  'call_id',
  'direction',
  'status',
  'since',
  'until',
  'limit',
  'before',
  'after',
  'fields',
  'access_token',
  'appsecret_proof',
  'appsecret_time',
]);

const one = (req: Request, name: string): string | undefined | null => {
  const v = req.query[name];
  if (v === undefined) return undefined;
  return typeof v === 'string' ? v : null;
};

/**
 * `GET {proxy_url}/{phone_number_id}/calls` (below `/proxy`), served from the platform's store instead
 * of being forwarded (the upstream keeps no call history): `call_id` (exact upstream id; an empty
 * `data` when none matches), `direction` (inbound, outbound), `status` (initiated, ringing, answered,
 * completed, failed), `since` / `until` (ISO 8601, on the call's start), cursor paging like api_logs
 * (`limit` 1-100, default 20; `before` / `after`; `paging.cursors`, `next`, `previous` — full URLs on
 * the public root the gateway names in `x-svc-proxy-base`) and `fields`.
 * Bad filters are 400 `{ error }`; a number the project does not own answers like the pass-through's
 * unknown id. Other methods on `/calls` (call actions) go on to the pass-through.
 */
export function callsListRouter(deps: CallsHttpDeps): Router {
  const router = express.Router();
  router.get(LIST_PATH, async (req: Request, res: Response, next) => {
    const projectId = req.header('x-project-id');
    if (!isUuid(projectId)) return sendError(res, 401, 'Missing project context');
    const phoneNumberId = LIST_PATH.exec(req.path)![1];
    try {
      const owner = await deps.passThrough.ownerOf(projectId, phoneNumberId);
      if (!owner || owner.kind !== 'phone_number') return sendError(res, 404, NOT_FOUND);
      const q: Record<string, string | undefined> = {};
      for (const name of LIST_PARAMS) {
        const v = one(req, name);
        if (v === null) return sendError(res, 400, `${name} must be given once`);
        q[name] = v;
      }
      const parsed = parseCallFilter(q);
      if (!parsed.ok) return sendError(res, 400, parsed.error);
      const limit = q.limit === undefined ? 20 : /^\d{1,3}$/.test(q.limit) ? Number(q.limit) : 0;
      if (limit < 1 || limit > 100) return sendError(res, 400, 'limit must be an integer from 1 to 100');
      if (q.before !== undefined && q.after !== undefined) return sendError(res, 400, 'Send at most one of before and after');
      const before = q.before === undefined ? undefined : decodeCallCursor(q.before);
      const after = q.after === undefined ? undefined : decodeCallCursor(q.after);
      if ((q.before !== undefined && !before) || (q.after !== undefined && !after)) return sendError(res, 400, 'Invalid cursor');
      const page = await deps.calls.list({ projectId, phoneNumberId, filter: parsed.filter, limit, before, after });
      const first = page.items[0];
      const last = page.items[page.items.length - 1];
      const cBefore = first ? encodeCallCursor({ startedAt: first.startedAt.toISOString(), id: first.id }) : null;
      const cAfter = last ? encodeCallCursor({ startedAt: last.startedAt.toISOString(), id: last.id }) : null;
      const link = (k: 'before' | 'after', v: string) => {
        const u = new URL(req.originalUrl, 'http://x');
        for (const p of ['before', 'after', 'access_token', 'appsecret_proof', 'appsecret_time']) u.searchParams.delete(p);
        u.searchParams.set(k, v);
        const rest = `${u.pathname.replace(/^\/proxy/, '')}${u.search}`;
        // Like Graph's paging links: a full URL on the public {proxy_url} root the gateway names.
        const base = req.header('x-svc-proxy-base');
        return base && /^https?:\/\/[^\s]+$/.test(base) ? `${base.replace(/\/+$/, '')}${rest}` : rest;
      };
      const keep = q.fields ? new Set(q.fields.split(',').map((f) => f.trim())) : undefined;
      res.json({
        data: page.items.map((c) => {
          const o = deps.calls.present(c);
          return keep ? Object.fromEntries(Object.entries(o).filter(([k]) => keep.has(k))) : o;
        }),
        paging: {
          cursors: { before: cBefore, after: cAfter },
          next: page.hasOlder && cAfter ? link('after', cAfter) : null,
          previous: page.hasNewer && cBefore ? link('before', cBefore) : null,
        },
      });
    } catch (err) {
      next(err);
    }
  });
  return router;
}

/** Counts the bytes going through; fails past `limit` or when the total differs from a declared length. */
function bounded(limit: number, declared: number | undefined): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > limit || (declared !== undefined && seen > declared)) return done(new Error('artifact over its bound'));
      done(null, chunk);
    },
    flush(done) {
      done(declared !== undefined && seen !== declared ? new Error('artifact shorter than declared') : null);
    },
  });
}

/** Reads a body whole up to `limit` bytes; undefined when it is longer (then the rest is not read). */
async function readBounded(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Buffer | undefined> {
  if (!body) return Buffer.alloc(0);
  const parts: Buffer[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    parts.push(Buffer.from(value));
  }
  return Buffer.concat(parts);
}

const mib = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MiB`;
const WHAT: Record<ArtifactKind, string> = { recording: 'recording', transcription: 'transcription' };

/** Answers an opening that has nothing to serve; false when there is something (kind `ok`). */
function refuse(res: Response, o: ArtifactOpening, kind: ArtifactKind): boolean {
  switch (o.kind) {
    case 'not_found':
      sendError(res, 404, CALL_NOT_FOUND);
      return true;
    case 'absent':
      sendError(res, 404, `This call has no ${WHAT[kind]}`);
      return true;
    case 'expired':
      sendError(res, 410, `The ${WHAT[kind]} of this call has expired${o.expiresAt ? ` (estimated at ${o.expiresAt})` : ''}; the upstream no longer keeps it`);
      return true;
    case 'disconnected':
      sendError(res, 409, `The phone number of this call is no longer connected; its ${WHAT[kind]} cannot be fetched`);
      return true;
    case 'unreachable':
      sendError(res, 502, 'The upstream network could not be reached; retry the request');
      return true;
    case 'upstream_error':
      sendError(res, 502, `The upstream refused the ${WHAT[kind]} (HTTP ${o.status}); retry the request later`);
      return true;
    case 'too_large':
      sendError(res, 422, `The ${WHAT[kind]} is ${mib(o.bytes)}, over the ${mib(o.limit)} limit; it is not served`);
      return true;
    default:
      return false;
  }
}

/** Streams an opened artifact with its bound: never a truncated body presented as whole. */
async function serveBounded(res: Response, o: Extract<ArtifactOpening, { kind: 'ok' }>, kind: ArtifactKind, filename: string): Promise<void> {
  const body = o.response.body;
  if (o.length === undefined) {
    // No declared length: read up to the bound first, so an over-long artifact is refused, not cut.
    const bytes = await readBounded(body, o.limit);
    if (!bytes) return void sendError(res, 422, `The ${WHAT[kind]} is over the ${mib(o.limit)} limit; it is not served`);
    res.status(200).type(o.contentType).setHeader('content-disposition', `attachment; filename="${filename}"`);
    return void res.send(bytes);
  }
  res.status(200).type(o.contentType);
  res.setHeader('content-length', String(o.length));
  res.setHeader('content-disposition', `attachment; filename="${filename}"`);
  if (!body) return void res.end();
  try {
    await pipeline(Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>), bounded(o.limit, o.length), res);
  } catch {
    // The client sees the connection cut before the declared length: never a short file as whole.
    res.destroy();
  }
}

/**
 * The calls part of {app_url} (below `/app`, forwarded by the gateway with the key's project in
 * `x-project-id`): `GET /api/v1/messaging_calls/{id}` (the platform's call uuid; a foreign id answers
 * like an unknown one) with `artifacts.recording` and `artifacts.transcription`
 * (`{ state: absent | available | expired, expires_at }`, estimated); `.../artifacts/recording` streams
 * the audio (at most 32 MiB, else 422); `.../artifacts/transcription` a text preview (at most 500
 * segments and 100,000 characters), or with `download=true` the original JSON (at most 2 MiB).
 * Artifacts are fetched from the upstream on each request, never stored.
 */
export function appCallsRouter(deps: CallsHttpDeps): Router {
  const router = express.Router();
  const project = (req: Request, res: Response): string | undefined => {
    const p = req.header('x-project-id');
    if (!isUuid(p)) {
      sendError(res, 401, 'Missing project context');
      return undefined;
    }
    return p;
  };
  router.get('/api/v1/messaging_calls/:id', async (req, res, next) => {
    const projectId = project(req, res);
    if (!projectId) return;
    try {
      const id = req.params.id;
      const call = isUuid(id) ? await deps.calls.view(projectId, id) : undefined;
      if (!call) return sendError(res, 404, CALL_NOT_FOUND);
      res.json({ data: call });
    } catch (err) {
      next(err);
    }
  });
  router.get('/api/v1/messaging_calls/:id/artifacts/:kind', async (req, res, next) => {
    const projectId = project(req, res);
    if (!projectId) return;
    const { id, kind } = req.params;
    if (kind !== 'recording' && kind !== 'transcription') return sendError(res, 404, `No route for GET ${req.baseUrl}${req.path}`.slice(0, 300));
    const download = one(req, 'download');
    if (download === null || (download !== undefined && download !== 'true' && download !== 'false'))
      return sendError(res, 400, 'download must be true or false');
    if (kind === 'recording' && download !== undefined) return sendError(res, 400, 'download applies to the transcription only');
    try {
      if (!isUuid(id)) return sendError(res, 404, CALL_NOT_FOUND);
      const abort = new AbortController();
      res.on('close', () => abort.abort());
      const opened = await deps.calls.openArtifact(projectId, id, kind, abort.signal);
      if (refuse(res, opened, kind) || opened.kind !== 'ok') return;
      if (kind === 'recording') return await serveBounded(res, opened, kind, `call-${id}-recording${extensionOf(opened.contentType)}`);
      if (download === 'true') return await serveBounded(res, { ...opened, contentType: 'application/json' }, kind, `call-${id}-transcription.json`);
      const bytes = await readBounded(opened.response.body, opened.limit);
      if (!bytes) return sendError(res, 422, `The transcription is over the ${mib(opened.limit)} limit; it is not served`);
      let doc: unknown;
      try {
        doc = JSON.parse(bytes.toString('utf8'));
      } catch {
        doc = undefined;
      }
      const preview = transcriptPreview(doc);
      if (!preview) {
        deps.logger.warn({ call: id }, 'calls: the upstream transcription is not a segments document');
        return sendError(res, 502, 'The upstream answered the transcription in an unknown form; retry the request later');
      }
      res.json({ data: { id, ...preview } });
    } catch (err) {
      if (!res.headersSent) return next(err);
      res.destroy();
    }
  });
  // Another method on one of these paths (issue 32 #5): 405 naming the methods served (OPTIONS: 204 with them).
  router.all(['/api/v1/messaging_calls/:id', '/api/v1/messaging_calls/:id/artifacts/:kind'], (req, res) => {
    res.setHeader('Allow', 'GET, HEAD, OPTIONS');
    if (req.method === 'OPTIONS') return void res.status(204).end();
    if (req.params.kind !== undefined && req.params.kind !== 'recording' && req.params.kind !== 'transcription')
      return sendError(res, 404, `No route for ${req.method} ${req.baseUrl}${req.path}`.slice(0, 300));
    // Answered once the body the client sends is read (and dropped): answering before would reset a
    // connection still carrying it, which the gateway reads as this service being unreachable.
    req.resume();
    req.once('end', () => sendError(res, 405, `Method ${req.method} is not allowed on this path; use GET`));
  });
  return router;
}

function extensionOf(contentType: string): string {
  const t = contentType.split(';')[0].trim().toLowerCase();
  if (t === 'audio/wav' || t === 'audio/x-wav' || t === 'audio/wave') return '.wav';
  if (t === 'audio/ogg') return '.ogg';
  if (t === 'audio/mpeg') return '.mp3';
  return '';
}
