/**
 * The body of a reply in a conversation (`POST /messaging/conversations/{id}/messages`, decision
 * 0023): the upstream message object without `to` / `messaging_product` — text, media by https link
 * (image, video, audio, document), interactive (buttons, list, URL button), template, reaction. Strict
 * objects: an unknown field is refused (400), even inside the unions (decision 0010); a template's
 * components are passed on as the upstream describes them (their shape is the template's).
 */
import { z } from 'zod';
import { maxChars } from '../schemas';

const obj = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict();
const https = z
  .string()
  .max(2048)
  .url()
  .regex(/^https:\/\//, 'must be an https URL');
const media = obj({ link: https, caption: maxChars(1024).optional() });
const text = (max: number) => obj({ text: maxChars(max, 1) });
const interactiveCommon = { header: obj({ type: z.literal('text'), text: maxChars(60, 1) }).optional(), body: text(1024), footer: text(60).optional() };

const interactive = z.discriminatedUnion('type', [
  obj({
    type: z.literal('button'),
    ...interactiveCommon,
    action: obj({
      buttons: z
        .array(obj({ type: z.literal('reply'), reply: obj({ id: maxChars(256, 1), title: maxChars(20, 1) }) }))
        .min(1)
        .max(3),
    }),
  }),
  obj({
    type: z.literal('list'),
    ...interactiveCommon,
    action: obj({
      button: maxChars(20, 1),
      sections: z
        .array(
          obj({
            title: maxChars(24, 1).optional(),
            rows: z
              .array(obj({ id: maxChars(200, 1), title: maxChars(24, 1), description: maxChars(72).optional() }))
              .min(1)
              .max(10),
          }),
        )
        .min(1)
        .max(10),
    }),
  }),
  obj({
    type: z.literal('cta_url'),
    ...interactiveCommon,
    action: obj({ name: z.literal('cta_url'), parameters: obj({ display_text: maxChars(20, 1), url: https }) }),
  }),
]);

/** A template by name and language; `components` carry its parameters as the upstream takes them. */
const template = obj({
  name: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'must be the template’s name (lower-case letters, digits and _)')
    .describe('The approved template’s name.'),
  language: obj({
    code: z.string().regex(/^[A-Za-z]{2,3}(_[A-Za-z0-9]{2,8})?$/, 'must be a language code such as en_US'),
    policy: z.literal('deterministic').optional(),
  }),
  components: z
    .array(z.object({ type: maxChars(40, 1) }).passthrough())
    .max(30)
    .optional()
    .describe('Header, body and button parameters, as the upstream takes them.'),
});

/** A reaction to a message of the conversation (an empty emoji removes it). */
const reaction = obj({ message_id: maxChars(256, 1).describe('The wamid reacted to.'), emoji: maxChars(16) });

/** The message types a reply may be. */
export const replyMessage = z.discriminatedUnion('type', [
  obj({ type: z.literal('text'), text: obj({ body: maxChars(4096, 1), preview_url: z.boolean().optional() }) }),
  obj({ type: z.literal('image'), image: media }),
  obj({ type: z.literal('video'), video: media }),
  obj({ type: z.literal('audio'), audio: obj({ link: https }) }),
  obj({ type: z.literal('document'), document: media.extend({ filename: maxChars(240, 1).optional() }) }),
  obj({ type: z.literal('interactive'), interactive }),
  obj({ type: z.literal('template'), template }),
  obj({ type: z.literal('reaction'), reaction }),
]);

/** `{ message }`: one reply. */
export const replyBody = obj({ message: replyMessage });

/** The reply's message. */
export type ReplyMessage = z.infer<typeof replyMessage>;

/** `Idempotency-Key`, required: a retry with the same key answers the first send's wamid and never sends twice. */
export const replyIdempotencyHeader = z.object({
  'idempotency-key': z
    .string({ required_error: 'is required: a retry with the same key never sends twice' })
    .regex(/^[\x21-\x7e]{1,100}$/, 'must be 1 to 100 printable ASCII characters without spaces'),
});
