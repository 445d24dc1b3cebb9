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

export const BSUID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,259}$/;

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

/** Header formats whose one parameter is media or a location: the parameter type each needs. */
const HEADER_PARAMETER_TYPE: Readonly<Record<string, string>> = { IMAGE: 'image', VIDEO: 'video', DOCUMENT: 'document', LOCATION: 'location' };

/**
 * What the template's header needs: `{ count, type }` — a TEXT header one `text` parameter per
 * distinct placeholder, an IMAGE, VIDEO, DOCUMENT or LOCATION header exactly one parameter of that
 * type, no header none; undefined for a header format this service does not check.
 */
export function headerRequirement(template: TemplateComponent[]): { count: number; type?: string } | undefined {
  const header = template.find((c) => String(c.type ?? '').toUpperCase() === 'HEADER');
  if (!header) return { count: 0 };
  const format = String(header.format ?? 'TEXT').toUpperCase();
  if (format === 'TEXT') return { count: placeholders(header.text).length };
  const type = HEADER_PARAMETER_TYPE[format];
  return type ? { count: 1, type } : undefined;
}

/** Parameters the template needs: the body's distinct placeholders, and what its header needs (see {@link headerRequirement}). */
export function requiredParameters(template: TemplateComponent[]): { body: string[]; header: { count: number; type?: string } | undefined } {
  const body = template.find((c) => String(c.type ?? '').toUpperCase() === 'BODY');
  return { body: placeholders(body?.text), header: headerRequirement(template) };
}

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/**
 * Why `components` do not fit the template (the upstream would answer 132000), or undefined. The
 * count of body parameters is checked against the body's distinct placeholders; the header's
 * against its format (text placeholders, or one image, video, document or location parameter of
 * the matching type). A template without described components is not checked (the upstream
 * decides and the recipient's error says why).
 */
export function componentsProblem(components: Array<Record<string, unknown>>, template: TemplateComponent[]): string | undefined {
  if (template.length === 0) return undefined;
  const parametersOf = (part: string) => {
    const c = components.find((x) => String(x.type ?? '').toLowerCase() === part);
    return Array.isArray(c?.parameters) ? (c.parameters as unknown[]) : [];
  };
  const need = requiredParameters(template);
  const body = parametersOf('body').length;
  if (body !== need.body.length) return `template parameters invalid - body requires ${need.body.length} parameters but got ${body}`;
  const header = need.header;
  if (!header) return undefined;
  const got = parametersOf('header');
  if (got.length !== header.count) return `template parameters invalid - header requires ${header.count} parameters but got ${got.length}`;
  if (header.type) {
    const p = got[0] && typeof got[0] === 'object' ? (got[0] as Record<string, unknown>) : {};
    const type = typeof p.type === 'string' ? p.type.toLowerCase() : '';
    if (type !== header.type) return `template parameters invalid - header requires ${article(header.type)} parameter but got ${type ? article(type) : 'none'}`;
    const value = p[type];
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return `template parameters invalid - header ${header.type} parameter requires ${article(header.type)} object`;
  }
  return undefined;
}

/** A template as the recipients' components were checked against it (a broadcast's template snapshot). */
export interface TemplateIdentity {
  id: string;
  name: string;
  language_code: string;
  parameter_format: string;
  components: TemplateComponent[];
}

/** JSON with object keys sorted at every level: equal for equal values whatever the key order (jsonb reorders keys). */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

/**
 * True when components checked against template `a` are checked the same against `b`: the same
 * template (id, name, language, parameter format) with the same components. Review status and
 * category do not matter to the parameters.
 */
export function sameTemplateForRecipients(a: TemplateIdentity, b: TemplateIdentity): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.language_code === b.language_code &&
    a.parameter_format === b.parameter_format &&
    canonical(a.components) === canonical(b.components)
  );
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
 * none). Returns the stored form or the reason it is refused. The dedupe key is the phone's digits
 * when there is a phone, else `u:<user id>`; it is one of the two rules of a duplicate (decision
 * 0801): the stored user id has a unique index of its own, so a recipient given with both is a
 * duplicate of an earlier one with the same phone or the same user id (see {@link dedupeKeys}).
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

/**
 * The keys a recipient is a duplicate on (decision 0801): its phone's digits and `u:<user id>`, each
 * when it has one. Two recipients of a broadcast are the same person when they share any key.
 * Digits never start with `u`, so the two kinds never collide.
 */
export function dedupeKeys(r: Pick<NormalisedRecipient, 'phone_number' | 'user_id'>): string[] {
  const keys: string[] = [];
  if (r.phone_number) keys.push(r.phone_number);
  if (r.user_id) keys.push(`u:${r.user_id}`);
  return keys;
}

/**
 * The duplicates inside one request, in order: a recipient is kept unless its phone or its user id
 * is that of a recipient kept before it. A duplicate's own keys are not remembered, so a request
 * counts exactly as its entries added one request each (the stored rows decide across requests,
 * and a duplicate is not stored): `[{P}, {P, X}, {X}]` keeps the first and the third.
 */
export class RequestDedupe {
  private readonly seen = new Set<string>();

  /** True (and remembered) when `r` shares no key with a recipient kept before; false: a duplicate. */
  keep(r: Pick<NormalisedRecipient, 'phone_number' | 'user_id'>): boolean {
    const keys = dedupeKeys(r);
    if (keys.some((k) => this.seen.has(k))) return false;
    for (const k of keys) this.seen.add(k);
    return true;
  }
}
