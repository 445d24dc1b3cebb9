import { randomUUID } from 'node:crypto';
import { keysetPage, type Db, type KeysetBound, type KeysetPage, type Trx } from '@platform/db';

/** A stored private note of a conversation (decision 0507). */
export interface NoteRow {
  id: string;
  project_id: string;
  conversation_id: string;
  author_type: string;
  author_id: string;
  author_name: string | null;
  body: string;
  created_at: Date | string;
}

/** Private notes of conversations: written by the team, never sent to the customer. */
export class NotesRepository {
  constructor(private readonly db: Db) {}

  /** Inserts a note (the row carries its project). */
  async insert(
    trx: Trx,
    n: { projectId: string; conversationId: string; body: string; author: { type: string; id: string; name: string | null } },
    now: Date,
  ): Promise<NoteRow> {
    const [row] = await trx('conversation_notes')
      .insert({
        id: randomUUID(),
        project_id: n.projectId,
        conversation_id: n.conversationId,
        author_type: n.author.type,
        author_id: n.author.id,
        author_name: n.author.name,
        body: n.body,
        created_at: now,
      })
      .returning('*');
    return row as NoteRow;
  }

  /** The notes of a conversation of the project, newest first, keyset paged. */
  async list(projectId: string, conversationId: string, page: { limit: number; before?: KeysetBound; after?: KeysetBound }): Promise<KeysetPage<NoteRow>> {
    const q = this.db.knex('conversation_notes').where({ project_id: projectId, conversation_id: conversationId });
    return keysetPage<NoteRow>(q, 'created_at', 'id', page);
  }
}
