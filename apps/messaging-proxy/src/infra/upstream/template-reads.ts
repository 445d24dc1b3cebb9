import { upstreamFailed } from '@platform/errors';
import type { PhoneNumberRow } from '../db/phone-numbers.repository';
import type { AccessTokens } from '../crypto/access-tokens';
import type { GraphClient } from './graph-client';
import { looseObject, looseObjects, stringOnly } from '@platform/lenient';

type Obj = Record<string, unknown>;

/** The fields of a template read from the upstream (GetSendingProfile, ListMessageTemplates). */
export const TEMPLATE_FIELDS = 'id,name,language,status,category,components,parameter_format,quality_score,rejected_reason';

/** A GET of the upstream with a number's own token: the answer's JSON object, or UPSTREAM_FAILED naming `what`. */
export type UpstreamRead = (pathAndQuery: string) => Promise<Obj>;

/**
 * Reads of the upstream with `row`'s token (decrypted once): a failed or missing answer is
 * UPSTREAM_FAILED (502) "The upstream network did not answer the {what}", with the upstream's code
 * and trace id when it gave them.
 */
export function upstreamReader(deps: { graph: GraphClient; tokens: AccessTokens }, row: PhoneNumberRow, what: string): UpstreamRead {
  const token = deps.tokens.open(row);
  return async (path) => {
    const r = await deps.graph.forward('GET', path, token, undefined, undefined).catch(() => undefined);
    let body: unknown;
    try {
      body = r ? (JSON.parse(r.body.toString('utf8') || '{}') as unknown) : undefined;
    } catch {
      body = undefined;
    }
    if (!r || r.status >= 400 || body === undefined) {
      const e = looseObject.parse(looseObject.parse(body).error);
      throw upstreamFailed(`The upstream network did not answer the ${what}${e.message ? `: ${stringOnly.parse(e.message)}` : ''}`, {
        upstream_error_code: typeof e.code === 'number' ? e.code : null,
        upstream_trace_id: stringOnly.parse(e.fbtrace_id) || null,
      });
    }
    return looseObject.parse(body);
  };
}

/** One page of `GET {waba_id}/message_templates`: its templates (untrusted objects) and the `after` cursor ('' at the end). */
export async function templatePage(read: UpstreamRead, wabaId: string, query: Record<string, string>): Promise<{ items: Obj[]; after: string }> {
  const q = new URLSearchParams({ fields: TEMPLATE_FIELDS, ...query });
  const list = await read(`${encodeURIComponent(wabaId)}/message_templates?${q.toString()}`);
  return { items: looseObjects.parse(list.data), after: stringOnly.parse(looseObject.parse(looseObject.parse(list.paging).cursors).after) };
}
