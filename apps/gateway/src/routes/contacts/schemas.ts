import { z } from 'zod';
import { contractObject } from '../contract-schema';
import { queryInt } from '../schemas';

/** A contact (contacts service). */
export const contact = contractObject('svc.contacts.v1.Contact', {}, { uuid: ['id'] });
/** A conversation. */
export const conversation = contractObject(
  'svc.contacts.v1.Conversation',
  { status: z.enum(['active', 'ended']), last_message_direction: z.enum(['inbound', 'outbound']).nullable() },
  { uuid: ['id', 'contact_id'] },
);
/** A message with its raw status history. */
export const message = contractObject(
  'svc.contacts.v1.Message',
  {
    direction: z.enum(['inbound', 'outbound']),
    origin: z.enum(['cloud_api', 'business_app', 'history_sync']),
    status: z.enum(['pending', 'sent', 'delivered', 'read', 'played', 'failed', 'received']),
  },
  { uuid: ['id'] },
);
/** A sandbox session (spec 3.7). */
export const sandboxSession = contractObject(
  'svc.contacts.v1.SandboxSession',
  { status: z.enum(['pending_activation', 'active', 'superseded']) },
  { uuid: ['id'] },
);
/** Override: `source` is a closed set (spec 4.12) the proto keeps as a string. */
export const preference = contractObject('svc.contacts.v1.MarketingPreference', {
  source: z.enum(['meta_webhook', 'meta_delivery_error', 'meta_synchronous_error']),
});

/** A contact identifier: uuid, phone number, business-scoped user id or parent id. */
export const identifier = z.string().min(1).max(256);
/** An opaque cursor. */
export const cursor = z.string().min(1).max(512);
/** A phone number filter (digits, `+` allowed). */
export const phoneFilter = z.string().regex(/^\+?\d{3,20}$/, 'must be a phone number (digits, + allowed)');
/** An ISO 8601 date-time filter. */
export const isoFilter = z.string().datetime({ offset: true });

/** Paging part of a cursor-style list query. */
export const cursorQuery = {
  limit: queryInt(1, 100).default(20).describe('Page size, 1 to 100.'),
  before: cursor.optional().describe('Cursor of the previous (newer) page: paging.cursors.before of a page.'),
  after: cursor.optional().describe('Cursor of the next (older) page: paging.cursors.after of a page.'),
};

/** Base path of the public API (relative paging links start with it). */
export const BASE_PATH = '/platform/v1';

/** The `paging` block of a cursor-style list reply, links keeping the query's filters. */
export function pagingOf(
  path: string,
  query: Record<string, unknown>,
  res: { before_cursor: string; after_cursor: string; has_older: boolean; has_newer: boolean },
): { cursors: { before: string | null; after: string | null }; next: string | null; previous: string | null } {
  const link = (k: 'before' | 'after', v: string) => {
    const params = new URLSearchParams();
    for (const [key, val] of Object.entries(query)) {
      if (key === 'before' || key === 'after' || val === undefined || val === null) continue;
      for (const one of Array.isArray(val) ? val : [val]) params.append(key, String(one));
    }
    params.set(k, v);
    return `${BASE_PATH}${path}?${params.toString()}`;
  };
  return {
    cursors: { before: res.before_cursor || null, after: res.after_cursor || null },
    next: res.has_older && res.after_cursor ? link('after', res.after_cursor) : null,
    previous: res.has_newer && res.before_cursor ? link('before', res.before_cursor) : null,
  };
}
