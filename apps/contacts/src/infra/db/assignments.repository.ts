import { randomUUID } from 'node:crypto';
import type { Db, Trx } from '@platform/db';

/** A stored assignment of a conversation to a member (decision 0507). */
export interface AssignmentRow {
  id: string;
  project_id: string;
  conversation_id: string;
  user_id: string;
  created_by_user_id: string | null;
  notes: string | null;
  active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Assignments of conversations: one active per conversation, the ended ones kept as history. */
export class AssignmentsRepository {
  constructor(private readonly db: Db) {}

  /** The assignments of a conversation of the project, newest first. */
  async list(projectId: string, conversationId: string): Promise<AssignmentRow[]> {
    return (await this.db
      .knex('conversation_assignments')
      .where({ project_id: projectId, conversation_id: conversationId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])) as AssignmentRow[];
  }

  /** One assignment of a conversation of the project, locked until `trx` ends. */
  async lock(trx: Trx, projectId: string, conversationId: string, id: string): Promise<AssignmentRow | undefined> {
    return (await trx('conversation_assignments').where({ project_id: projectId, conversation_id: conversationId, id }).forUpdate().first()) as
      AssignmentRow | undefined;
  }

  /** Ends the active assignment of a conversation the transaction locked under its project (kind 2), if any. */
  async endActive(trx: Trx, conversationId: string, now: Date): Promise<void> {
    await trx('conversation_assignments').where({ conversation_id: conversationId, active: true }).update({ active: false, updated_at: now });
  }

  /** The conversations a person holds an active assignment of in the project (a member removed, decision 0024). */
  async activeConversationsOf(trx: Trx, projectId: string, userId: string): Promise<string[]> {
    const rows = await trx('conversation_assignments')
      .where({ project_id: projectId, user_id: userId, active: true })
      .orderBy('conversation_id')
      .select('conversation_id');
    return rows.map((r: { conversation_id: string }) => r.conversation_id);
  }

  /** Ends a person's active assignment of a conversation the transaction locked under its project (kind 2). */
  async endActiveOf(trx: Trx, conversationId: string, userId: string, now: Date): Promise<void> {
    await trx('conversation_assignments').where({ conversation_id: conversationId, user_id: userId, active: true }).update({ active: false, updated_at: now });
  }

  /** Inserts an active assignment (the row carries its project). */
  async insert(
    trx: Trx,
    a: { projectId: string; conversationId: string; userId: string; createdByUserId: string | null; notes: string | null },
    now: Date,
  ): Promise<AssignmentRow> {
    const [row] = await trx('conversation_assignments')
      .insert({
        id: randomUUID(),
        project_id: a.projectId,
        conversation_id: a.conversationId,
        user_id: a.userId,
        created_by_user_id: a.createdByUserId,
        notes: a.notes,
        active: true,
        created_at: now,
        updated_at: now,
      })
      .returning('*');
    return row as AssignmentRow;
  }

  /** Updates an assignment the transaction locked under its project (kind 2). */
  async update(trx: Trx, id: string, patch: { user_id?: string; notes?: string | null; active?: boolean }, now: Date): Promise<AssignmentRow> {
    const [row] = await trx('conversation_assignments')
      .where({ id })
      .update({ ...patch, updated_at: now })
      .returning('*');
    return row as AssignmentRow;
  }
}
