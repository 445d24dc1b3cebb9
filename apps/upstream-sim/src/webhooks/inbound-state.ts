import { createHash, randomBytes } from 'node:crypto';
import type { SimRuntime } from '../runtime';
import { cloudOf } from '../state/cloud-api';
import { pairKey } from '../state/store';

const DAY_MS = 24 * 3600 * 1000;

/** MIME type of a received media object when the trigger names none. */
const DEFAULT_MIME: Record<string, string> = {
  image: 'image/jpeg',
  audio: 'audio/ogg',
  video: 'video/mp4',
  document: 'application/pdf',
  sticker: 'image/webp',
};

/**
 * What an inbound message changes beyond the service window: its id is kept (a read receipt must
 * name a message the number received); a media message's object exists on the number (the trigger's
 * `<type>.id` or a new one, with bytes, sha256 and MIME type filled in the payload; the bytes are the
 * trigger's `<type>.content_base64` when given, random otherwise) so it can be read and downloaded
 * like an upload; and a `call_permission_reply` accepting calls grants the
 * permission (temporary: 7 days; permanent when the user chose so), a rejection removes it.
 */
export function recordInbound(sim: SimRuntime, phoneNumberId: string, from: string, message: Record<string, unknown>): void {
  const c = cloudOf(sim.store);
  const now = sim.clock.now();
  if (typeof message.id === 'string') c.inbound.set(message.id, { phone_number_id: phoneNumberId, from, read_at: null, typing_at: null });
  const type = typeof message.type === 'string' ? message.type : '';
  const media = DEFAULT_MIME[type] ? (message[type] as Record<string, unknown> | undefined) : undefined;
  if (media && typeof media === 'object') {
    const id = typeof media.id === 'string' && media.id ? media.id : c.newId();
    // The trigger may give the bytes (`content_base64`, simulator only, never in the payload).
    const given = typeof media.content_base64 === 'string' ? Buffer.from(media.content_base64, 'base64') : undefined;
    delete media.content_base64;
    if (!c.media.has(id)) {
      const bytes = given && given.length > 0 ? given : randomBytes(2048);
      const mime = typeof media.mime_type === 'string' ? media.mime_type : DEFAULT_MIME[type];
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      c.media.set(id, { id, phone_number_id: phoneNumberId, mime_type: mime, sha256, file_size: bytes.length, filename: null, bytes, created_at: now });
      Object.assign(media, { id, mime_type: mime, sha256 });
    }
  }
  const interactive = message.interactive as Record<string, unknown> | undefined;
  const reply = interactive?.type === 'call_permission_reply' ? (interactive.call_permission_reply as Record<string, unknown> | undefined) : undefined;
  if (!reply) return;
  const key = pairKey(phoneNumberId, from.replace(/\D/g, '') || from);
  if (reply.response === 'accept') {
    const permanent = reply.is_permanent === true;
    c.callPermissions.set(key, { status: permanent ? 'permanent' : 'temporary', expires_at: permanent ? null : new Date(now.getTime() + 7 * DAY_MS) });
  } else if (reply.response === 'reject') c.callPermissions.delete(key);
}
