/**
 * The platform's character rule for text it stores, forwards or looks up (decision 0010): no NUL and no
 * unpaired UTF-16 surrogate. Postgres refuses NUL (a statement would fail) and neither is ever
 * meaningful text. Pure; one copy for every app (the gateway's input guard, messaging-proxy's send
 * path, thread keys and call filters).
 */

/** Matches a NUL or an unpaired surrogate. */
export const UNSTORABLE_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `s` holds a character no stored, forwarded or looked-up text may hold (NUL, unpaired surrogate). */
export function hasUnstorableCharacter(s: string): boolean {
  return UNSTORABLE_CHARACTER.test(s);
}

/** What replaces a NUL or an unpaired surrogate in cleaned text (U+FFFD REPLACEMENT CHARACTER). */
export const REPLACEMENT_CHARACTER = '\ufffd';

const UNSTORABLE_CHARACTERS = new RegExp(UNSTORABLE_CHARACTER.source, 'g');
/** Marks a member JSON.stringify would leave out (undefined, a function, a symbol). */
const OMIT = Symbol('omit');

/** `s` with every NUL and unpaired surrogate replaced by U+FFFD; the same string when there is none. */
export function storableText(s: string): string {
  return hasUnstorableCharacter(s) ? s.replace(UNSTORABLE_CHARACTERS, REPLACEMENT_CHARACTER) : s;
}

/**
 * A copy of a JSON value a `jsonb` or `text` column always accepts (decision 0010): every string and
 * every object key with NUL and unpaired surrogates replaced by U+FFFD (`storableText`). Walks the value
 * (never edits its JSON text, so a literal `\u0000` written by a peer stays the six characters it is) with
 * `JSON.stringify`'s rules: `toJSON` is honoured (a Date becomes its ISO string), non-finite numbers become
 * `null`, `undefined`/functions/symbols are dropped from objects and become `null` in arrays, a bigint or a
 * cycle throws a TypeError. When two keys clean to the same text the later one wins. Pure.
 */
export function storableJson<T>(value: T): T {
  return clean(value, new Set<object>(), true) as T;
}

function clean(value: unknown, ancestors: Set<object>, top: boolean): unknown {
  if (value !== null && (typeof value === 'object' || typeof value === 'function') && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    value = (value as { toJSON: () => unknown }).toJSON();
  }
  switch (typeof value) {
    case 'string':
      return storableText(value);
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'boolean':
      return value;
    case 'bigint':
      throw new TypeError('storableJson: a bigint is not a JSON value');
    case 'undefined':
    case 'function':
    case 'symbol':
      return top ? undefined : OMIT;
  }
  if (value === null) return null;
  const obj = value as object;
  if (ancestors.has(obj)) throw new TypeError('storableJson: the value is cyclic');
  ancestors.add(obj);
  try {
    if (Array.isArray(obj)) {
      return obj.map((item: unknown) => {
        const c = clean(item, ancestors, false);
        return c === OMIT ? null : c;
      });
    }
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(obj)) {
      const c = clean(item, ancestors, false);
      if (c !== OMIT) out[storableText(key)] = c;
    }
    return out;
  } finally {
    ancestors.delete(obj);
  }
}

/**
 * The longest prefix of `s` of at most `maxChars` UTF-16 code units that does not split a surrogate
 * pair (so it is also at most `maxChars` code points, Postgres' measure, and never ends in half an
 * emoji). `s` itself when it is short enough. Pure; `maxChars` below 0 counts as 0.
 */
export function truncateText(s: string, maxChars: number): string {
  const max = Math.max(0, Math.floor(maxChars));
  if (s.length <= max) return s;
  let end = max;
  const last = s.charCodeAt(end - 1);
  const next = s.charCodeAt(end);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) end -= 1;
  return s.slice(0, end);
}
