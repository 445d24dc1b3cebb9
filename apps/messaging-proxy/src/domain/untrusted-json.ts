/**
 * The shapes of untrusted JSON messaging-proxy reads in several places (upstream answers, send
 * bodies), built on `@platform/lenient`'s readers: a field of the wrong type reads as empty (`{}`,
 * `''`), never as an error. Pure.
 */
import { firstItem, looseObject, looseObjects, looseString, stringOnly, z } from '@platform/lenient';

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
export const templateListSchema = looseObject.pipe(z.object({ data: looseObjects }));

/** The template ids of a `{waba}/message_templates` answer: a create's `{ id }`, a list's `{ data: [{ id }] }` (unread: `{}`). */
export const templateIdsSchema = looseObject.pipe(z.object({ id: z.unknown(), data: looseObjects }));

/** The media object of `GET {media_id}` as far as it is read: its upstream `url` and `mime_type`. */
export const mediaObjectSchema = looseObject.pipe(z.object({ url: z.unknown(), mime_type: z.unknown() }));
