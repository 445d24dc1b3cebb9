import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import type { Logger } from '@platform/logger';
import { formatBytes, MAX_MEDIA_BYTES, MEDIA_LIMITS, mediaKindOf, SUPPORTED_MEDIA_TYPES } from '../../domain/media-limits';
import { YOUNG_GC_STEP_BYTES, youngGcEvery } from '../../infra/runtime/young-gc';
import type { GraphStream } from '../../infra/upstream/graph-stream';
import { sendError } from './errors';

/** One upload to stream: where it goes and what to do with the media id the upstream returns. */
export interface MediaUploadTarget {
  upstream: GraphStream;
  logger: Logger;
  version: string;
  pathAndQuery: string;
  token: string;
  /** Called with the new media id (and MIME type) after the upstream accepted the upload. */
  onUploaded(mediaId: string, mimeType: string | undefined): Promise<void>;
}

/** Multipart overhead allowed beyond the largest file (field parts, boundaries, part headers). */
const MULTIPART_SLACK = 64 * 1024;

class TooLarge extends Error {}

const quote = (s: string) => s.replace(/[\r\n"]/g, '_');

/**
 * `POST {proxy_url}/{phone_number_id}/media` (decision 0212): the client's multipart body is parsed
 * as it arrives and re-sent to the upstream part by part, the file streamed through with
 * backpressure (never held whole in memory). The file's kind comes from its MIME type (or the `type`
 * field sent before it) and the upstream's limit for that kind is enforced while counting: an upload
 * over it is cut off and answered 413 before the upstream would refuse it. The upstream's answer is
 * returned unchanged; an accepted upload's media id is recorded for the project.
 */
export async function streamMediaUpload(req: Request, res: Response, t: MediaUploadTarget): Promise<void> {
  if (!/^multipart\/form-data\s*;/i.test(req.header('content-type') ?? '')) {
    return sendError(res, 400, 'A media upload is multipart/form-data with the fields messaging_product, type and file');
  }
  const declared = Number(req.header('content-length'));
  if (Number.isFinite(declared) && declared > MAX_MEDIA_BYTES + MULTIPART_SLACK) {
    res.setHeader('Connection', 'close');
    return sendError(res, 413, `Media file too large: the upstream takes at most ${formatBytes(MAX_MEDIA_BYTES)} (documents)`);
  }
  let bb: busboy.Busboy;
  try {
    bb = busboy({ headers: req.headers, limits: { files: 1, fields: 16, parts: 17, fieldSize: 4096, fileSize: MAX_MEDIA_BYTES + 1 } });
  } catch {
    return sendError(res, 400, 'Malformed multipart body: no boundary');
  }

  const boundary = `----svc-media-${randomBytes(12).toString('hex')}`;
  const out = new PassThrough();
  const abort = new AbortController();
  let failure: { status: number; error: string } | undefined;
  let sawFile = false;
  let mimeType: string | undefined;
  const fields: Record<string, string> = {};
  // Parts are written to `out` in arrival order; a field after the file waits for the file's bytes.
  let chain: Promise<void> = Promise.resolve();
  const write = (chunk: string | Buffer) =>
    new Promise<void>((resolve) => {
      if (out.destroyed || out.write(chunk)) return resolve();
      out.once('drain', resolve);
      out.once('close', resolve);
    });

  const fail = (status: number, error: string) => {
    if (failure) return;
    failure = { status, error };
    abort.abort();
    req.unpipe(bb);
    req.resume();
    out.destroy();
  };

  bb.on('field', (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) return fail(400, `Multipart field ${quote(name).slice(0, 64)} is too long`);
    fields[name] = value;
    chain = chain.then(() => write(`--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n${value}\r\n`));
  });

  bb.on('file', (name, file, info) => {
    if (name !== 'file' || sawFile) {
      file.resume();
      return fail(400, 'A media upload carries one file, in the field named file');
    }
    sawFile = true;
    const declaredType = info.mimeType && info.mimeType !== 'application/octet-stream' ? info.mimeType : fields.type;
    const kind = mediaKindOf(declaredType) ?? mediaKindOf(fields.type);
    if (!kind) {
      file.resume();
      return fail(400, `Unsupported media type ${quote(declaredType ?? 'unknown').slice(0, 100)}: the upstream takes ${SUPPORTED_MEDIA_TYPES.join(', ')}`);
    }
    mimeType = mediaKindOf(declaredType) ? declaredType : fields.type;
    const limit = MEDIA_LIMITS[kind];
    let seen = 0;
    const counter = youngGcEvery(YOUNG_GC_STEP_BYTES, (chunk) => {
      seen += chunk.length;
      return seen > limit ? new TooLarge() : undefined;
    });
    counter.on('error', () => {
      file.resume();
      fail(413, `Media file too large: ${kind} uploads are limited to ${formatBytes(limit)} by the upstream`);
    });
    file.on('limit', () => fail(413, `Media file too large: ${kind} uploads are limited to ${formatBytes(limit)} by the upstream`));
    chain = chain.then(async () => {
      const filename = info.filename ? `; filename="${quote(info.filename)}"` : '';
      await write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"${filename}\r\nContent-Type: ${quote(mimeType ?? 'application/octet-stream')}\r\n\r\n`,
      );
      await new Promise<void>((resolve) => {
        if (out.destroyed) {
          file.resume();
          return resolve();
        }
        counter.on('end', resolve);
        counter.on('error', () => resolve());
        out.once('close', resolve);
        file.pipe(counter).pipe(out, { end: false });
      });
      await write('\r\n');
    });
  });

  bb.on('close', () => {
    chain = chain.then(() => {
      if (failure) return;
      if (!sawFile) return fail(400, 'The file field is required');
      if (fields.messaging_product !== undefined && fields.messaging_product !== 'whatsapp') return fail(400, "messaging_product must be 'whatsapp'");
      out.end(`--${boundary}--\r\n`);
    });
  });
  bb.on('error', () => fail(400, 'Malformed multipart body'));
  bb.on('partsLimit', () => fail(400, 'Too many parts in the multipart body'));
  bb.on('fieldsLimit', () => fail(400, 'Too many fields in the multipart body'));
  bb.on('filesLimit', () => fail(400, 'A media upload carries one file, in the field named file'));
  req.on('close', () => {
    if (!req.complete) abort.abort();
  });

  req.pipe(bb);
  let up: { status: number; contentType: string; body: Buffer } | undefined;
  try {
    up = await t.upstream.upload(t.version, t.pathAndQuery, t.token, out, `multipart/form-data; boundary=${boundary}`, abort.signal);
  } catch {
    // No answer: a refusal of ours (failure) aborted it, or the upstream is unreachable.
  }
  if (up && !out.writableEnded) {
    // The upstream answered before reading the whole body (an early refusal): stop reading it.
    req.unpipe(bb);
    req.resume();
    out.destroy();
  }
  await chain.catch(() => undefined);
  if (failure) {
    res.setHeader('Connection', 'close');
    return sendError(res, failure.status, failure.error);
  }
  if (!up) return sendError(res, 502, 'The upstream network could not be reached; retry the request');
  if (up.status >= 200 && up.status < 300) {
    try {
      const id = (JSON.parse(up.body.toString('utf8')) as { id?: unknown }).id;
      if (typeof id === 'string' || typeof id === 'number') await t.onUploaded(String(id), mimeType);
    } catch (err) {
      t.logger.warn({ err: (err as Error).message }, 'pass-through: media upload answer without an id');
    }
  }
  res.status(up.status).type(up.contentType).send(up.body);
}
