import type { Db, Trx } from '@platform/db';
import type { HandoffReason } from '../../domain/agent-handoff';

const json = (v: unknown): Record<string, unknown> => ((typeof v === 'string' ? JSON.parse(v) : v) ?? {}) as Record<string, unknown>;

/** The reply handed over: its type, text (or a button's title) and a button or list choice id. */
export interface HandoffReply {
  type: string;
  text: string | null;
  choiceId: string | null;
}

/** A handoff claimed by the worker, with what the start needs. */
export interface ClaimedHandoff {
  recipientId: string;
  broadcastId: string;
  projectId: string;
  workflowId: string;
  phoneNumberId: string;
  contactPhoneNumber: string | null;
  contactUserId: string | null;
  replyWamid: string;
  reply: HandoffReply;
  repliedAt: Date;
  attempts: number;
  firstAttemptAt: Date;
  /** The broadcast's context for the workflow. */
  broadcastName: string;
  template: { id: string; name: string; language_code: string };
  components: Array<Record<string, unknown>>;
  wamid: string | null;
  sentAt: Date | null;
}

/** Columns of a handoff, prefixed `h_`, for a LEFT JOIN on broadcast_recipients (`h` alias). */
export const HANDOFF_COLUMNS = [
  'h.status as h_status',
  'h.workflow_id as h_workflow_id',
  'h.execution_id as h_execution_id',
  'h.reason as h_reason',
  'h.message as h_message',
  'h.reply_wamid as h_reply_wamid',
  'h.replied_at as h_replied_at',
  'h.updated_at as h_updated_at',
];

/**
 * Replies handed to broadcasts' agents (decision 0805): one row per recipient (the stable key), so a
 * redelivered reply or a second reply never starts a second execution.
 */
export class AgentHandoffsRepository {
  constructor(readonly db: Db) {}

  /**
   * Creates the handoff of a reply, in the consumer's transaction: among `recipientIds` (just
   * marked responded by this reply), the most recently sent one whose broadcast has an agent and
   * whose send is within `windowMs` of the reply. Returns the recipient id, or undefined when none
   * qualifies or it already has one.
   */
  async createForReply(
    trx: Trx,
    h: { recipientIds: string[]; replyWamid: string; reply: HandoffReply; repliedAt: Date; windowMs: number; dueAt: Date; now: Date },
  ): Promise<string | undefined> {
    if (h.recipientIds.length === 0) return undefined;
    const r = await trx.raw(
      `INSERT INTO broadcast_agent_handoffs (recipient_id, broadcast_id, project_id, workflow_id, phone_number_id, contact_phone_number,
         contact_user_id, reply_wamid, reply, replied_at, status, due_at, created_at, updated_at)
       SELECT r.id, r.broadcast_id, r.project_id, b.agent_workflow_id, b.phone_number_id, r.phone_number, r.user_id, ?, ?::jsonb, ?, 'pending', ?, ?, ?
       FROM broadcast_recipients r JOIN broadcasts b ON b.id = r.broadcast_id
       WHERE r.id = ANY(?::uuid[]) AND b.agent_workflow_id IS NOT NULL AND r.sent_at IS NOT NULL
         AND r.sent_at <= ?::timestamptz + interval '1 minute' AND r.sent_at >= ?::timestamptz - (? * interval '1 millisecond')
       ORDER BY r.sent_at DESC, r.seq DESC
       LIMIT 1
       ON CONFLICT (recipient_id) DO NOTHING
       RETURNING recipient_id`,
      [h.replyWamid, JSON.stringify(h.reply), h.repliedAt, h.dueAt, h.now, h.now, h.recipientIds, h.repliedAt, h.repliedAt, h.windowMs],
    );
    return (r.rows as Array<{ recipient_id: string }>)[0]?.recipient_id;
  }

  /**
   * Claims up to `limit` handoffs due now (pending, or claimed by a replica whose lease ran out)
   * until `leaseUntil`. `FOR UPDATE SKIP LOCKED`: replicas never take the same handoff.
   */
  async claim(limit: number, now: Date, leaseUntil: Date): Promise<ClaimedHandoff[]> {
    const r = await this.db.knex.raw(
      `WITH picked AS (
         SELECT recipient_id FROM broadcast_agent_handoffs
         WHERE (status = 'pending' AND due_at <= ?) OR (status = 'starting' AND claim_until < ?)
         ORDER BY due_at LIMIT ? FOR UPDATE SKIP LOCKED)
       UPDATE broadcast_agent_handoffs h
       SET status = 'starting', claim_until = ?, attempts = h.attempts + 1, first_attempt_at = coalesce(h.first_attempt_at, ?), updated_at = ?
       FROM picked WHERE h.recipient_id = picked.recipient_id
       RETURNING h.*`,
      [now, now, limit, leaseUntil, now, now],
    );
    const rows = r.rows as Array<Record<string, unknown>>;
    if (rows.length === 0) return [];
    const ctx = await this.db
      .knex('broadcast_recipients as r')
      .join('broadcasts as b', 'b.id', 'r.broadcast_id')
      .whereIn(
        'r.id',
        rows.map((x) => x.recipient_id as string),
      )
      .select('r.id', 'r.components', 'r.wamid', 'r.sent_at', 'b.name', 'b.template');
    const byId = new Map(ctx.map((x: Record<string, unknown>) => [x.id as string, x]));
    return rows.map((x) => {
      const c = byId.get(x.recipient_id as string) ?? {};
      const t = json(c.template);
      const reply = json(x.reply);
      return {
        recipientId: x.recipient_id as string,
        broadcastId: x.broadcast_id as string,
        projectId: x.project_id as string,
        workflowId: x.workflow_id as string,
        phoneNumberId: x.phone_number_id as string,
        contactPhoneNumber: (x.contact_phone_number as string | null) ?? null,
        contactUserId: (x.contact_user_id as string | null) ?? null,
        replyWamid: x.reply_wamid as string,
        reply: {
          type: typeof reply.type === 'string' ? reply.type : '',
          text: typeof reply.text === 'string' ? reply.text : null,
          choiceId: typeof reply.choiceId === 'string' ? reply.choiceId : null,
        },
        repliedAt: new Date(x.replied_at as string),
        attempts: Number(x.attempts),
        firstAttemptAt: new Date(x.first_attempt_at as string),
        broadcastName: (c.name as string) ?? '',
        template: { id: String(t.id ?? ''), name: String(t.name ?? ''), language_code: String(t.language_code ?? '') },
        components: ((v) => (Array.isArray(v) ? v : []))(typeof c.components === 'string' ? JSON.parse(c.components) : c.components) as Array<
          Record<string, unknown>
        >,
        wamid: (c.wamid as string | null) ?? null,
        sentAt: c.sent_at ? new Date(c.sent_at as string) : null,
      };
    });
  }

  /** Records a started execution (only a handoff still claimed changes). */
  async started(trx: Trx, recipientId: string, executionId: string, now: Date): Promise<void> {
    await trx('broadcast_agent_handoffs')
      .where({ recipient_id: recipientId, status: 'starting' })
      .update({ status: 'started', execution_id: executionId, claim_until: null, reason: null, message: null, updated_at: now });
  }

  /** Records a handoff that will not start (skipped or failed), with why. */
  async closed(trx: Trx, recipientId: string, status: 'skipped' | 'failed', reason: HandoffReason, message: string, now: Date): Promise<void> {
    await trx('broadcast_agent_handoffs')
      .where({ recipient_id: recipientId, status: 'starting' })
      .update({ status, reason, message: message.slice(0, 500), claim_until: null, updated_at: now });
  }

  /** Puts a claimed handoff back for a later attempt (a transient failure), noting the last error. */
  async release(trx: Trx, recipientId: string, dueAt: Date, message: string, now: Date): Promise<void> {
    await trx('broadcast_agent_handoffs')
      .where({ recipient_id: recipientId, status: 'starting' })
      .update({ status: 'pending', due_at: dueAt, claim_until: null, message: message.slice(0, 500), updated_at: now });
  }
}
