/**
 * Lenient zod schemas of the untrusted JSON messaging-proxy reads (upstream answers, webhook payloads,
 * send bodies), applied where that JSON enters; one schema per shape read in several places. Lenient like the upstream: a field of the wrong type
 * reads as empty (`{}`, `''`), never as an error. Pure.
 */
import { z } from 'zod/v4';

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

// These read by plain checks in a transform, never through a failed parse and its `.catch`: a failed
// branch builds a ZodError (an Error, with its stack) that is thrown away, and the send path reads an
// upstream answer with absent fields twice per send (bench/README.md, send path, 2026-11-29).

/** A JSON object (the same object, not a copy), else a new `{}` (arrays, null and scalars read as empty). */
export const looseObject = z.unknown().transform((v): Obj => (isObject(v) ? v : {}));

/** A JSON object (the same object), else undefined. */
export const objectOrNone = z.unknown().transform((v): Obj | undefined => (isObject(v) ? v : undefined));

/** A JSON array (the same array), else a new `[]`. */
export const looseList = z.unknown().transform((v): unknown[] => (Array.isArray(v) ? v : []));

/** A string, a number as its decimal text, else `''`. */
export const looseString = z.unknown().transform((v): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''));

/** A non-empty string, a number as its decimal text, else undefined. */
export const optionalText = z
  .unknown()
  .transform((v): string | undefined => (typeof v === 'string' ? v || undefined : typeof v === 'number' ? String(v) : undefined));

/** A string (only), else `''`. */
export const stringOnly = z.unknown().transform((v): string => (typeof v === 'string' ? v : ''));

/** A non-empty string (only), else `fallback`. */
export const textOr = (fallback: string) => z.unknown().transform((v): string => (typeof v === 'string' && v.length > 0 ? v : fallback));

/** The first item of a list (`v[0]`, as `(v as unknown[])?.[0]` reads it), else undefined. */
export const firstItem = z.preprocess((v) => (v === null || v === undefined ? undefined : (v as Record<number, unknown>)[0]), z.unknown());

/** The part of an upstream send answer the platform reads: `messages[0].id` (the wamid), `contacts[0]`, `error.code`. */
export const sendAnswerSchema = looseObject.pipe(
  z.object({
    messages: firstItem.pipe(looseObject.pipe(z.object({ id: z.unknown() }))),
    contacts: firstItem.pipe(looseObject.pipe(z.object({ wa_id: looseString, user_id: looseString }))),
    error: looseObject.pipe(z.object({ code: z.unknown() })),
  }),
);

/** A parsed upstream send answer (see {@link sendAnswerSchema}). */
export type SendAnswer = z.infer<typeof sendAnswerSchema>;

/** Reads an upstream send answer already parsed from JSON (`undefined` when it was not JSON). */
export function readSendAnswer(parsed: unknown): SendAnswer {
  return sendAnswerSchema.parse(parsed);
}

/** The wamid of an accepted send (`messages[0].id`, a non-empty string), else undefined. */
export function wamidOf(answer: SendAnswer): string | undefined {
  const id = answer.messages.id;
  return typeof id === 'string' && id ? id : undefined;
}

/** The template a send body names: `template.name`, `template.language.code` ('' when not strings). */
export const templateRefSchema = looseObject.pipe(
  z.object({
    name: stringOnly,
    language: looseObject.pipe(z.object({ code: stringOnly })),
  }),
);

/** An upstream template list (`GET {waba}/message_templates`): `data`, its items read as objects ([] when not a list). */
export const templateListSchema = looseObject.pipe(z.object({ data: z.preprocess((v) => v ?? [], z.array(looseObject)).catch([]) }));

/** A JSON array's items each read as an object (`{}` for anything else); `[]` when not an array. */
export const looseObjects = looseList.transform((items) => items.map((v) => looseObject.parse(v)));

/** A non-empty string, a number as its decimal text, else null. */
export const nullableText = optionalText.transform((v) => v ?? null);

/** The template ids of a `{waba}/message_templates` answer: a create's `{ id }`, a list's `{ data: [{ id }] }` (unread: `{}`). */
export const templateIdsSchema = looseObject.pipe(z.object({ id: z.unknown(), data: looseObjects }));

/** The media object of `GET {media_id}` as far as it is read: its upstream `url` and `mime_type`. */
export const mediaObjectSchema = looseObject.pipe(z.object({ url: z.unknown(), mime_type: z.unknown() }));
