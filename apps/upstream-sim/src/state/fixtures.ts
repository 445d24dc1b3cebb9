import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { randomToken } from '../ids';
import { setAllocationStatus } from './credit';
import { newPhoneNumber, newWaba } from './records';
import type { SimStore } from './store';
import type { AccessToken, Business, CreditAllocation, CreditLine, HealthOverride, PhoneNumber, Template, Waba } from './types';

const digitId = z.string().regex(/^\d{1,20}$/, 'ids are digit strings');
const when = z.union([z.string().datetime({ offset: true }), z.number()]);

const HealthSchema = z.object({
  can_send_message: z.enum(['AVAILABLE', 'LIMITED', 'BLOCKED']),
  additional_info: z.array(z.string()).optional(),
  errors: z.array(z.object({ error_code: z.number().int(), error_description: z.string(), possible_solution: z.string() })).optional(),
});

const TemplateSchema = z.object({
  id: digitId.optional(),
  waba_id: digitId.optional(),
  name: z.string().min(1),
  language: z.string().default('en_US'),
  category: z.enum(['MARKETING', 'UTILITY', 'AUTHENTICATION']).default('MARKETING'),
  status: z.string().default('APPROVED'),
});

const PhoneNumberSchema = z.object({
  id: digitId.optional(),
  waba_id: digitId.optional(),
  display_phone_number: z.string().optional(),
  verified_name: z.string().optional(),
  /** GREEN, YELLOW, RED, NA or UNKNOWN (reference 2.3 says accept both NA and UNKNOWN). */
  quality_rating: z.enum(['GREEN', 'YELLOW', 'RED', 'NA', 'UNKNOWN']).optional(),
  code_verification_status: z.string().optional(),
  name_status: z.enum(['APPROVED', 'AVAILABLE_WITHOUT_REVIEW', 'DECLINED', 'EXPIRED', 'PENDING_REVIEW', 'NONE']).optional(),
  new_display_name: z.string().nullable().optional(),
  new_name_status: z.string().optional(),
  status: z.string().optional(),
  throughput_level: z.enum(['STANDARD', 'HIGH']).optional(),
  throughput_mps: z.number().int().positive().nullable().optional(),
  whatsapp_business_manager_messaging_limit: z.string().optional(),
  is_official_business_account: z.boolean().optional(),
  is_pin_enabled: z.boolean().optional(),
  is_coexistence: z.boolean().optional(),
  account_mode: z.enum(['LIVE', 'SANDBOX']).optional(),
  platform_type: z.string().optional(),
  last_onboarded_time: when.optional(),
  enforce_service_window: z.boolean().optional(),
  take_thread_permitted: z.boolean().optional(),
  health: HealthSchema.nullable().optional(),
});

const CreditLineSchema = z.object({
  id: digitId.optional(),
  business_id: digitId.optional(),
  legal_entity_name: z.string().optional(),
  currency: z.string().length(3).optional(),
  initial_request_status: z.enum(['APPROVED', 'PENDING', 'DECLINED']).optional(),
});

const WabaSchema = z.object({
  id: digitId.optional(),
  business_id: digitId.optional(),
  name: z.string().optional(),
  currency: z.string().optional(),
  timezone_id: z.string().optional(),
  message_template_namespace: z.string().optional(),
  account_review_status: z.string().optional(),
  ban_state: z.enum(['DISABLE', 'SCHEDULE_FOR_DISABLE']).nullable().optional(),
  restrictions: z.array(z.object({ restriction_type: z.string(), expiration: z.string().nullable() })).optional(),
  primary_funding_id: z.string().nullable().optional(),
  /** Subscribe (true) or unsubscribe (false) the simulated app, as `POST|DELETE /subscribed_apps` would. */
  subscribed: z.boolean().optional(),
  health: HealthSchema.nullable().optional(),
  phone_numbers: z.array(PhoneNumberSchema).default([]),
  templates: z.array(TemplateSchema).default([]),
});

const BusinessSchema = z.object({
  id: digitId.optional(),
  name: z.string().optional(),
  verification_status: z.string().optional(),
  disabled: z.boolean().optional(),
  health: HealthSchema.nullable().optional(),
  wabas: z.array(WabaSchema).default([]),
  credit_lines: z.array(CreditLineSchema).default([]),
});

const TokenSchema = z.object({
  value: z.string().min(1).optional(),
  /** Object ids the token reaches (descendants included). Omitted: everything created in this call. */
  ids: z.array(digitId).optional(),
  all: z.boolean().optional(),
  expires_at: when.nullable().optional(),
  scopes: z.array(z.string()).optional(),
  type: z.enum(['SYSTEM_USER', 'USER', 'PAGE']).optional(),
});

const AllocationSchema = z.object({
  id: digitId,
  request_status: z.enum(['APPROVED', 'PENDING', 'DECLINED', 'DELETED']),
});

/** Body of `POST /__sim/fixtures`. Every entry upserts: an existing id only gets the fields given. */
export const FixturesSchema = z.object({
  businesses: z.array(BusinessSchema).default([]),
  wabas: z.array(WabaSchema).default([]),
  phone_numbers: z.array(PhoneNumberSchema).default([]),
  credit_lines: z.array(CreditLineSchema).default([]),
  templates: z.array(TemplateSchema).default([]),
  allocations: z.array(AllocationSchema).default([]),
  tokens: z.array(TokenSchema).default([]),
});

/** Parsed fixtures. */
export type Fixtures = z.infer<typeof FixturesSchema>;

/** What one fixtures call created or updated. */
export interface SeedResult {
  businesses: Business[];
  wabas: Waba[];
  phone_numbers: PhoneNumber[];
  credit_lines: CreditLine[];
  templates: Template[];
  allocations: CreditAllocation[];
  tokens: AccessToken[];
}

/** A fixture referenced something missing. */
export class FixtureError extends Error {}

const toDate = (v: string | number): Date => (typeof v === 'number' ? new Date(v < 1e12 ? v * 1000 : v) : new Date(v));
const defined = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Seeds (upserts) fixtures into the store. */
export function seedFixtures(store: SimStore, input: Fixtures, now: Date, appId: string): SeedResult {
  const out: SeedResult = { businesses: [], wabas: [], phone_numbers: [], credit_lines: [], templates: [], allocations: [], tokens: [] };
  const created: string[] = [];

  const business = (f: z.infer<typeof BusinessSchema>): Business => {
    const existing = f.id ? store.businesses.get(f.id) : undefined;
    const { wabas, credit_lines, ...fields } = f;
    const b: Business = existing ?? {
      id: f.id ?? store.newId(),
      name: 'Test Business',
      verification_status: 'verified',
      disabled: false,
      health: null,
      created_at: now,
    };
    Object.assign(b, defined({ ...fields, health: fields.health as HealthOverride | null | undefined }));
    store.businesses.set(b.id, b);
    out.businesses.push(b);
    created.push(b.id);
    for (const w of wabas) waba({ ...w, business_id: b.id });
    for (const l of credit_lines) creditLine({ ...l, business_id: b.id });
    return b;
  };

  const waba = (f: z.infer<typeof WabaSchema>): Waba => {
    const existing = f.id ? store.wabas.get(f.id) : undefined;
    const { phone_numbers, templates, subscribed, ...fields } = f;
    let businessId = f.business_id ?? existing?.business_id;
    if (!businessId) businessId = business({ wabas: [], credit_lines: [] }).id;
    else if (!store.businesses.has(businessId)) throw new FixtureError(`business ${businessId} does not exist`);
    const w: Waba = existing ?? newWaba({ id: f.id ?? store.newId(), business_id: businessId, created_at: now });
    Object.assign(w, defined({ ...fields, business_id: businessId, health: fields.health as HealthOverride | null | undefined }));
    if (subscribed === true && !w.subscribed_apps.includes(appId)) w.subscribed_apps.push(appId);
    if (subscribed === false) {
      w.subscribed_apps = w.subscribed_apps.filter((a) => a !== appId);
      w.override_callback_uri = null;
    }
    store.wabas.set(w.id, w);
    out.wabas.push(w);
    created.push(w.id);
    for (const p of phone_numbers) phoneNumber({ ...p, waba_id: w.id });
    for (const t of templates) template({ ...t, waba_id: w.id });
    return w;
  };

  const phoneNumber = (f: z.infer<typeof PhoneNumberSchema>): PhoneNumber => {
    const existing = f.id ? store.phoneNumbers.get(f.id) : undefined;
    const wabaId = f.waba_id ?? existing?.waba_id;
    if (!wabaId || !store.wabas.has(wabaId)) throw new FixtureError(`phone number needs an existing waba_id (got ${wabaId ?? 'none'})`);
    const p: PhoneNumber =
      existing ??
      newPhoneNumber({
        id: f.id ?? store.newId(),
        waba_id: wabaId,
        display_phone_number: `+1 555-${randomInt(100, 1000)}-${randomInt(1000, 10000)}`,
        verified_name: store.wabas.get(wabaId)!.name,
        created_at: now,
      });
    const { last_onboarded_time, ...rest } = f;
    Object.assign(p, defined({ ...rest, waba_id: wabaId, health: rest.health as HealthOverride | null | undefined }));
    if (last_onboarded_time !== undefined) p.last_onboarded_time = toDate(last_onboarded_time);
    store.phoneNumbers.set(p.id, p);
    out.phone_numbers.push(p);
    created.push(p.id);
    return p;
  };

  const creditLine = (f: z.infer<typeof CreditLineSchema>): CreditLine => {
    const existing = f.id ? store.creditLines.get(f.id) : undefined;
    const businessId = f.business_id ?? existing?.business_id;
    if (!businessId || !store.businesses.has(businessId)) throw new FixtureError(`credit line needs an existing business_id (got ${businessId ?? 'none'})`);
    const l: CreditLine = existing ?? {
      id: f.id ?? store.newId(),
      business_id: businessId,
      legal_entity_name: 'Partner Legal Entity LLC',
      currency: 'USD',
      initial_request_status: 'APPROVED',
      created_at: now,
    };
    Object.assign(l, defined({ ...f, business_id: businessId }));
    store.creditLines.set(l.id, l);
    out.credit_lines.push(l);
    created.push(l.id);
    return l;
  };

  const template = (f: z.infer<typeof TemplateSchema>): Template => {
    if (!f.waba_id || !store.wabas.has(f.waba_id)) throw new FixtureError(`template needs an existing waba_id (got ${f.waba_id ?? 'none'})`);
    const t: Template = { id: f.id ?? store.newId(), waba_id: f.waba_id, name: f.name, language: f.language, category: f.category, status: f.status };
    store.templates.set(t.id, t);
    out.templates.push(t);
    return t;
  };

  for (const b of input.businesses) business(b);
  for (const w of input.wabas) waba(w);
  for (const p of input.phone_numbers) phoneNumber(p);
  for (const l of input.credit_lines) creditLine(l);
  for (const t of input.templates) template(t);
  for (const a of input.allocations) {
    const alloc = store.allocations.get(a.id);
    if (!alloc) throw new FixtureError(`allocation ${a.id} does not exist`);
    setAllocationStatus(store, alloc, a.request_status, now);
    out.allocations.push(alloc);
  }
  for (const t of input.tokens) {
    const existing = t.value ? store.tokens.get(t.value) : undefined;
    const token: AccessToken = existing ?? {
      value: t.value ?? `EAAsim${randomToken(32)}`,
      ids: t.ids ?? [...created],
      all: false,
      expires_at: null,
      scopes: ['whatsapp_business_management', 'whatsapp_business_messaging', 'business_management'],
      type: 'SYSTEM_USER',
      user_id: store.newId(),
      issued_at: now,
    };
    if (existing && t.ids) token.ids = t.ids;
    if (t.all !== undefined) token.all = t.all;
    if (t.expires_at !== undefined) token.expires_at = t.expires_at === null ? null : toDate(t.expires_at);
    if (t.scopes) token.scopes = t.scopes;
    if (t.type) token.type = t.type;
    store.tokens.set(token.value, token);
    out.tokens.push(token);
  }
  return out;
}
