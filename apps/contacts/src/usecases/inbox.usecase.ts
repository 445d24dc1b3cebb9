import type { Trx } from '@platform/db';
import { conflict, notFound, validationFailed } from '@platform/errors';
import { decideInboxStatus } from '../domain/inbox-state';
import type { AssignmentRow, AssignmentsRepository } from '../infra/db/assignments.repository';
import type { ConversationRow } from '../infra/db/conversations.repository';
import type { NoteRow, NotesRepository } from '../infra/db/notes.repository';
import { publishInboxChanged } from '../infra/events/publisher';
import type { UsecaseContext } from './context';

const CONVERSATION_NOT_FOUND = () => notFound('CONVERSATION_NOT_FOUND', 'Conversation not found');

/**
 * The inbox's commands on conversations (decision 0507): the inbox status (snoozes wake on time
 * through {@link wakeSnoozed}, on the customer's next message in the repository's counting),
 * assignments (one active per conversation; the gateway checked that the user is a member) and each
 * person's read marker, private notes.
 */
export class InboxUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly assignments: AssignmentsRepository,
    private readonly notes: NotesRepository,
  ) {}

  /** Sets the inbox status (publishes `contacts.inbox.changed`); answers the conversation as the API reads it. */
  async updateStatus(
    projectId: string,
    conversationId: string,
    input: { inbox_status: string; snoozed_until?: string | null },
    byUserId: string | null = null,
  ): Promise<ConversationRow> {
    const now = this.ctx.clock.now();
    const decision = decideInboxStatus(input, now);
    if (!decision.ok) throw validationFailed(decision.message, { code: decision.reason });
    return this.ctx.db.transaction(async (trx) => {
      const conv = await this.ctx.conversations.lock(trx, projectId, conversationId);
      if (!conv) throw CONVERSATION_NOT_FOUND();
      await this.ctx.conversations.setInboxStatus(trx, conv.id, decision.inbox_status, decision.snoozed_until, now);
      const row = (await this.ctx.conversations.get(projectId, conv.id, trx))!;
      await this.changed(trx, row, 'inbox_status', byUserId, now);
      return row;
    });
  }

  /** Assigns the conversation to a member, ending the active assignment if any. */
  async assign(projectId: string, conversationId: string, a: { userId: string; notes: string | null; createdByUserId: string | null }): Promise<AssignmentRow> {
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction(async (trx) => {
      const conv = await this.ctx.conversations.lock(trx, projectId, conversationId);
      if (!conv) throw CONVERSATION_NOT_FOUND();
      await this.assignments.endActive(trx, conv.id, now);
      const row = await this.assignments.insert(trx, { projectId, conversationId: conv.id, ...a }, now);
      await this.ctx.conversations.setAssignee(trx, conv.id, a.userId, now);
      await this.changed(trx, { ...conv, assigned_user_id: a.userId }, 'assignment', a.createdByUserId, now);
      return row;
    });
  }

  /**
   * Changes an assignment: `active: false` unassigns; another `user_id` reassigns (this assignment
   * ends, a new active one is answered, so the history keeps both); `notes` alone edits it. An ended
   * assignment takes only notes (409 otherwise: assign anew).
   */
  async updateAssignment(
    projectId: string,
    conversationId: string,
    assignmentId: string,
    patch: { userId?: string; notes?: string | null; active?: boolean; byUserId: string | null },
  ): Promise<AssignmentRow> {
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction(async (trx) => {
      const conv = await this.ctx.conversations.lock(trx, projectId, conversationId);
      if (!conv) throw CONVERSATION_NOT_FOUND();
      const current = await this.assignments.lock(trx, projectId, conv.id, assignmentId);
      if (!current) throw notFound('ASSIGNMENT_NOT_FOUND', 'Assignment not found');
      const notes = patch.notes === undefined ? {} : { notes: patch.notes };
      if (!current.active) {
        if (patch.active === true || patch.userId !== undefined)
          throw conflict('This assignment has ended; create a new assignment instead', { code: 'ASSIGNMENT_ENDED' });
        return this.assignments.update(trx, current.id, notes, now);
      }
      if (patch.active === false) {
        const ended = await this.assignments.update(trx, current.id, { ...notes, active: false }, now);
        await this.ctx.conversations.setAssignee(trx, conv.id, null, now);
        await this.changed(trx, { ...conv, assigned_user_id: null }, 'assignment', patch.byUserId, now);
        return ended;
      }
      if (patch.userId !== undefined && patch.userId !== current.user_id) {
        await this.assignments.update(trx, current.id, { active: false }, now);
        const next = await this.assignments.insert(
          trx,
          {
            projectId,
            conversationId: conv.id,
            userId: patch.userId,
            createdByUserId: patch.byUserId,
            notes: patch.notes === undefined ? current.notes : patch.notes,
          },
          now,
        );
        await this.ctx.conversations.setAssignee(trx, conv.id, patch.userId, now);
        await this.changed(trx, { ...conv, assigned_user_id: patch.userId }, 'assignment', patch.byUserId, now);
        return next;
      }
      return this.assignments.update(trx, current.id, notes, now);
    });
  }

  /**
   * Ends every active assignment of a person removed from the project (decision 0024): each conversation
   * is locked, its active assignment ended and its assignee cleared when still that person, and
   * `contacts.inbox.changed` published, in one transaction. A retry finds nothing and ends nothing.
   */
  async endUserAssignments(projectId: string, userId: string, byUserId: string | null): Promise<number> {
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction(async (trx) => {
      let ended = 0;
      for (const conversationId of await this.assignments.activeConversationsOf(trx, projectId, userId)) {
        const conv = await this.ctx.conversations.lock(trx, projectId, conversationId);
        if (!conv) continue;
        await this.assignments.endActiveOf(trx, conv.id, userId, now);
        ended += 1;
        if (conv.assigned_user_id !== userId) continue;
        await this.ctx.conversations.setAssignee(trx, conv.id, null, now);
        await this.changed(trx, { ...conv, assigned_user_id: null }, 'assignment', byUserId, now);
      }
      return ended;
    });
  }

  /**
   * Moves the person's read marker to now (never back); answers the conversation with their unread
   * count. Without a person (an API key) nothing is marked and the conversation answers as it is.
   */
  async markRead(projectId: string, conversationId: string, userId: string | null): Promise<ConversationRow> {
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction(async (trx) => {
      const conv = await this.ctx.conversations.lock(trx, projectId, conversationId);
      if (!conv) throw CONVERSATION_NOT_FOUND();
      if (userId) await this.ctx.conversations.markRead(trx, conv, userId, now);
      return (await this.ctx.conversations.get(projectId, conv.id, trx, userId ?? undefined))!;
    });
  }

  /** Adds a private note (never sent to the customer, never in webhooks). */
  async addNote(projectId: string, conversationId: string, n: { body: string; author: { type: string; id: string; name: string | null } }): Promise<NoteRow> {
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction(async (trx) => {
      const conv = await this.ctx.conversations.lock(trx, projectId, conversationId);
      if (!conv) throw CONVERSATION_NOT_FOUND();
      return this.notes.insert(trx, { projectId, conversationId: conv.id, ...n }, now);
    });
  }

  /** Snoozed conversations whose time has come reopen (the conversations sweeper's pass). Returns how many. */
  async wakeSnoozed(limit = 200): Promise<number> {
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction(async (trx) => {
      const woken = await this.ctx.conversations.wakeSnoozed(trx, now, limit);
      for (const c of woken) await this.changed(trx, c, 'inbox_status', null, now);
      return woken.length;
    });
  }

  /** Publishes the conversation's inbox state after a change (`contacts.inbox.changed`, internal). */
  private changed(trx: Trx, c: ConversationRow, change: 'inbox_status' | 'assignment', byUserId: string | null, now: Date): Promise<void> {
    return publishInboxChanged(trx, {
      projectId: c.project_id,
      conversationId: c.id,
      change,
      inboxStatus: c.inbox_status,
      snoozedUntil: c.snoozed_until,
      assignedUserId: c.assigned_user_id,
      byUserId,
      occurredAt: now,
    });
  }
}
