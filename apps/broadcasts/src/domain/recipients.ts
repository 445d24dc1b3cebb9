/**
 * Recipient rules (issue 17 item 2, decision 0801). Pure: normalising a recipient, its dedupe key,
 * and checking its template components against the template's placeholders.
 */

/** Most recipients one request may add. */
export const MAX_RECIPIENTS_PER_REQUEST = 1000;

/** A recipient as a client sent it. */
export interface RecipientInput {
  phone_number?: string;
  user_id?: string;
  components?: Array<Record<string, unknown>>;
}

/** A recipient ready to store. */
export interface NormalisedRecipient {
  phone_number: string | null;
  user_id: string | null;
  dedupe_key: string;
  components: Array<Record<string, unknown>>;
}

/** A template component as the upstream describes it (`{ type: 'BODY', text: 'Hi {{1}}' }`). */
export type TemplateComponent = Record<string, unknown>;

const BSUID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,259}$/;

/** Digits of a phone number written with +, spaces, dashes, dots or parentheses; undefined when it is not one. */
export function phoneDigits(v: string): string | undefined {
  const t = v.trim();
  if (!/^\+?[\d\s().-]+$/.test(t)) return undefined;
  const d = t.replace(/\D/g, '');
  return d.length >= 7 && d.length <= 15 ? d : undefined;
}

/** Placeholders of a text: `{{1}}`, `{{first_name}}` (distinct, in order). */
function placeholders(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [...new Set([...text.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g)].map((m) => m[1]))];
}

/** Parameters the template's body and text header need. */
export function requiredParameters(template: TemplateComponent[]): { body: string[]; header: string[] } {
  const find = (type: string) => template.find((c) => String(c.type ?? '').toUpperCase() === type);
  const header = find('HEADER');
  return { body: placeholders(find('BODY')?.text), header: String(header?.format ?? 'TEXT').toUpperCase() === 'TEXT' ? placeholders(header?.text) : [] };
}

/**
 * Why `components` do not fit the template (the upstream would answer 132000), or undefined. Only
 * the counts of body and text-header parameters are checked; a template without described
 * components is not checked (the upstream decides and the recipient's error says why).
 */
export function componentsProblem(components: Array<Record<string, unknown>>, template: TemplateComponent[]): string | undefined {
  if (template.length === 0) return undefined;
  const need = requiredParameters(template);
  for (const part of ['body', 'header'] as const) {
    const c = components.find((x) => String(x.type ?? '').toLowerCase() === part);
    const got = Array.isArray(c?.parameters) ? c!.parameters.length : 0;
    if (got !== need[part].length) return `template parameters invalid - ${part} requires ${need[part].length} parameters but got ${got}`;
  }
  return undefined;
}

/** Shape problems of a components array (upstream component syntax), or undefined. */
export function componentsShapeProblem(components: unknown): string | undefined {
  if (!Array.isArray(components)) return 'components must be an array';
  // Postgres text and jsonb cannot hold NUL.
  if (JSON.stringify(components).includes('\\u0000')) return 'components must not contain NUL characters';
  if (components.length > 20) return 'at most 20 components';
  for (const c of components) {
    if (!c || typeof c !== 'object' || Array.isArray(c)) return 'each component must be an object';
    const o = c as Record<string, unknown>;
    if (typeof o.type !== 'string' || !/^(header|body|button|carousel|limited_time_offer)$/i.test(o.type))
      return 'component type must be header, body, button, carousel or limited_time_offer';
    if (o.parameters !== undefined && !Array.isArray(o.parameters)) return 'component parameters must be an array';
  }
  return undefined;
}

/**
 * Normalises one recipient; `defaults` are the broadcast's components (used when the recipient has
 * none). Returns the stored form or the reason it is refused.
 */
export function normaliseRecipient(
  input: RecipientInput,
  defaults: Array<Record<string, unknown>>,
  template: TemplateComponent[],
): { ok: true; recipient: NormalisedRecipient } | { ok: false; error: string } {
  const phone = input.phone_number?.trim() ? phoneDigits(input.phone_number) : undefined;
  if (input.phone_number?.trim() && !phone) return { ok: false, error: 'invalid phone number format' };
  const userId = input.user_id?.trim() || undefined;
  if (userId && !BSUID.test(userId)) return { ok: false, error: 'invalid user_id (business-scoped user id) format' };
  if (!phone && !userId) return { ok: false, error: 'a phone_number or a user_id is required' };
  const components = input.components && input.components.length > 0 ? input.components : defaults;
  const shape = componentsShapeProblem(components);
  if (shape) return { ok: false, error: shape };
  const fit = componentsProblem(components, template);
  if (fit) return { ok: false, error: fit };
  return {
    ok: true,
    recipient: { phone_number: phone ?? null, user_id: userId ?? null, dedupe_key: phone ?? `u:${userId}`, components },
  };
}
