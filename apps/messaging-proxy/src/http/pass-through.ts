import { Readable } from 'node:stream';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { isUuid } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import { runWithLogContext } from '@platform/logger';
import { NOT_FOUND, parseGraphPath, stripCredentialParams } from '../domain/graph-path';
import { youngGcEvery } from '../infra/runtime/young-gc';
import type { GraphStream } from '../infra/upstream/graph-stream';
import type { OwnedNode, PassThroughUsecase } from '../usecases/pass-through.usecase';
import type { SendsUsecase } from '../usecases/sends.usecase';
import type { ThreadsUsecase } from '../usecases/threads.usecase';
import { sendError } from './errors';
import { streamMediaUpload } from './media-upload';

/** What the pass-through needs. */
export interface PassThroughDeps {
  logger: Logger;
  /** Upstream transport at the client's version, bodies streamed. */
  upstream: GraphStream;
  /** Routing by owner and media bookkeeping. */
  passThrough: PassThroughUsecase;
  /** Public origin of the platform: the media download URL's root when the gateway names none. */
  publicUrl: string;
  /** `POST {phone_number_id}/messages`: the guarded send (sends.usecase.ts, decisions 0230, 0232), shared with the SendMessage RPC. */
  sends: Pick<SendsUsecase, 'send'>;
  /** Records successful `POST {phone_number_id}/thread_control` calls (threads.usecase.ts, decision 0231). */
  threads?: Pick<ThreadsUsecase, 'afterThreadControlCall'>;
}

/** Bodies of ordinary calls (everything but media uploads) are read whole up to this size. */
const BODY_LIMIT = '5mb';

const UNREACHABLE = 'The upstream network could not be reached; retry the request';

/** Methods the upstream Graph API uses (and HEAD); anything else is refused before any lookup. */
const GRAPH_METHODS = new Set(['GET', 'HEAD', 'POST', 'DELETE', 'PUT', 'PATCH']);

/**
 * `/proxy/[vNN.N/]{id}/...`, the target of the gateway's {proxy_url} (decisions 0210-0212): the call
 * is forwarded to the upstream at the version the client asked for (or the default), with the stored
 * token of the project's number that owns `id` (a phone number, a business account, or a media id
 * uploaded through a number), and the upstream status and body come back unchanged. An id the project
 * does not own answers 404 exactly like an unknown one; the client's own credential parameters are
 * never forwarded. `POST {phone_number_id}/messages` is the guarded send of sends.usecase.ts (bad
 * recipients and Idempotency-Keys 400; the named business account must be the number's; read
 * receipts forwarded unguarded; voice_call buttons validated and filled; decision 0230). Media: uploads stream through
 * (media-upload.ts); a media object's `url` is replaced by the platform's own authenticated
 * `{media_id}/download`, which streams the bytes fetched with the owner's token. Trusts
 * `x-project-id`, which only the gateway sets: network policy must let only the gateway reach `/proxy`.
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
    if (!GRAPH_METHODS.has(req.method)) return sendError(res, 405, `Method ${req.method} is not part of the Graph API`);
    const { head, rest } = parsed;
    const version = parsed.version ?? deps.upstream.defaultVersion;
    await runWithLogContext({ project_id: projectId }, async () => {
      try {
        let owner = await deps.passThrough.ownerOf(projectId, head);
        if (!owner) return sendError(res, 404, NOT_FOUND);
        const query = stripCredentialParams(req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '');
        let segments = [head, ...rest];
        if (owner.kind === 'business_account' && rest.length === 2 && rest[0] === 'message_templates' && (req.method === 'GET' || req.method === 'POST')) {
          // `{business_account_id}/message_templates/{template_id}` (what some client libraries call) is the
          // upstream's `/{template_id}`, for a template of that account only.
          const template = await deps.passThrough.templateOf(projectId, rest[1], head);
          if (!template) return sendError(res, 404, NOT_FOUND);
          owner = template;
          segments = [rest[1]];
        }
        const token = deps.passThrough.tokenOf(owner.number);
        const path = segments.map(encodeURIComponent).join('/') + query;
        const edge = rest.join('/');

        if (owner.kind === 'phone_number' && req.method === 'POST' && edge === 'media') {
          return await streamMediaUpload(req, res, {
            upstream: deps.upstream,
            logger: deps.logger,
            version,
            pathAndQuery: path,
            token,
            onUploaded: (mediaId, mimeType) => deps.passThrough.recordMedia(projectId, owner.number.phoneNumberId, mediaId, mimeType),
          });
        }
        if (owner.kind === 'business_account' && req.method === 'DELETE' && edge === 'subscribed_apps') {
          // The subscription removed would be the platform's own: the account's webhooks would stop.
          return sendError(
            res,
            409,
            "The platform's app subscription delivers this business account's webhooks; it cannot be removed through the pass-through",
          );
        }
        if (owner.kind === 'media' && (req.method === 'GET' || req.method === 'HEAD') && edge === 'download') {
          return await downloadMedia(deps, req, res, owner, version, token);
        }

        if (owner.kind === 'phone_number' && req.method === 'POST' && edge === 'marketing_messages') {
          // The upstream's other send edge (Marketing Messages Lite) would bypass the send guard: no
          // opt-out check, no price, no hold (decision 0230). Marketing templates go through `messages`.
          res.status(422).json({
            error: 'Sends through marketing_messages are not supported: they cannot be checked or priced; send marketing templates through messages',
            code: 'unsupported_send_edge',
          });
          return;
        }
        const body = await new Promise<Buffer>((resolve, reject) => readBody(req, res, (err?: unknown) => (err ? reject(err) : resolve(req.body))));
        const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        if (owner.kind === 'phone_number' && req.method === 'POST' && edge === 'messages') {
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
            res.status(sent.status).json(sent.body);
            return;
          }
          res.status(sent.status).type(sent.contentType).send(sent.answer);
          return;
        }

        let upstream: globalThis.Response;
        let answer: Buffer;
        try {
          upstream = await deps.upstream.send(req.method, version, path, token, { body: raw, contentType: req.header('content-type') });
          answer = Buffer.from(await upstream.arrayBuffer());
        } catch {
          return sendError(res, 502, UNREACHABLE);
        }
        if (owner.kind === 'phone_number' && req.method === 'POST' && edge === 'thread_control' && upstream.ok && deps.threads) {
          // A successful thread-control call: the number is shared and the thread moved (decision 0231).
          try {
            const sent: unknown = JSON.parse(raw.toString('utf8') || '{}');
            if (sent && typeof sent === 'object' && !Array.isArray(sent))
              await deps.threads.afterThreadControlCall(projectId, owner.number, sent as Record<string, unknown>);
          } catch (err) {
            deps.logger.warn({ err, phone_number_id: owner.number.phoneNumberId }, 'pass-through: thread control not recorded');
          }
        }
        if (owner.kind === 'business_account' && edge === 'message_templates' && upstream.ok && (req.method === 'GET' || req.method === 'POST')) {
          await deps.passThrough.recordTemplates(projectId, head, answer);
        }
        if (owner.kind === 'media' && rest.length === 0 && upstream.ok) {
          if (req.method === 'GET') answer = withPlatformMediaUrl(answer, proxyBase(deps, req), version, head);
          if (req.method === 'DELETE') await deps.passThrough.forgetMedia(projectId, head);
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

/** The public root of {proxy_url} without its version: named by the gateway, else the platform's public origin. */
function proxyBase(deps: PassThroughDeps, req: Request): string {
  const named = req.header('x-svc-proxy-base');
  if (named && /^https?:\/\/[^\s]+$/.test(named)) return named.replace(/\/+$/, '');
  return `${deps.publicUrl.replace(/\/+$/, '')}/upstream/messaging`;
}

/** A media object's `url` (the upstream's, which needs the upstream token) → the platform's own download URL. */
function withPlatformMediaUrl(answer: Buffer, base: string, version: string, mediaId: string): Buffer {
  try {
    const meta = JSON.parse(answer.toString('utf8')) as Record<string, unknown>;
    if (!meta || typeof meta !== 'object' || typeof meta.url !== 'string') return answer;
    meta.url = `${base}/${version}/${mediaId}/download`;
    return Buffer.from(JSON.stringify(meta));
  } catch {
    return answer;
  }
}

/**
 * `GET {proxy_url}/{media_id}/download`: reads the media object with the owner's token, then streams
 * the bytes of its upstream URL (which needs that token) to the client, never holding them whole.
 * Upstream errors come back unchanged.
 */
async function downloadMedia(deps: PassThroughDeps, req: Request, res: Response, owner: OwnedNode, version: string, token: string): Promise<void> {
  const mediaId = owner.media!.mediaId;
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
    ({ url, mime_type: mimeType } = JSON.parse(metaBody.toString('utf8')) as { url?: unknown; mime_type?: unknown });
  } catch {
    // handled below
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
