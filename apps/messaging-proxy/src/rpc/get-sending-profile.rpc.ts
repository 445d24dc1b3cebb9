import { toStruct, type JsonObject, type messagingProxy } from '@platform/contracts';
import { notFound, upstreamFailed } from '@platform/errors';
import type { UsecaseContext } from '../usecases/context';
import { requireDigits } from './guards';
import { looseObject, looseObjects, stringOnly } from '../domain/untrusted-json';

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
    const token = ctx.tokens.open(row);
    const read = async (path: string): Promise<Obj> => {
      const r = await ctx.graph.forward('GET', path, token, undefined, undefined).catch(() => undefined);
      const body = r ? (JSON.parse(r.body.toString('utf8') || '{}') as unknown) : undefined;
      if (!r || r.status >= 400) {
        const e = looseObject.parse(looseObject.parse(body).error);
        throw upstreamFailed(`The upstream network did not answer the sending profile read${e.message ? `: ${stringOnly.parse(e.message)}` : ''}`, {
          upstream_error_code: typeof e.code === 'number' ? e.code : null,
          upstream_trace_id: stringOnly.parse(e.fbtrace_id) || null,
        });
      }
      return looseObject.parse(body);
    };
    const node = await read(`${encodeURIComponent(row.phoneNumberId)}?fields=throughput,is_on_biz_app`);
    const level = stringOnly.parse(looseObject.parse(node.throughput).level);
    const isCoexistence = node.is_on_biz_app === true || row.public.is_coexistence === true;
    let template: messagingProxy.SendingTemplate | undefined;
    const fields = 'id,name,language,status,category,components,parameter_format';
    let found: Obj | undefined;
    if (req.template_id) {
      // Listed from the number's own account, so another account's template id reads as unknown (the
      // template node does not name its account); page after page, following the `after` cursor.
      let after = '';
      for (let page = 0; page < TEMPLATE_PAGES_MAX && !found; page++) {
        const q = new URLSearchParams({ fields, limit: String(TEMPLATE_PAGE_SIZE) });
        if (after) q.set('after', after);
        const list = await read(`${encodeURIComponent(row.businessAccountId)}/message_templates?${q.toString()}`);
        const items = looseObjects.parse(list.data);
        found = items.find((t) => stringOnly.parse(t.id) === req.template_id);
        after = stringOnly.parse(looseObject.parse(looseObject.parse(list.paging).cursors).after);
        if (items.length === 0 || !after) break;
      }
    } else if (req.template_name) {
      const q = new URLSearchParams({ name: req.template_name, fields, limit: '100' });
      if (req.template_language) q.set('language', req.template_language);
      const list = await read(`${encodeURIComponent(row.businessAccountId)}/message_templates?${q.toString()}`);
      const items = looseObjects.parse(list.data);
      found = items.find((t) => t.name === req.template_name && (!req.template_language || t.language === req.template_language));
    }
    if (found) {
      template = {
        id: stringOnly.parse(found.id),
        name: stringOnly.parse(found.name),
        language: stringOnly.parse(found.language),
        category: stringOnly.parse(found.category),
        status: stringOnly.parse(found.status),
        parameter_format: stringOnly.parse(found.parameter_format),
        components: (Array.isArray(found.components) ? found.components : []).map((c) => toStruct(looseObject.parse(c) as JsonObject)),
      };
    }
    return {
      phone_number_id: row.phoneNumberId,
      is_coexistence: isCoexistence,
      throughput_level: level,
      messages_per_second: messagesPerSecond(isCoexistence, level),
      template,
    };
  };
}
