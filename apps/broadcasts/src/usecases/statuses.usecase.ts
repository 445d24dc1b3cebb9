import type { Trx } from '@platform/db';
import { lenient, looseList as list, looseString as text, z } from '@platform/lenient';
import { nextRecipientStatus } from '../domain/broadcast-state';
import type { RecipientErrorDetails } from '../domain/send-outcome';
import type { HandoffReply } from '../infra/db/agent-handoffs.repository';
import type { AgentHandoffsUsecase } from './agent-handoffs.usecase';
import type { UsecaseContext } from './context';

type Obj = Record<string, unknown>;

/** The upstream's `messages` change value, as far as statuses and replies are read (reference §2.2). */
const changeValue = lenient({ statuses: list, messages: list });
/** One status of an outbound message. */
const statusEntry = lenient({ biz_opaque_callback_data: text, id: text, timestamp: text, status: text, errors: list });
/** The first error of a failed status. */
const statusError = lenient({ code: text, message: text, title: text, error_data: lenient({ details: text }) });
/** One inbound message (a reply). */
const inboundMessage = lenient({
  from: text,
  from_user_id: text,
  id: text,
  timestamp: text,
  type: text,
  context: lenient({ id: text }),
  text: lenient({ body: text }),
  button: lenient({ text: text, payload: text }),
  interactive: lenient({ button_reply: z.unknown(), list_reply: z.unknown() }),
});
/** A button or list row chosen. */
const choiceFields = lenient({ id: text, title: text });
/** The caption of a media message (its content object named by its type). */
const captionFields = lenient({ caption: text });

const CALLBACK = /^broadcast:([0-9a-f-]{36}):([0-9a-f-]{36})$/;
/** Replies up to this long after the send count as responses when they do not quote the message. */
const RESPONSE_WINDOW_MS = 24 * 3_600_000;

/** The content of an inbound message as handed to an agent: text, or a button's or list row's title and id. */
function replyOf(msg: z.infer<typeof inboundMessage>, raw: unknown): HandoffReply {
  const type = msg.type;
  const choice = choiceFields.parse(msg.interactive.button_reply ?? msg.interactive.list_reply);
  const content = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Obj)[type] : undefined;
  const text = msg.text.body || choice.title || msg.button.text || captionFields.parse(content).caption;
  const choiceId = choice.id || msg.button.payload;
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
    let value: z.infer<typeof changeValue>;
    try {
      value = changeValue.parse(JSON.parse(change.valueJson));
    } catch {
      return;
    }
    const now = this.ctx.clock.now();
    for (const s of value.statuses.map((entry) => statusEntry.parse(entry))) {
      const m = CALLBACK.exec(s.biz_opaque_callback_data);
      const wamid = s.id;
      // Only within the event's project and number: callback data is whatever the sender chose.
      const found = await this.ctx.recipients.findForStatus(
        trx,
        change.projectId,
        change.phoneNumberId || undefined,
        m ? { broadcastId: m[1], recipientId: m[2] } : { wamid },
      );
      if (!found) continue;
      const ts = Number(s.timestamp);
      const at = Number.isFinite(ts) && ts > 0 ? new Date(ts * 1000) : now;
      const upstream = s.status;
      // A claimed recipient whose status arrives: its send went out (recorded here if the sender could not).
      // So did that of a recipient failed without a wamid (its attempts ran out on sends that got no
      // answer, decision 0802): a sent, delivered or read status corrects it.
      const inDoubt = found.status === 'failed' && !found.wamid && upstream !== 'failed';
      const current = found.status === 'sending' || found.status === 'pending' || inDoubt ? 'none' : found.status;
      const e = statusError.parse(s.errors[0]);
      const code = e.code ? Number(e.code) : NaN;
      // A failure for 131050 (the user stopped marketing messages) suppresses the recipient.
      const to = nextRecipientStatus(current, upstream, Number.isInteger(code) ? code : undefined);
      // A webhook names no HTTP status and no trace id: both unknown (null), never 0 or ''.
      const error: RecipientErrorDetails | undefined =
        upstream === 'failed'
          ? {
              code: e.code,
              message: e.message || e.title,
              details: e.error_data.details,
              http_status: null,
              trace_id: null,
            }
          : undefined;
      if (!to && (found.wamid || !wamid)) continue;
      await this.ctx.recipients.applyStatus(trx, found.id, { status: to, wamid: found.wamid ? undefined : wamid, at, error }, now);
    }
    const since = new Date(now.getTime() - RESPONSE_WINDOW_MS);
    let broadcastIds: string[] | undefined;
    for (const raw of value.messages) {
      const msg = inboundMessage.parse(raw);
      const from = msg.from || msg.from_user_id;
      const ctxId = msg.context.id || undefined;
      const ts = Number(msg.timestamp);
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
        await this.agents.onReply(trx, { recipientIds: marked, replyWamid: msg.id, reply: replyOf(msg, raw), repliedAt: at });
    }
  }
}
