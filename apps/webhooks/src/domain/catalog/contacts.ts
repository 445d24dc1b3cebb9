/**
 * Events produced by contacts about contacts (thread events: threads.ts), handed to webhooks
 * through the ingestion RPC (PublishProjectEvent): each entry's `input` validates what the
 * producer sends, and the builders turn it into the public fields.
 */
import { z } from 'zod';
import { BOTH, digits, SAMPLE_NUMBER, uuid, type CatalogEntry, type IngestExtra, type JsonObject, type PublicEvent } from './types';

/** Values of a per-number marketing preference (contacts rows of spec 4.12). */
export const MARKETING_STATUSES = ['stopped', 'resumed'] as const;
/** Sources of a marketing preference change (spec 4.12, brand word kept as upstream names it). */
export const MARKETING_SOURCES = ['meta_webhook', 'meta_delivery_error', 'meta_synchronous_error'] as const;

/** Input of messaging.contact.marketing_preference_changed (the producer is contacts). */
export const marketingPreferenceInput = z
  .object({
    contact_id: uuid,
    phone_number_id: digits,
    status: z.enum(MARKETING_STATUSES),
    source: z.enum(MARKETING_SOURCES),
    /** Upstream error code when recorded from a send failure (131050). */
    upstream_error_code: z.number().int().nullable().optional(),
    contact_phone_number: z.string().max(32).nullable().optional(),
    business_scoped_user_id: z.string().max(128).nullable().optional(),
  })
  .strict();
/** Parsed marketing preference input. */
export type MarketingPreferenceInput = z.infer<typeof marketingPreferenceInput>;

const identityInput = z
  .object({
    contact_id: uuid,
    phone_number_id: digits.optional(),
    business_scoped_user_id: z.string().min(1).max(128),
    previous_business_scoped_user_id: z.string().min(1).max(128),
    parent_business_scoped_user_id: z.string().max(128).nullable().optional(),
  })
  .strict();

/** Catalog entries of contacts' events, in documentation order. */
export const CONTACTS_EVENTS: readonly CatalogEntry[] = [
  {
    name: 'messaging.contact.marketing_preference_changed',
    versions: BOTH,
    source: 'ingestion',
    description: 'A contact stopped or resumed marketing on a number; only real transitions, with a monotonic sequence.',
    input: marketingPreferenceInput,
  },
  {
    name: 'messaging.contact.identity_changed',
    versions: BOTH,
    source: 'ingestion',
    description: 'A business-scoped user id rotation was reconciled onto the contact.',
    input: identityInput,
  },
];

/**
 * Validated input of a contacts event → public event, or undefined when `name` is not one. The
 * marketing preference needs its previous status and sequence, computed by the ingestion use case.
 */
export function contactsEvent(name: string, input: JsonObject, extra: IngestExtra): PublicEvent | undefined {
  const phone = typeof input.phone_number_id === 'string' ? input.phone_number_id : undefined;
  if (name === 'messaging.contact.marketing_preference_changed') {
    return {
      name,
      fields: {
        contact: { id: input.contact_id, phone_number: input.contact_phone_number ?? null, business_scoped_user_id: input.business_scoped_user_id ?? null },
        phone_number_id: phone,
        marketing_preference: {
          status: input.status,
          previous_status: extra.previousStatus ?? null,
          source: input.source,
          upstream_error_code: input.upstream_error_code ?? null,
          changed_at: extra.occurredAt,
        },
        sequence: extra.sequence ?? 0,
      },
      phoneNumberIds: phone ? [phone] : [],
      businessAccountId: null,
    };
  }
  if (name === 'messaging.contact.identity_changed') {
    return {
      name,
      fields: {
        contact: {
          id: input.contact_id,
          business_scoped_user_id: input.business_scoped_user_id,
          previous_business_scoped_user_id: input.previous_business_scoped_user_id,
          parent_business_scoped_user_id: input.parent_business_scoped_user_id ?? null,
        },
        phone_number_id: phone ?? null,
      },
      phoneNumberIds: phone ? [phone] : [],
      businessAccountId: null,
    };
  }
  return undefined;
}

/** A realistic sample of a contacts event, or undefined when `name` is not one. */
export function contactsSample(name: string, occurredAt: string): PublicEvent | undefined {
  const number = SAMPLE_NUMBER;
  switch (name) {
    case 'messaging.contact.marketing_preference_changed':
      return contactsEvent(
        name,
        {
          contact_id: '00000000-0000-4000-8000-000000000001',
          phone_number_id: number.id,
          status: 'stopped',
          source: 'meta_webhook',
          contact_phone_number: '+15550100200',
        },
        { previousStatus: 'resumed', sequence: 1, occurredAt },
      );
    case 'messaging.contact.identity_changed':
      return contactsEvent(
        name,
        {
          contact_id: '00000000-0000-4000-8000-000000000001',
          phone_number_id: number.id,
          business_scoped_user_id: 'US.13491208655302741918',
          previous_business_scoped_user_id: 'US.13491208655302741917',
        },
        { occurredAt },
      );
    default:
      return undefined;
  }
}
