import type { contacts } from '@platform/contracts';
import type { InboxUsecase } from '../usecases/inbox.usecase';

/** EndUserAssignments: a member removed from the project keeps no active assignment there (decision 0024). */
export function endUserAssignmentsRpc(inbox: InboxUsecase) {
  return async (req: contacts.EndUserAssignmentsRequest__Output): Promise<contacts.EndUserAssignmentsResponse> => {
    return { ended: await inbox.endUserAssignments(req.project_id, req.user_id, req.by_user_id || null) };
  };
}
