import type { contacts } from '@platform/contracts';
import type { AssignmentRow } from '../infra/db/assignments.repository';

/** An assignment row → the public ConversationAssignment. */
export function conversationAssignmentToWire(r: AssignmentRow): contacts.ConversationAssignment {
  return {
    id: r.id,
    conversation_id: r.conversation_id,
    user_id: r.user_id,
    created_by_user_id: r.created_by_user_id ?? undefined,
    notes: r.notes ?? undefined,
    active: r.active,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
  };
}
