import type { funding } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { CreditsRepository } from '../infra/db/credits.repository';
import { entryToWire } from '../wire/entry.wire';

/** Page size bounds of ListCreditEntries. */
export const ENTRIES_DEFAULT_LIMIT = 20;
export const ENTRIES_MAX_LIMIT = 100;

/** ListCreditEntries: the project's ledger entries, newest first; the cursor is the last entry's sequence number. */
export function listCreditEntriesRpc(credits: CreditsRepository) {
  return async (req: funding.ListCreditEntriesRequest__Output): Promise<funding.ListCreditEntriesResponse> => {
    const limit = req.limit || ENTRIES_DEFAULT_LIMIT;
    if (limit < 1 || limit > ENTRIES_MAX_LIMIT) throw invalidArgument('INVALID_LIMIT', `limit must be from 1 to ${ENTRIES_MAX_LIMIT}`);
    if (req.cursor && !/^[1-9]\d{0,17}$/.test(req.cursor)) throw invalidArgument('INVALID_CURSOR', 'cursor is not a cursor this list returned');
    const rows = await credits.entries(req.project_id, limit + 1, req.cursor ? BigInt(req.cursor) : undefined);
    const page = rows.slice(0, limit);
    return { entries: page.map(entryToWire), next_cursor: rows.length > limit ? page[page.length - 1].seq.toString() : undefined };
  };
}
