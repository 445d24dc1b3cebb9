import type { broadcasts } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { RESUME_SCOPES, type ResumeScope } from '../domain/broadcast-state';
import type { BroadcastsUsecase } from '../usecases/broadcasts.usecase';

/** ResumeBroadcast: scope pending (default), failed or all. */
export function resumeBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.ResumeBroadcastRequest__Output): Promise<broadcasts.ResumeBroadcastResponse> => {
    const scope = (req.scope || 'pending') as ResumeScope;
    if (!RESUME_SCOPES.includes(scope)) throw invalidArgument('INVALID_SCOPE', `scope must be one of ${RESUME_SCOPES.join(', ')}`);
    return { broadcast: await uc.resume(req.project_id, req.broadcast_id, scope) };
  };
}
