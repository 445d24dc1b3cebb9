import { z } from 'zod';

/**
 * True when `s` has at most `max` characters counted as code points (an emoji is one, as a user
 * counts it; zod's `.max()` counts UTF-16 units, an emoji as two). Stops counting past `max`.
 */
export function withinChars(s: string, max: number): boolean {
  // A string of at most `max` UTF-16 units has at most `max` code points.
  if (s.length <= max) return true;
  // Every code point takes one or two units: more than 2·max units is more than max code points.
  if (s.length > 2 * max) return false;
  let n = 0;
  for (const _ of s) if (++n > max) return false;
  return true;
}

/** `schema` (a string) refined to at most `max` characters counted as code points. */
export function withMaxChars<T extends z.ZodType<string, z.ZodTypeDef, unknown>>(schema: T, max: number, message = `must be at most ${max} characters`) {
  return schema.refine((s) => withinChars(s, max), { message });
}

/** A string of at most `max` characters counted as code points (the automation services' length limits). */
export function maxChars(max: number, message?: string) {
  return withMaxChars(z.string(), max, message);
}
