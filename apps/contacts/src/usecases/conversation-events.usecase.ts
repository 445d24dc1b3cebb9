import type { Trx } from '@platform/db';
import type { ContactRow } from '../infra/db/contacts.repository';
import type { ConversationRow } from '../infra/db/conversations.repository';
import type { MessageRow, StatusRow } from '../infra/db/messages.repository';
import { conversationEventInput, messageEventInput } from '../infra/events/conversation-events';
import { publishCustomerEvent } from '../infra/events/publisher';
import type { UsecaseContext } from './context';
import type { ThreadsUsecase } from './threads.usecase';

type Obj = Record<string, unknown>;

/**
 * The customer events about conversations and messages, written to the outbox in the caller's
 * transaction: the rows they show read when not at hand, each conversation with its thread on a
 * shared number (decision 0231).
 */
export class ConversationEventsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    /** Thread ownership on shared numbers (decision 0231): `conversation.svc.thread` of the events. */
    private readonly threads?: Pick<ThreadsUsecase, 'withThread' | 'withThreads'>,
  ) {}

  /** The conversations with their threads, in order (unchanged without thread ownership). */
  async withThreads(trx: Trx, rows: ConversationRow[]): Promise<ConversationRow[]> {
    return this.threads ? this.threads.withThreads(trx, rows) : rows;
  }

  /** Fires a message event (received, sent, delivered, …) with its conversation (and thread) and statuses, read unless at hand. */
  async messageEvent(
    trx: Trx,
    projectId: string,
    row: MessageRow,
    name: string,
    seed: string,
    isNew: boolean,
    contact?: ContactRow,
    known?: ConversationRow,
    knownStatuses?: StatusRow[],
  ): Promise<void> {
    const found = known ?? (row.conversation_id ? await this.ctx.conversations.get(projectId, row.conversation_id, trx) : undefined);
    const conv = found && this.threads ? await this.threads.withThread(trx, found) : found;
    const statuses = knownStatuses ?? (await this.ctx.messages.statusesOf([row.id], trx)).get(row.id) ?? [];
    await publishCustomerEvent(trx, messageEventInput(projectId, row, name, seed, isNew, contact, conv, statuses, this.ctx.clock.now()));
  }

  /** Fires a conversation event (created, inactive, ended) with the conversation as it is now. */
  async conversationEvent(
    trx: Trx,
    projectId: string,
    conversationId: string,
    name: string,
    seed: string,
    at: Date,
    extra: Obj = {},
    known?: ConversationRow,
  ): Promise<void> {
    const found = known ?? (await this.ctx.conversations.get(projectId, conversationId, trx));
    if (!found) return;
    const conv = this.threads ? await this.threads.withThread(trx, found) : found;
    await publishCustomerEvent(trx, conversationEventInput(projectId, name, seed, at, extra, conv, this.ctx.clock.now()));
  }
}
