/** A stored time (Date or text) → RFC 3339 text, as every workflows message shows times. */
export const iso = (v: unknown) => new Date(v as string).toISOString();

/** {@link iso}, or undefined when the time is unset (null or undefined). */
export const isoOrUndef = (v: unknown) => (v === null || v === undefined ? undefined : iso(v));
