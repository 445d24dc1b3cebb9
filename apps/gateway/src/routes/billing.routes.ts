import { z } from 'zod';
import { contractObject } from './contract-schema';
import { grpcRoute, routesOf, type RouteDef } from './route';
import { cursorPaging, queryInt } from './schemas';

/** The project's prepaid credits, in millionths of `currency` (funding, docs/decisions/0104). */
const creditBalance = contractObject('svc.funding.v1.CreditBalance');

/** Override: an entry is a `topup` or a `charge` (a string in the proto). */
const creditEntry = contractObject('svc.funding.v1.CreditEntry', { kind: z.enum(['topup', 'charge']) }, { uuid: ['id'] });

/** Cursors of the entries list: the Base64 (URL-safe) of an entry's sequence number. */
const encodeEntriesCursor = (seq: string): string => Buffer.from(`seq:${seq}`).toString('base64url');
const entriesCursor = z
  .string()
  .max(64)
  .transform((v, ctx) => {
    const m = /^seq:([1-9]\d{0,17})$/.exec(Buffer.from(v, 'base64url').toString('utf8'));
    if (!/^[A-Za-z0-9_-]+$/.test(v) || !m) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'is not a valid cursor' });
      return z.NEVER;
    }
    return m[1];
  });

const entriesQuery = z.object({
  limit: queryInt(1, 100).default(20).describe('Page size, 1 to 100.'),
  after: entriesCursor.optional().describe('Cursor of the next (older) page: paging.cursors.after of a page.'),
});

/**
 * Billing reads of the caller's project (decision 0104): its prepaid credits and their ledger.
 * Top-ups are admin-only (`npm run admin -- credits top-up`). No route takes an id: the project is
 * the API key's, so another project's credits cannot even be named.
 */
export function billingRoutes(basePath: string): RouteDef[] {
  return routesOf('billing.routes.ts', [
    grpcRoute({
      method: 'get',
      path: '/billing/credits',
      operationId: 'getCreditBalance',
      summary: "The project's prepaid credits: balance, amount held for sends not settled yet, and available (millionths of currency).",
      tag: 'Billing',
      response: z.object({ data: creditBalance }),
      errorStatuses: [],
      service: 'funding',
      rpc: 'GetCreditBalance',
      request: (_input, ctx) => ({ project_id: ctx.projectId }),
      reply: (res) => ({ body: { data: res.balance } }),
    }),
    grpcRoute({
      method: 'get',
      path: '/billing/credits/entries',
      operationId: 'listCreditEntries',
      summary: "The project's credit ledger (top-ups and charges), newest first (cursor paginated).",
      tag: 'Billing',
      query: entriesQuery,
      response: z.object({ data: z.array(creditEntry), paging: cursorPaging }),
      errorStatuses: [400],
      service: 'funding',
      rpc: 'ListCreditEntries',
      request: ({ query }, ctx) => ({ project_id: ctx.projectId, limit: query.limit, cursor: query.after ?? '' }),
      reply: (res, { query }) => {
        const after = res.next_cursor ? encodeEntriesCursor(res.next_cursor) : null;
        return {
          body: {
            data: res.entries,
            paging: {
              cursors: { before: null, after },
              next: after ? `${basePath}/billing/credits/entries?limit=${query.limit}&after=${after}` : null,
              previous: null,
            },
          },
        };
      },
    }),
  ]);
}
