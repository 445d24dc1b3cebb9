import { GraphClient as GraphApi, type UpstreamCallObserver } from '@platform/graph';
import type { Logger } from '@platform/logger';

/** Options of {@link NumberVerificationClient}. */
export interface NumberVerificationClientOptions {
  baseUrl: string;
  version: string;
  timeoutMs: number;
  logger?: Logger;
  /** Receives every call (the external API log, decision 0250). */
  observer?: UpstreamCallObserver;
}

/**
 * The upstream calls of number provisioning (reference §2), on @platform/graph: add a number to a
 * business account, find it there again, request its verification code and enter it. Every call
 * acts with the business token of the signup; a failure is the library's `GraphError`.
 */
export class NumberVerificationClient {
  private readonly api: GraphApi;

  constructor(opts: NumberVerificationClientOptions) {
    this.api = new GraphApi({ baseUrl: opts.baseUrl, version: opts.version, timeoutMs: opts.timeoutMs, logger: opts.logger, observer: opts.observer });
  }

  /** `POST /{waba_id}/phone_numbers {cc, phone_number, verified_name}` → the new (unverified) number's id. */
  async addNumber(token: string, wabaId: string, n: { cc: string; phoneNumber: string; verifiedName: string }): Promise<string> {
    const res = await this.api.request<{ id?: unknown }>(token, 'POST', `${encodeURIComponent(wabaId)}/phone_numbers`, {
      body: { cc: n.cc, phone_number: n.phoneNumber, verified_name: n.verifiedName },
    });
    return String(res.id ?? '');
  }

  /** The id of the account's number whose digits are `digits` (E.164 without `+`), if it is there. */
  async findOnAccount(token: string, wabaId: string, digits: string): Promise<string | undefined> {
    let after: string | undefined;
    for (let page = 0; page < 20; page++) {
      const q: Record<string, string> = { fields: 'id,display_phone_number', limit: '100' };
      if (after) q.after = after;
      const res = await this.api.request<{
        data?: Array<{ id?: unknown; display_phone_number?: unknown }>;
        paging?: { cursors?: { after?: string }; next?: string };
      }>(token, 'GET', `${encodeURIComponent(wabaId)}/phone_numbers`, { query: q });
      const hit = (res.data ?? []).find((d) => String(d.display_phone_number ?? '').replace(/\D/g, '') === digits);
      if (hit) return String(hit.id);
      after = res.paging?.next ? res.paging.cursors?.after : undefined;
      if (!after) return undefined;
    }
    return undefined;
  }

  /** `POST /{phone_number_id}/request_code?code_method=SMS|VOICE&language=…`. */
  async requestCode(token: string, phoneNumberId: string, method: 'SMS' | 'VOICE', language: string): Promise<void> {
    await this.api.request(token, 'POST', `${encodeURIComponent(phoneNumberId)}/request_code`, { query: { code_method: method, language } });
  }

  /** `POST /{phone_number_id}/verify_code?code=123830` (six digits, no hyphen). */
  async verifyCode(token: string, phoneNumberId: string, code: string): Promise<void> {
    await this.api.request(token, 'POST', `${encodeURIComponent(phoneNumberId)}/verify_code`, { query: { code } });
  }
}
