/**
 * Calls of the projects' numbers (issue 15, decision 0220): the upstream's `calls` webhooks folded
 * into one record per call, the filters of `GET {proxy_url}/{phone_number_id}/calls`, and the state of
 * a call's recording and transcription (kept by the upstream, fetched on demand). Pure: time passed in.
 */

import { hasUnstorableCharacter } from '@platform/db';
import { isUuid } from '@platform/grpc';
import { looseList, looseObject, looseObjects, optionalText } from '@platform/lenient';

/** Call directions as stored and filtered (upstream USER_INITIATED / BUSINESS_INITIATED). */
export const CALL_DIRECTIONS = ['inbound', 'outbound'] as const;
/** Call statuses as stored and filtered, in the order a call moves through them. */
export const CALL_STATUSES = ['initiated', 'ringing', 'answered', 'completed', 'failed'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];
export type CallStatus = (typeof CALL_STATUSES)[number];

/** Recording downloads are refused beyond this size (spec 8: 32 MiB). */
export const RECORDING_MAX_BYTES = 32 * 1024 * 1024;
/** The original transcript JSON is refused beyond this size (spec 8: 2 MiB). */
export const TRANSCRIPT_JSON_MAX_BYTES = 2 * 1024 * 1024;
/** The transcript preview shows at most this many segments (spec 8). */
export const PREVIEW_MAX_SEGMENTS = 500;
/** ... and at most this many characters (spec 8). */
export const PREVIEW_MAX_CHARS = 100_000;

/** One call as stored. */
export interface CallRecord {
  callId: string;
  direction: CallDirection;
  status: CallStatus;
  from: string;
  to: string;
  durationSeconds: number | null;
  startedAt: Date;
  answeredAt: Date | null;
  endedAt: Date | null;
  recordingEnabled: boolean;
  transcriptionEnabled: boolean;
}

/** What one webhook item says about one call. */
export interface CallUpdate {
  callId: string;
  kind: 'connect' | 'status' | 'terminate';
  direction?: CallDirection;
  status: CallStatus;
  from?: string;
  to?: string;
  at: Date;
  startedAt?: Date;
  endedAt?: Date;
  durationSeconds?: number;
  recordingEnabled?: boolean;
  transcriptionEnabled?: boolean;
}

function unixTime(v: unknown): Date | undefined {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 && n < 1e11 ? new Date(n * 1000) : undefined;
}

function directionOf(v: unknown): CallDirection | undefined {
  if (v === 'USER_INITIATED') return 'inbound';
  if (v === 'BUSINESS_INITIATED') return 'outbound';
  return undefined;
}

/** `recording` / `transcription` of a call object: `{ status: 'ENABLED' }` (what the accept or connect action asked). */
function enabled(v: unknown): boolean | undefined {
  const s = looseObject.parse(v).status;
  if (typeof s !== 'string') return undefined;
  return s.toUpperCase() === 'ENABLED';
}

/**
 * The call updates of one `calls` change value: `calls[]` items (`event: connect` — the call is set
 * up; `event: terminate` — it ended, `status` COMPLETED or FAILED, with `duration` in seconds) and
 * `statuses[]` items of `type: call` (RINGING, ACCEPTED, REJECTED of a business-initiated call).
 * Items without a call id are skipped. `now` stands in for a missing timestamp.
 */
export function callUpdatesOf(value: unknown, now: Date): CallUpdate[] {
  const v = looseObject.parse(value);
  const out: CallUpdate[] = [];
  for (const item of looseList.parse(v.calls)) {
    const c = looseObject.parse(item);
    const callId = optionalText.parse(c.id);
    const event = c.event;
    if (!callId || (event !== 'connect' && event !== 'terminate')) continue;
    const direction = directionOf(c.direction);
    const at = unixTime(c.timestamp) ?? now;
    const base = { callId, direction, from: optionalText.parse(c.from), to: optionalText.parse(c.to), at };
    if (event === 'connect') {
      out.push({
        ...base,
        kind: 'connect',
        status: direction === 'outbound' ? 'initiated' : 'ringing',
        startedAt: at,
        recordingEnabled: enabled(c.recording),
        transcriptionEnabled: enabled(c.transcription),
      });
      continue;
    }
    const duration = Number(c.duration);
    const endedAt = unixTime(c.end_time) ?? at;
    out.push({
      ...base,
      kind: 'terminate',
      status: String(c.status).toUpperCase() === 'COMPLETED' ? 'completed' : 'failed',
      startedAt: unixTime(c.start_time),
      endedAt,
      durationSeconds: Number.isFinite(duration) && duration >= 0 ? Math.trunc(duration) : undefined,
      recordingEnabled: enabled(c.recording),
      transcriptionEnabled: enabled(c.transcription),
    });
  }
  for (const item of looseList.parse(v.statuses)) {
    const s = looseObject.parse(item);
    const callId = optionalText.parse(s.id);
    if (!callId || (s.type !== undefined && s.type !== 'call')) continue;
    const upstream = String(s.status).toUpperCase();
    const status: CallStatus | undefined =
      upstream === 'RINGING' ? 'ringing' : upstream === 'ACCEPTED' ? 'answered' : upstream === 'REJECTED' ? 'failed' : undefined;
    if (!status) continue;
    out.push({ callId, kind: 'status', status, direction: 'outbound', to: optionalText.parse(s.recipient_id), at: unixTime(s.timestamp) ?? now });
  }
  return out;
}

const rank = (s: CallStatus): number => (s === 'completed' || s === 'failed' ? 3 : CALL_STATUSES.indexOf(s));

/**
 * Folds an update into the stored call (or starts one). Status only moves forward (a late RINGING
 * after ACCEPTED, or anything after the terminate, changes nothing); the terminate fixes the end,
 * duration and final status. Webhooks may arrive out of order, so each field keeps what it knows.
 */
export function mergeCall(prev: CallRecord | undefined, u: CallUpdate, business: string): CallRecord {
  const direction = prev?.direction ?? u.direction ?? 'inbound';
  const from = prev?.from || u.from || (direction === 'outbound' ? business : '');
  const to = prev?.to || u.to || (direction === 'inbound' ? business : '');
  const status = !prev || (rank(u.status) > rank(prev.status) && rank(prev.status) < 3) ? u.status : prev.status;
  const startedAt = [prev?.startedAt, u.startedAt, u.at].filter((d): d is Date => d instanceof Date).reduce((a, b) => (b < a ? b : a));
  const answered =
    u.kind === 'status' && u.status === 'answered' ? u.at : u.kind === 'terminate' && u.status === 'completed' && u.startedAt ? u.startedAt : undefined;
  return {
    callId: u.callId,
    direction,
    status,
    from,
    to,
    durationSeconds: u.kind === 'terminate' ? (u.durationSeconds ?? prev?.durationSeconds ?? null) : (prev?.durationSeconds ?? null),
    startedAt,
    answeredAt: prev?.answeredAt ?? answered ?? null,
    endedAt: u.kind === 'terminate' ? (u.endedAt ?? u.at) : (prev?.endedAt ?? null),
    recordingEnabled: u.recordingEnabled ?? prev?.recordingEnabled ?? false,
    transcriptionEnabled: u.transcriptionEnabled ?? prev?.transcriptionEnabled ?? false,
  };
}

/** State of a recording or transcription kept by the upstream. */
export type ArtifactState = 'absent' | 'available' | 'expired';

/** `{ state, expires_at }` of one artifact. */
export interface ArtifactView {
  state: ArtifactState;
  expires_at: string | null;
}

/**
 * The state of an artifact at `now`: `absent` when it was not enabled on the call or the call has not
 * ended (or never connected); otherwise it is kept for `retentionMs` after the end — `expires_at`
 * is that estimate (the upstream does not announce it) — `available` before, `expired` from then on.
 */
export function artifactView(
  enabledOnCall: boolean,
  call: Pick<CallRecord, 'endedAt' | 'status' | 'answeredAt'>,
  retentionMs: number,
  now: Date,
): ArtifactView {
  if (!enabledOnCall || !call.endedAt || call.status !== 'completed') return { state: 'absent', expires_at: null };
  const expires = new Date(call.endedAt.getTime() + retentionMs);
  return { state: now < expires ? 'available' : 'expired', expires_at: expires.toISOString() };
}

/** A filter of the calls list, checked. */
/** A keyset position in the most-recent-first order (started_at, id). */
export interface CallPosition {
  startedAt: string;
  id: string;
}

/** Opaque Base64 cursor of a position in the newest-first order. */
export function encodeCallCursor(p: CallPosition): string {
  return Buffer.from(JSON.stringify({ t: p.startedAt, i: p.id })).toString('base64');
}

/** Decodes a cursor of ours; undefined otherwise. */
export function decodeCallCursor(v: string): CallPosition | undefined {
  if (!/^[A-Za-z0-9+/=_-]{1,200}$/.test(v)) return undefined;
  try {
    const j = JSON.parse(Buffer.from(v, 'base64').toString('utf8')) as { t?: unknown; i?: unknown };
    if (typeof j.t !== 'string' || typeof j.i !== 'string' || !isUuid(j.i)) return undefined;
    const d = new Date(j.t);
    if (Number.isNaN(d.getTime()) || d.toISOString() !== j.t) return undefined;
    return { startedAt: j.t, id: j.i };
  } catch {
    return undefined;
  }
}

export interface CallFilter {
  callId?: string;
  /** The other party's number, digits only (ListCalls of a conversation, decision 0024): calls from or to it. */
  counterpart?: string;
  direction?: CallDirection;
  status?: CallStatus;
  since?: Date;
  until?: Date;
}

/** Parses an ISO 8601 instant (date or date-time, with an offset or Z); undefined when it is not one. */
export function parseInstant(v: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(v);
  if (!m) return undefined;
  const [y, mo, day, h = '0', mi = '0', sec = '0'] = m.slice(1).map((x) => x ?? '0');
  // Calendar fields in range (Date would roll 2026-02-30 over to March).
  if (+mo < 1 || +mo > 12 || +day < 1 || +day > new Date(Date.UTC(+y, +mo, 0)).getUTCDate() || +h > 23 || +mi > 59 || +sec > 59) return undefined;
  // A date-time without an offset is UTC (never the server's local time).
  const iso = v.replace(' ', 'T');
  const d = new Date(m[4] !== undefined && !/(?:Z|[+-]\d{2}:?\d{2})$/.test(iso) ? `${iso}Z` : iso);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/**
 * Checks the list filters of the query; an error message names the first bad one (never echoing it).
 * Any parameter given holding a NUL or an unpaired surrogate is refused first (decision 0010: such text
 * never reaches the store).
 */
export function parseCallFilter(q: Record<string, string | undefined>): { ok: true; filter: CallFilter } | { ok: false; error: string } {
  for (const [name, v] of Object.entries(q)) {
    if (v !== undefined && hasUnstorableCharacter(v)) return { ok: false, error: `${name} contains a NUL byte or an unpaired surrogate, which is not allowed` };
  }
  const filter: CallFilter = {};
  if (q.call_id !== undefined) {
    if (q.call_id.length > 512) return { ok: false, error: 'call_id must be at most 512 characters' };
    filter.callId = q.call_id;
  }
  if (q.direction !== undefined) {
    if (!(CALL_DIRECTIONS as readonly string[]).includes(q.direction)) return { ok: false, error: `direction must be one of ${CALL_DIRECTIONS.join(', ')}` };
    filter.direction = q.direction as CallDirection;
  }
  if (q.status !== undefined) {
    if (!(CALL_STATUSES as readonly string[]).includes(q.status)) return { ok: false, error: `status must be one of ${CALL_STATUSES.join(', ')}` };
    filter.status = q.status as CallStatus;
  }
  for (const k of ['since', 'until'] as const) {
    const v = q[k];
    if (v === undefined) continue;
    const d = parseInstant(v);
    if (!d) return { ok: false, error: `${k} must be an ISO 8601 date-time` };
    filter[k] = d;
  }
  if (filter.since && filter.until && filter.since > filter.until) return { ok: false, error: 'since must not be after until' };
  return { ok: true, filter };
}

/** The text preview of a transcript. */
export interface TranscriptPreview {
  text: string;
  language: string | null;
  segments_total: number;
  segments_shown: number;
  truncated: boolean;
}

const clockOf = (ms: number | undefined): string => {
  const s = Math.max(0, Math.floor((ms ?? 0) / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** Code points in `s` (a surrogate pair is one character; a lone surrogate counts as one too). */
function codePointCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/** The first `max` code points of `s`: never half a surrogate pair. */
function firstCodePoints(s: string, max: number): string {
  let i = 0;
  for (let n = 0; n < max && i < s.length; n++) i += s.codePointAt(i)! > 0xffff ? 2 : 1;
  return s.slice(0, i);
}

/**
 * The preview of a transcript document (`{ language, segments: [{ start_ms, end_ms, speaker, text }] }`):
 * one line per segment, `[mm:ss] speaker: text`, at most {@link PREVIEW_MAX_SEGMENTS} segments and
 * {@link PREVIEW_MAX_CHARS} characters — counted in code points (an emoji is one character, not two
 * UTF-16 units) and cut on a code point, never inside a surrogate pair — `truncated` when anything was
 * left out. Undefined when the document has no segments array.
 */
export function transcriptPreview(doc: unknown): TranscriptPreview | undefined {
  const d = looseObject.parse(doc);
  if (!Array.isArray(d.segments)) return undefined;
  const segments = looseObjects.parse(d.segments).filter((s) => typeof s.text === 'string');
  let text = '';
  let chars = 0;
  let shown = 0;
  let truncated = segments.length > PREVIEW_MAX_SEGMENTS;
  for (const s of segments.slice(0, PREVIEW_MAX_SEGMENTS)) {
    const line = `${shown ? '\n' : ''}[${clockOf(Number(s.start_ms))}] ${typeof s.speaker === 'string' && s.speaker ? s.speaker : 'unknown'}: ${String(s.text)}`;
    const n = codePointCount(line);
    if (chars + n > PREVIEW_MAX_CHARS) {
      const cut = firstCodePoints(line, PREVIEW_MAX_CHARS - chars);
      text += cut;
      if (cut.length > 0) shown++;
      truncated = true;
      break;
    }
    text += line;
    chars += n;
    shown++;
  }
  return { text, language: typeof d.language === 'string' ? d.language : null, segments_total: segments.length, segments_shown: shown, truncated };
}
