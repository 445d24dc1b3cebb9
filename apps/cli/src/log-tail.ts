import type { Api } from './api';
import { call } from './call';

/** One entry of either log as `logs tail` prints it. */
export interface TailEntry {
  log: 'api' | 'external';
  id: string;
  created_at: string;
  [k: string]: unknown;
}

/** Entries written up to this long after their own `created_at` (the request log is written in batches) are still shown. */
export const TAIL_LAG_MS = 15_000;
/** Most pages one poll walks back. */
const MAX_PAGES_PER_POLL = 10;

/**
 * One log's forward tail: each poll reads the entries of the last `TAIL_LAG_MS` before the newest one
 * seen (newest first, following `paging.next` while a page still has unseen entries) and yields the
 * unseen ones oldest first. A set of ids seen in that window (older ones forgotten) keeps each entry
 * printed once, and the lag covers entries committed after later ones (batched writes).
 */
export class LogTail {
  private seen = new Map<string, number>();
  private floor: number;

  constructor(
    private readonly api: Api,
    readonly log: 'api' | 'external',
    private readonly filters: Record<string, string | number>,
    startAt: Date,
  ) {
    this.floor = startAt.getTime();
  }

  async poll(): Promise<TailEntry[]> {
    const since = new Date(this.floor - TAIL_LAG_MS).toISOString();
    const fresh: TailEntry[] = [];
    let after: string | undefined;
    for (let page = 0; page < MAX_PAGES_PER_POLL; page++) {
      const query = { ...this.filters, since, limit: 100, ...(after ? { after } : {}) };
      const body = (
        this.log === 'api'
          ? await call(this.api.baseUrl, this.api.client.GET('/api_logs', { params: { query: query as never } }))
          : await call(this.api.baseUrl, this.api.client.GET('/external_api_logs', { params: { query: query as never } }))
      ) as { data: Array<{ id: string; created_at: string }>; paging: { cursors: { after: string | null }; next: string | null } };
      let unseen = 0;
      for (const e of body.data) {
        if (this.seen.has(e.id) || Date.parse(e.created_at) < this.floor - TAIL_LAG_MS) continue;
        unseen++;
        fresh.push({ log: this.log, ...e });
      }
      if (!unseen || !body.paging.next || !body.paging.cursors.after) break;
      after = body.paging.cursors.after;
    }
    fresh.sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
    for (const e of fresh) {
      const at = Date.parse(e.created_at);
      this.seen.set(e.id, at);
      if (at > this.floor) this.floor = at;
    }
    for (const [id, at] of this.seen) if (at < this.floor - 2 * TAIL_LAG_MS) this.seen.delete(id);
    return fresh;
  }
}
