/**
 * The voice_call button of an interactive message (spec 4.12, limits 8): every parameter is
 * optional; defaults are filled so the upstream receives explicit values.
 */

/** display_text default and maximum length. */
export const VOICE_CALL_DEFAULT_TEXT = 'Call Now';
/** Characters (code points) of display_text at most. */
export const VOICE_CALL_TEXT_MAX = 20;
/** ttl_minutes bounds and default (7 days). */
export const VOICE_CALL_TTL_MIN = 1;
/** Largest ttl_minutes (30 days). */
export const VOICE_CALL_TTL_MAX = 43_200;
/** ttl_minutes when omitted. */
export const VOICE_CALL_TTL_DEFAULT = 10_080;
/** Characters (code points) of payload at most. */
export const VOICE_CALL_PAYLOAD_MAX = 512;

/** Result of checking a send body: the body to forward, or the reason it is refused. */
export type VoiceCallCheck = { ok: true; body: Record<string, unknown> } | { ok: false; error: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Characters of `s` as a person counts them: code points, so an emoji (two UTF-16 units) is one. */
const characters = (s: string): number => [...s].length;

/** Validates and completes a voice_call interactive message; other messages pass unchanged. */
export function checkVoiceCall(body: Record<string, unknown>): VoiceCallCheck {
  const interactive = body.interactive;
  if (body.type !== 'interactive' || !isObject(interactive) || interactive.type !== 'voice_call') return { ok: true, body };
  const action = interactive.action === undefined ? {} : interactive.action;
  if (!isObject(action)) return { ok: false, error: 'interactive.action must be an object' };
  if (action.name !== undefined && action.name !== 'voice_call') return { ok: false, error: "interactive.action.name must be 'voice_call'" };
  const params = action.parameters === undefined ? {} : action.parameters;
  if (!isObject(params)) return { ok: false, error: 'interactive.action.parameters must be an object' };
  const out: Record<string, unknown> = { ...params };
  if (params.display_text === undefined) out.display_text = VOICE_CALL_DEFAULT_TEXT;
  else if (typeof params.display_text !== 'string' || params.display_text.length === 0 || characters(params.display_text) > VOICE_CALL_TEXT_MAX) {
    return { ok: false, error: `interactive.action.parameters.display_text must be 1 to ${VOICE_CALL_TEXT_MAX} characters` };
  }
  if (params.ttl_minutes === undefined) out.ttl_minutes = VOICE_CALL_TTL_DEFAULT;
  else if (
    typeof params.ttl_minutes !== 'number' ||
    !Number.isInteger(params.ttl_minutes) ||
    params.ttl_minutes < VOICE_CALL_TTL_MIN ||
    params.ttl_minutes > VOICE_CALL_TTL_MAX
  ) {
    return { ok: false, error: `interactive.action.parameters.ttl_minutes must be an integer from ${VOICE_CALL_TTL_MIN} to ${VOICE_CALL_TTL_MAX}` };
  }
  if (params.payload !== undefined && (typeof params.payload !== 'string' || characters(params.payload) > VOICE_CALL_PAYLOAD_MAX)) {
    return { ok: false, error: `interactive.action.parameters.payload must be a string of at most ${VOICE_CALL_PAYLOAD_MAX} characters` };
  }
  return { ok: true, body: { ...body, interactive: { ...interactive, action: { ...action, name: 'voice_call', parameters: out } } } };
}

/**
 * The business account a send names (spec 4.12): `messaging_account_id` wins over the deprecated
 * `paid_messaging_account_id`; undefined when neither is sent.
 */
export function namedMessagingAccount(body: Record<string, unknown>): string | undefined {
  const v = body.messaging_account_id ?? body.paid_messaging_account_id;
  return v === undefined || v === null ? undefined : String(v);
}
