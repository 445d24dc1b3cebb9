import type { messagingProxy } from '@platform/contracts';
import { notFound } from '@platform/errors';
import type { UsecaseContext } from '../usecases/context';
import { requireDigits } from './guards';
import { looseObject, stringOnly } from '@platform/lenient';
import { templatePage, upstreamReader } from '../infra/upstream/template-reads';
import { sendingTemplateToWire } from '../wire/sending-template.wire';

type Obj = Record<string, unknown>;

/** Templates asked for per page of `GET {waba_id}/message_templates` (the upstream may answer fewer: the simulator caps pages at 100). */
const TEMPLATE_PAGE_SIZE = 1000;
/**
 * Pages read at most when looking a template up by id, so a cursor that never ends cannot loop: at
 * 100 per page (the simulator's cap) that is 6,000 templates; a template past them reads as not found.
 */
const TEMPLATE_PAGES_MAX = 60;

/** Messages per second by throughput (upstream reference 2.5): coexistence 20, upgraded (HIGH) 1,000, default 80. */
function messagesPerSecond(isCoexistence: boolean, level: string): number {
  if (isCoexistence) return 20;
  return level === 'HIGH' ? 1000 : 80;
}

/**
 * GetSendingProfile (broadcasts, issue 17): the number's throughput as the upstream reports it
 * (`throughput.level`, `is_on_biz_app`) and, when named, one template of its business account (by
 * id, following the list's `after` cursor page after page, or by name and language). A read with the
 * number's own token; an upstream failure is UPSTREAM_FAILED.
 */
export function getSendingProfileRpc(ctx: Pick<UsecaseContext, 'phoneNumbers' | 'tokens' | 'graph'>) {
  return async (req: messagingProxy.GetSendingProfileRequest__Output): Promise<messagingProxy.GetSendingProfileResponse> => {
    requireDigits(req.phone_number_id, 'phone_number_id');
    const row = await ctx.phoneNumbers.get(req.project_id, req.phone_number_id);
    if (!row) throw notFound('PHONE_NUMBER_NOT_FOUND', 'Phone number not found');
    const read = upstreamReader(ctx, row, 'sending profile read');
    const node = await read(`${encodeURIComponent(row.phoneNumberId)}?fields=throughput,is_on_biz_app`);
    const level = stringOnly.parse(looseObject.parse(node.throughput).level);
    const isCoexistence = node.is_on_biz_app === true || row.public.is_coexistence === true;
    let found: Obj | undefined;
    if (req.template_id) {
      // Listed from the number's own account, so another account's template id reads as unknown (the
      // template node does not name its account); page after page, following the `after` cursor.
      let after = '';
      for (let page = 0; page < TEMPLATE_PAGES_MAX && !found; page++) {
        const list = await templatePage(read, row.businessAccountId, { limit: String(TEMPLATE_PAGE_SIZE), ...(after ? { after } : {}) });
        found = list.items.find((t) => stringOnly.parse(t.id) === req.template_id);
        after = list.after;
        if (list.items.length === 0 || !after) break;
      }
    } else if (req.template_name) {
      const list = await templatePage(read, row.businessAccountId, {
        name: req.template_name,
        limit: '100',
        ...(req.template_language ? { language: req.template_language } : {}),
      });
      found = list.items.find((t) => t.name === req.template_name && (!req.template_language || t.language === req.template_language));
    }
    const template = found ? sendingTemplateToWire(found) : undefined;
    return {
      phone_number_id: row.phoneNumberId,
      is_coexistence: isCoexistence,
      throughput_level: level,
      messages_per_second: messagesPerSecond(isCoexistence, level),
      template,
    };
  };
}
