import type { Trx } from '@platform/db';
import { nextRecipientStatus } from '../domain/broadcast-state';
import type { RecipientErrorDetails } from '../domain/send-outcome';
import type { HandoffReply } from '../infra/db/agent-handoffs.repository';
import type { AgentHandoffsUsecase } from './agent-handoffs.usecase';
import type { UsecaseContext } from './context';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

const CALLBACK = /^broadcast:([0-9a-f-]{36}):([0-9a-f-]{36})$/;
/** Replies up to this long after the send count as responses when they do not quote the message. */
const RESPONSE_WINDOW_MS = 24 * 3_600_000;

/** The content of an inbound message as handed to an agent: text, or a button's or list row's title and id. */
function replyOf(msg: Obj): HandoffReply {
  const type = str(msg.type);
  const interactive = obj(msg.interactive);
  const choice = obj(interactive.button_reply ?? interactive.list_reply);
  const button = obj(msg.button);
  const text = str(obj(msg.text).body) || str(choice.title) || str(button.text) || str(obj(msg[type]).caption);
  const choiceId = str(choice.id) || str(button.payload);
  return { type, text: text || null, choiceId: choiceId || null };
}

/** A conversation change of messaging-proxy (svc.messaging_proxy.v1.ConversationChangeReceived), decoded. */
export interface ConversationChange {
  projectId: string;
  phoneNumberId: string;
  field: string;
  valueJson: string;
}

/**
 * Delivery statuses and replies from the upstream's webhooks (issue 17 item 4, decision 0804):
 * a status finds its recipient by the callback data it echoes (`broadcast:{id}:{recipient}`) or by
 * wamid, among the event's project's recipients on the event's number; statuses move forward only
 * (sent < delivered < read; failed only before delivery, suppressed for 131050); a
 * recipient still claimed is recorded as sent on the way (the reconciliation of a crashed send).
 * An inbound message marks the recipient it quotes, or the recipients of that person on that
 * number in the last 24 h, as responded.
 */
export class StatusesUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly agents?: Pick<AgentHandoffsUsecase, 'onReply'>,
  ) {}

  /** Applies one conversation change in the consumer's transaction. */
  async ingest(trx: Trx, change: ConversationChange): Promise<void> {
    if (change.field !== 'messages' || !change.projectId) return;
    let value: Obj;
    try {
      value = obj(JSON.parse(change.valueJson));
    } catch {
      return;
    }
    const now = this.ctx.clock.now();
    for (const s of arr(value.statuses).map(obj)) {
      const m = CALLBACK.exec(str(s.biz_opaque_callback_data));
      const wamid = str(s.id);
      // Only within the event's project and number: callback data is whatever the sender chose.
      const found = await this.ctx.recipients.findForStatus(
        trx,
        change.projectId,
        change.phoneNumberId || undefined,
        m ? { broadcastId: m[1], recipientId: m[2] } : { wamid },
      );
      if (!found) continue;
      const ts = Number(str(s.timestamp));
      const at = Number.isFinite(ts) && ts > 0 ? new Date(ts * 1000) : now;
      const upstream = str(s.status);
      // A claimed recipient whose status arrives: its send went out (recorded here if the sender could not).
      // So did that of a recipient failed without a wamid (its attempts ran out on sends that got no
      // answer, decision 0802): a sent, delivered or read status corrects it.
      const inDoubt = found.status === 'failed' && !found.wamid && upstream !== 'failed';
      const current = found.status === 'sending' || found.status === 'pending' || inDoubt ? 'none' : found.status;
      const e = obj(arr(s.errors)[0]);
      const code = str(e.code) ? Number(str(e.code)) : NaN;
      // A failure for 131050 (the user stopped marketing messages) suppresses the recipient.
      const to = nextRecipientStatus(current, upstream, Number.isInteger(code) ? code : undefined);
      // A webhook names no HTTP status and no trace id: both unknown (null), never 0 or ''.
      const error: RecipientErrorDetails | undefined =
        upstream === 'failed'
          ? {
              code: str(e.code),
              message: str(e.message) || str(e.title),
              details: str(obj(e.error_data).details),
              http_status: null,
              trace_id: null,
            }
          : undefined;
      if (!to && (found.wamid || !wamid)) continue;
      await this.ctx.recipients.applyStatus(trx, found.id, { status: to, wamid: found.wamid ? undefined : wamid, at, error }, now);
    }
    const since = new Date(now.getTime() - RESPONSE_WINDOW_MS);
    let broadcastIds: string[] | undefined;
    for (const msg of arr(value.messages).map(obj)) {
      const from = str(msg.from) || str(msg.from_user_id);
      const ctxId = str(obj(msg.context).id) || undefined;
      const ts = Number(str(msg.timestamp));
      const at = Number.isFinite(ts) && ts > 0 ? new Date(ts * 1000) : now;
      broadcastIds ??= await this.ctx.broadcasts.recentOnNumber(
        trx,
        change.projectId,
        change.phoneNumberId,
        new Date(since.getTime() - 7 * RESPONSE_WINDOW_MS),
      );
      const marked = await this.ctx.recipients.markResponded(trx, { projectId: change.projectId, contextWamid: ctxId, from, broadcastIds, since, at });
      // The first reply of a recipient goes to the broadcast's agent (decision 0805).
      if (this.agents && marked.length > 0)
        await this.agents.onReply(trx, { recipientIds: marked, replyWamid: str(msg.id), reply: replyOf(msg), repliedAt: at });
    }
  }
}
