import { Readable } from 'node:stream';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { isUuid } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import { runWithLogContext } from '@platform/logger';
import { NOT_FOUND, parseGraphPath, stripCredentialParams } from '../../domain/graph-path';
import { GRAPH_ALLOW, methodRefusal, passThroughAction, proxyBaseOf, templatePathOf } from '../../domain/pass-through';
import { mediaObjectSchema } from '../../domain/untrusted-json';
import type { ByteRange } from '../../domain/stored-media';
import { youngGcEvery } from '../../infra/runtime/young-gc';
import type { GraphStream } from '../../infra/upstream/graph-stream';
import type { OwnedNode, PassThroughUsecase } from '../../usecases/pass-through.usecase';
import type { SendsUsecase } from '../../usecases/sends.usecase';
import { sendError } from './errors';
import { streamMediaUpload } from './media-upload.http';

/** What the pass-through needs. */
export interface PassThroughDeps {
  logger: Logger;
  /** Upstream transport at the client's version, bodies streamed. */
  upstream: GraphStream;
  /** Routing by owner, media bookkeeping and what a forwarded call records (pass-through.usecase.ts). */
  passThrough: PassThroughUsecase;
  /** Public origin of the platform: the media download URL's root when the gateway names none. */
  publicUrl: string;
  /** `POST {phone_number_id}/messages`: the guarded send (sends.usecase.ts, decisions 0230, 0232), shared with the SendMessage RPC. */
  sends: Pick<SendsUsecase, 'send'>;
}

/**
 * The Content-Types a send body is read with (issue 32 #5, decision 0506): JSON (`application/json`,
 * `…+json`), none, and `application/x-www-form-urlencoded` — what `curl -d '{…}'` declares for the JSON
 * it sends. Anything else is a 415.
 */
export function sendContentTypeOk(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return type === '' || type === 'application/json' || type.endsWith('+json') || type === 'application/x-www-form-urlencoded';
}

/** Bodies of ordinary calls (everything but media uploads) are read whole up to this size. */
const BODY_LIMIT = '5mb';

const UNREACHABLE = 'The upstream network could not be reached; retry the request';

/**
 * `/proxy/[vNN.N/]{id}/...`, the target of the gateway's {proxy_url} (decisions 0210-0212): the call
 * is forwarded to the upstream at the version the client asked for (or the default), with the stored
 * token of the project's number that owns `id` (a phone number, a business account, or a media id
 * uploaded through a number), and the upstream status and body come back unchanged. An id the project
 * does not own answers 404 exactly like an unknown one; the client's own credential parameters are
 * never forwarded. Which calls are refused or served by the platform itself is decided by
 * domain/pass-through.ts. `POST {phone_number_id}/messages` is the guarded send of sends.usecase.ts (bad
 * recipients and Idempotency-Keys 400; the named business account must be the number's; read
 * receipts forwarded unguarded; voice_call buttons validated and filled; decision 0230). Media: uploads stream through
 * (media-upload.http.ts); a media object's `url` is replaced by the platform's own authenticated
 * `{media_id}/download`, which streams the bytes fetched with the owner's token. Trusts
 * `x-project-id`, which only the gateway sets: network policy must let only the gateway reach `/proxy`.
 * `x-svc-media-only: true` (the gateway's member media read) admits media ids only.
 */
export function passThroughRouter(deps: PassThroughDeps): Router {
  const router = express.Router();
  const readBody = express.raw({ type: () => true, limit: BODY_LIMIT });
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    const projectId = req.header('x-project-id');
    if (!isUuid(projectId)) return sendError(res, 401, 'Missing project context');
    let segments: string[];
    try {
      segments = req.path
        .split('/')
        .filter(Boolean)
        .map((p) => decodeURIComponent(p));
    } catch {
      // Percent-encoding that is not UTF-8 (e.g. an encoded lone surrogate): the caller's error.
      return sendError(res, 400, 'Invalid path: malformed percent-encoding');
    }
    const parsed = parseGraphPath(segments);
    if (!parsed.ok) return sendError(res, parsed.status, parsed.error);
    const badMethod = methodRefusal(req.method);
    if (badMethod) return void res.status(badMethod.status).setHeader('Allow', GRAPH_ALLOW).json(badMethod.body);
    const { head, rest } = parsed;
    const version = parsed.version ?? deps.upstream.defaultVersion;
    await runWithLogContext({ project_id: projectId }, async () => {
      try {
        let owner = await deps.passThrough.ownerOf(projectId, head);
        if (!owner) return sendError(res, 404, NOT_FOUND);
        // An inbox embed's media read (decision 0017): the gateway names the numbers of its scope (`*`: any of
        // the project's). Then only a media one of them received is served; anything else answers like an unknown id.
        const within = req.header('x-svc-phone-number-ids');
        if (within !== undefined && (owner.kind !== 'media' || (within !== '*' && !within.split(',').includes(owner.number.phoneNumberId))))
          return sendError(res, 404, NOT_FOUND);
        // A member's media read through the dashboard (gateway, decision 0024): a media id or nothing.
        if (req.header('x-svc-media-only') === 'true' && owner.kind !== 'media') return sendError(res, 404, NOT_FOUND);
        const query = stripCredentialParams(req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '');
        let segments = [head, ...rest];
        const templateId = templatePathOf(owner.kind, req.method, rest);
        if (templateId !== undefined) {
          const template = await deps.passThrough.templateOf(projectId, templateId, head);
          if (!template) return sendError(res, 404, NOT_FOUND);
          owner = template;
          segments = [templateId];
        }
        const token = deps.passThrough.tokenOf(owner.number);
        const path = segments.map(encodeURIComponent).join('/') + query;
        const action = passThroughAction(owner.kind, req.method, rest);

        if (action.kind === 'media_upload') {
          const number = owner.number;
          return await streamMediaUpload(req, res, {
            upstream: deps.upstream,
            logger: deps.logger,
            version,
            pathAndQuery: path,
            token,
            onUploaded: (mediaId, mimeType) => deps.passThrough.recordMedia(projectId, number.phoneNumberId, mediaId, mimeType),
          });
        }
        if (action.kind === 'refused') return void res.status(action.refusal.status).json(action.refusal.body);
        if (action.kind === 'media_download') return await downloadMedia(deps, req, res, owner, version, token);

        const body = await new Promise<Buffer>((resolve, reject) => readBody(req, res, (err?: unknown) => (err ? reject(err) : resolve(req.body))));
        const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        if (action.kind === 'send') {
          if (!sendContentTypeOk(req.header('content-type'))) return sendError(res, 415, 'A message is sent as JSON: Content-Type must be application/json');
          let message: Record<string, unknown>;
          try {
            const p: unknown = JSON.parse(raw.toString('utf8') || '{}');
            if (!p || typeof p !== 'object' || Array.isArray(p)) return sendError(res, 400, 'Request body must be a JSON object');
            message = p as Record<string, unknown>;
          } catch {
            return sendError(res, 400, 'Malformed JSON body');
          }
          const sent = await deps.sends.send(projectId, owner.number, message, {
            version,
            idempotencyKey: req.header('idempotency-key'),
            takeControl: req.header('x-svc-take-control') === 'true',
            source: 'pass_through',
          });
          if (sent.kind === 'unknown') return sendError(res, 502, UNREACHABLE);
          if (sent.kind === 'refused') {
            if (sent.retryAfterSeconds > 0) res.setHeader('Retry-After', String(sent.retryAfterSeconds));
            return void res.status(sent.status).json(sent.body);
          }
          return void res.status(sent.status).type(sent.contentType).send(sent.answer);
        }

        let upstream: globalThis.Response;
        let answer: Buffer;
        try {
          upstream = await deps.upstream.send(req.method, version, path, token, { body: raw, contentType: req.header('content-type') });
          answer = Buffer.from(await upstream.arrayBuffer());
        } catch {
          return sendError(res, 502, UNREACHABLE);
        }
        if (!upstream.ok && action.after === 'media_read') {
          // The upstream forgot a media the platform kept (decision 0251): answered from the stored copy.
          const stored = await deps.passThrough.storedMediaObject(projectId, head, version, proxyBaseOf(req.header('x-svc-proxy-base'), deps.publicUrl));
          if (stored) return void res.status(200).type('application/json').send(stored);
        }
        if (upstream.ok && action.after !== 'none') {
          answer = await deps.passThrough.afterForward(projectId, owner, head, action.after, {
            requestBody: raw,
            answer,
            version,
            mediaUrlBase: () => proxyBaseOf(req.header('x-svc-proxy-base'), deps.publicUrl),
          });
        }
        res
          .status(upstream.status)
          .type(upstream.headers.get('content-type') ?? 'application/json')
          .send(answer);
      } catch (err) {
        next(err);
      }
    });
  });
  return router;
}

/**
 * The one byte range a GET asks for (`Range: bytes=…`, RFC 9110 §14), `'unsatisfiable'`, or undefined
 * for the whole object: no Range, a malformed one, or several ranges (served whole, as §14.2 allows).
 */
function singleRange(req: Request, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (req.method !== 'GET' || !req.headers.range) return undefined;
  const ranges = req.range(size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges === undefined || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return { start: ranges[0].start, end: ranges[0].end };
}

/**
 * `GET {proxy_url}/{media_id}/download`: the platform's stored copy when it has one (decision 0251),
 * or the one byte range asked for (206, `Accept-Ranges: bytes`: a browser seeks in audio and video);
 * otherwise reads the media object with the owner's token, then streams
 * the bytes of its upstream URL (which needs that token) to the client, never holding them whole.
 * Upstream errors come back unchanged.
 */
async function downloadMedia(deps: PassThroughDeps, req: Request, res: Response, owner: OwnedNode, version: string, token: string): Promise<void> {
  const mediaId = owner.media!.mediaId;
  // The platform's own copy first (decision 0251): it outlives the upstream's.
  let unsatisfiable = false;
  const stored = await deps.passThrough.storedCopy(owner.media!.projectId, mediaId, (size) => {
    const range = singleRange(req, size);
    unsatisfiable = range === 'unsatisfiable';
    return range === 'unsatisfiable' ? undefined : range;
  });
  if (stored) {
    res.setHeader('accept-ranges', 'bytes');
    if (unsatisfiable) {
      stored.body.destroy();
      res.setHeader('content-range', `bytes */${stored.size}`);
      return sendError(res, 416, `Range not satisfiable: the media is ${stored.size} bytes`);
    }
    const range = stored.range;
    res.status(range ? 206 : 200).setHeader('content-type', stored.mimeType);
    if (range) res.setHeader('content-range', `bytes ${range.start}-${range.end}/${stored.size}`);
    res.setHeader('content-length', String(range ? range.end - range.start + 1 : stored.size));
    if (req.method === 'HEAD') {
      stored.body.destroy();
      res.end();
      return;
    }
    stored.body.on('error', () => res.destroy());
    res.on('close', () => stored.body.destroy());
    stored.body.pipe(youngGcEvery()).pipe(res);
    return;
  }
  let meta: globalThis.Response;
  let metaBody: Buffer;
  try {
    meta = await deps.upstream.send('GET', version, encodeURIComponent(mediaId), token);
    metaBody = Buffer.from(await meta.arrayBuffer());
  } catch {
    return sendError(res, 502, UNREACHABLE);
  }
  if (!meta.ok) {
    res
      .status(meta.status)
      .type(meta.headers.get('content-type') ?? 'application/json')
      .send(metaBody);
    return;
  }
  let url: unknown;
  let mimeType: unknown;
  try {
    ({ url, mime_type: mimeType } = mediaObjectSchema.parse(JSON.parse(metaBody.toString('utf8'))));
  } catch {
    // not JSON: handled below
  }
  if (typeof url !== 'string' || !deps.upstream.isUpstreamMediaUrl(url)) {
    deps.logger.warn({ media_id: mediaId }, 'pass-through: media object without a usable upstream url');
    return sendError(res, 502, 'The upstream answered the media object without a usable URL; retry the request');
  }
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  let bytes: globalThis.Response;
  try {
    bytes = await deps.upstream.fetchMedia(url, token, abort.signal);
  } catch {
    return sendError(res, 502, UNREACHABLE);
  }
  res.status(bytes.status);
  const type = bytes.headers.get('content-type') ?? (typeof mimeType === 'string' ? mimeType : (owner.media!.mimeType ?? 'application/octet-stream'));
  res.setHeader('content-type', type);
  const length = bytes.headers.get('content-length');
  if (length) res.setHeader('content-length', length);
  if (req.method === 'HEAD' || !bytes.body) {
    await bytes.body?.cancel().catch(() => undefined);
    res.end();
    return;
  }
  const stream = Readable.fromWeb(bytes.body as import('node:stream/web').ReadableStream<Uint8Array>);
  stream.on('error', () => res.destroy());
  stream.pipe(youngGcEvery()).pipe(res);
}
