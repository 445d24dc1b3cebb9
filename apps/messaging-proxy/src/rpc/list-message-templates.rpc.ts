import type { messagingProxy } from '@platform/contracts';
import { invalidArgument, notFound } from '@platform/errors';
import type { UsecaseContext } from '../usecases/context';
import { requireDigits } from './guards';
import { templatePage, upstreamReader } from '../infra/upstream/template-reads';
import { sendingTemplateToWire } from '../wire/sending-template.wire';

/** Templates answered at most (and by default). */
const MAX_TEMPLATES = 100;
/** Pages followed at most (the upstream may answer short pages), so a cursor that never ends cannot loop. */
const MAX_PAGES = 10;
const STATUS_LIST = /^[A-Z_]{1,32}(,[A-Z_]{1,32}){0,9}$/;

/**
 * ListMessageTemplates (the inbox's template picker, decision 0023): the templates of the number's
 * business account as the upstream lists them, filtered by status and part of the name, at most
 * `limit` (following the list's `after` cursor). A read with the number's own token; an unknown or
 * foreign number is NOT_FOUND, an upstream failure UPSTREAM_FAILED.
 */
export function listMessageTemplatesRpc(ctx: Pick<UsecaseContext, 'phoneNumbers' | 'tokens' | 'graph'>) {
  return async (req: messagingProxy.ListMessageTemplatesRequest__Output): Promise<messagingProxy.ListMessageTemplatesResponse> => {
    requireDigits(req.phone_number_id, 'phone_number_id');
    const status = req.status.toUpperCase();
    if (status && !STATUS_LIST.test(status))
      throw invalidArgument('INVALID_STATUS', 'status must be template statuses separated by commas (APPROVED, PENDING, ...)');
    if (req.name.length > 512) throw invalidArgument('INVALID_NAME', 'name must be at most 512 characters');
    if (req.limit < 0 || req.limit > MAX_TEMPLATES) throw invalidArgument('INVALID_LIMIT', `limit must be 1-${MAX_TEMPLATES}`);
    const limit = req.limit || MAX_TEMPLATES;
    const row = await ctx.phoneNumbers.get(req.project_id, req.phone_number_id);
    if (!row) throw notFound('PHONE_NUMBER_NOT_FOUND', 'Phone number not found');
    const read = upstreamReader(ctx, row, 'message templates read');
    const templates: messagingProxy.SendingTemplate[] = [];
    let after = '';
    for (let page = 0; page < MAX_PAGES && templates.length < limit; page++) {
      const list = await templatePage(read, row.businessAccountId, {
        limit: String(limit - templates.length),
        ...(status ? { status } : {}),
        ...(req.name ? { name: req.name } : {}),
        ...(after ? { after } : {}),
      });
      // The status filter again here: the picker must never offer a template the upstream would refuse.
      const kept = list.items.map(sendingTemplateToWire).filter((t) => !status || status.split(',').includes(t.status ?? ''));
      templates.push(...kept.slice(0, limit - templates.length));
      after = list.after;
      if (list.items.length === 0 || !after) break;
    }
    return { templates };
  };
}
