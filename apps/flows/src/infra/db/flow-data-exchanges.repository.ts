import type { Db } from '@platform/db';

/** One data-endpoint exchange as recorded (never the flow token nor the decrypted data). */
export interface FlowDataExchangeRecord {
  id: string;
  project_id: string;
  flow_id: string;
  phone_number_id: string | null;
  action: string | null;
  screen: string | null;
  version: string | null;
  /** `answered`, or the HTTP status of the refusal as text. */
  status: string;
  http_status: number;
  response_screen: string | null;
  error_message: string | null;
  flow_token_hash: string | null;
  invocation_id: string | null;
  request_id: string;
  duration_ms: number;
  created_at: Date;
}

/** The flow_data_exchanges table: the data endpoint's record of every exchange, and its retention. */
export class FlowDataExchangesRepository {
  constructor(private readonly db: Db) {}

  /** Records one exchange (its row carries its project: kind 2). */
  async insert(rec: FlowDataExchangeRecord): Promise<void> {
    await this.db.knex('flow_data_exchanges').insert(rec);
  }

  /** Retention (kind 1, across projects): deletes up to `batch` exchanges created before `cutoff`; returns how many. */
  async deleteOlderThan(cutoff: Date, batch: number): Promise<number> {
    // Counted from the returned ids: PGlite's driver reports no affected-row count for a DELETE.
    const deleted: Array<{ id: string }> = await this.db
      .knex('flow_data_exchanges')
      .whereIn('id', this.db.knex('flow_data_exchanges').where('created_at', '<', cutoff).limit(batch).select('id'))
      .delete(['id']);
    return deleted.length;
  }
}
