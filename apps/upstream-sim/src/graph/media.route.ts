import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import busboy from 'busboy';
import type { NextFunction, Request, Response, Router } from 'express';
import type { SimRuntime } from '../runtime';
import { cloudOf, type SimMedia } from '../state/cloud-api';
import { callerOf, requireNode } from './auth';
import { GraphError, invalidParameter, unknownObject } from './graph-error';

const MB = 1024 * 1024;

/** Supported MIME types and the size limit of each kind (Cloud API "supported media types"). */
const KINDS: Array<{ kind: string; limit: number; types: string[] }> = [
  { kind: 'audio', limit: 16 * MB, types: ['audio/aac', 'audio/amr', 'audio/mpeg', 'audio/mp4', 'audio/ogg'] },
  { kind: 'image', limit: 5 * MB, types: ['image/jpeg', 'image/png'] },
  { kind: 'sticker', limit: 500 * 1024, types: ['image/webp'] },
  { kind: 'video', limit: 16 * MB, types: ['video/3gpp', 'video/mp4'] },
  {
    kind: 'document',
    limit: 100 * MB,
    types: [
      'text/plain',
      'application/pdf',
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
  },
];

/** How long a media URL handed out by `GET /{media_id}` works (upstream: 5 minutes). */
export const MEDIA_URL_TTL_MS = 5 * 60_000;

const mediaError = (details: string) => new GraphError(131053, { title: 'Media upload error', details });

function kindOf(mime: string): (typeof KINDS)[number] | undefined {
  const base = mime.split(';')[0].trim().toLowerCase();
  return KINDS.find((k) => k.types.includes(base));
}

function signature(sim: SimRuntime, id: string, exp: number): string {
  return createHmac('sha256', sim.app.secret).update(`${id}:${exp}`).digest('hex');
}

/** Parses a multipart upload whole (the simulator may buffer; the platform must not). */
function readUpload(
  req: Request,
): Promise<{ fields: Record<string, string>; file?: { bytes: Buffer; mime: string; filename: string | null; tooLarge: boolean } }> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { files: 1, fields: 20, fileSize: 100 * MB + 1 } });
    } catch {
      return reject(invalidParameter('Upload the media as multipart/form-data.'));
    }
    const fields: Record<string, string> = {};
    let file: { bytes: Buffer; mime: string; filename: string | null; tooLarge: boolean } | undefined;
    let reading: Promise<void> = Promise.resolve();
    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (name, stream, info) => {
      if (name !== 'file') return void stream.resume();
      const chunks: Buffer[] = [];
      let tooLarge = false;
      stream.on('limit', () => {
        tooLarge = true;
      });
      reading = new Promise((done) => {
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          file = { bytes: Buffer.concat(chunks), mime: info.mimeType, filename: info.filename ?? null, tooLarge };
          done();
        });
      });
    });
    bb.on('close', () => void reading.then(() => resolve({ fields, file })));
    bb.on('error', () => reject(invalidParameter('The multipart body is malformed.')));
    req.pipe(bb);
  });
}

function mediaOr404(sim: SimRuntime, req: Request, res: Response, id: string): SimMedia | undefined {
  const m = cloudOf(sim.store).media.get(id);
  if (!m) return undefined;
  const caller = callerOf(res);
  const pnid = typeof req.query.phone_number_id === 'string' ? req.query.phone_number_id : undefined;
  if (caller.kind !== 'token' || !sim.store.canAccess(caller.token, m.phone_number_id) || (pnid !== undefined && pnid !== m.phone_number_id)) {
    throw unknownObject(id, req.method);
  }
  return m;
}

/**
 * Media: `POST /{phone_number_id}/media` (multipart `messaging_product`, `type`, `file`; supported
 * types and per-kind size limits, 131053 otherwise), `GET /{media_id}` (metadata and a URL that
 * expires after 5 minutes and needs the token), `DELETE /{media_id}`, and the URL itself,
 * `GET /whatsapp_business/attachments/?mid=&exp=&hash=`. `phone_number_id` on a read or delete
 * must be the number the media was uploaded on.
 */
export function registerMediaRoutes(router: Router, sim: SimRuntime): void {
  router.post('/:phoneNumberId/media', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const pnid = String(req.params.phoneNumberId);
      requireNode(sim, req, res, pnid, ['phone_number']);
      if (!/^multipart\/form-data/i.test(req.header('content-type') ?? '')) throw invalidParameter('Upload the media as multipart/form-data.');
      const { fields, file } = await readUpload(req);
      if (fields.messaging_product === undefined) throw invalidParameter('The parameter messaging_product is required.');
      if (fields.messaging_product !== 'whatsapp') throw invalidParameter("Param messaging_product must be 'whatsapp'.");
      if (!file) throw invalidParameter('The parameter file is required.');
      const mime = file.mime && file.mime !== 'application/octet-stream' ? file.mime : (fields.type ?? '');
      const kind = kindOf(mime) ?? kindOf(fields.type ?? '');
      if (!kind) throw mediaError(`Param file must be a file with one of the following types: ${KINDS.flatMap((k) => k.types).join(', ')}. Received ${mime}.`);
      if (file.tooLarge || file.bytes.length > kind.limit) {
        throw mediaError(`File size exceeds the ${kind.kind} limit of ${kind.limit} bytes.`);
      }
      if (file.bytes.length === 0) throw mediaError('The file is empty.');
      const c = cloudOf(sim.store);
      const media: SimMedia = {
        id: c.newId(),
        phone_number_id: pnid,
        mime_type: kindOf(mime) ? mime : (fields.type ?? mime),
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        file_size: file.bytes.length,
        filename: file.filename,
        bytes: file.bytes,
        created_at: sim.clock.now(),
      };
      c.media.set(media.id, media);
      res.json({ id: media.id });
    } catch (err) {
      next(err);
    }
  });

  router.get('/whatsapp_business/attachments', (req: Request, res: Response) => {
    const id = typeof req.query.mid === 'string' ? req.query.mid : '';
    const exp = Number(req.query.exp);
    const hash = typeof req.query.hash === 'string' ? req.query.hash : '';
    const expected = signature(sim, id, exp);
    const valid = hash.length === expected.length && timingSafeEqual(Buffer.from(hash), Buffer.from(expected));
    if (!valid || !Number.isFinite(exp)) throw new GraphError(100, { title: 'Invalid media URL', status: 404 });
    if (sim.clock.now().getTime() > exp) throw new GraphError(100, { title: 'Media URL has expired; request the media object again', status: 404 });
    const m = cloudOf(sim.store).media.get(id);
    const caller = callerOf(res);
    if (!m || caller.kind !== 'token' || !sim.store.canAccess(caller.token, m.phone_number_id))
      throw new GraphError(100, { title: 'Media not found', status: 404 });
    res.setHeader('content-type', m.mime_type);
    res.setHeader('content-length', String(m.bytes.length));
    if (m.filename) res.setHeader('content-disposition', `attachment; filename="${m.filename.replace(/["\r\n]/g, '_')}"`);
    res.end(m.bytes);
  });

  router.get('/:mediaId', (req: Request, res: Response, next: NextFunction) => {
    const m = mediaOr404(sim, req, res, String(req.params.mediaId));
    if (!m) return next();
    const exp = sim.clock.now().getTime() + MEDIA_URL_TTL_MS;
    const origin = `${req.protocol}://${req.get('host')}`;
    const url = `${origin}/whatsapp_business/attachments/?mid=${m.id}&exp=${exp}&hash=${signature(sim, m.id, exp)}`;
    res.json({ messaging_product: 'whatsapp', url, mime_type: m.mime_type, sha256: m.sha256, file_size: m.file_size, id: m.id });
  });

  router.delete('/:mediaId', (req: Request, res: Response, next: NextFunction) => {
    const m = mediaOr404(sim, req, res, String(req.params.mediaId));
    if (!m) return next();
    cloudOf(sim.store).media.delete(m.id);
    res.json({ success: true });
  });
}
