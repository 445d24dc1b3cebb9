import type { broadcasts } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { RESUME_SCOPES, type ResumeScope } from '../domain/broadcast-state';
import type { BroadcastsUsecase } from '../usecases/broadcasts.usecase';

/** SendBroadcast (spec 4.6): starts sending at once; refused while copying or locked by a copy. */
export function sendBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.SendBroadcastRequest__Output): Promise<broadcasts.SendBroadcastResponse> => ({
    broadcast: await uc.send(req.project_id, req.broadcast_id),
  });
}

/** ScheduleBroadcast: `scheduled_at` an ISO 8601 date-time in the future. */
export function scheduleBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.ScheduleBroadcastRequest__Output): Promise<broadcasts.ScheduleBroadcastResponse> => {
    const at = new Date(req.scheduled_at);
    if (!req.scheduled_at || Number.isNaN(at.getTime())) throw invalidArgument('INVALID_SCHEDULED_AT', 'scheduled_at must be an ISO 8601 date-time');
    return { broadcast: await uc.schedule(req.project_id, req.broadcast_id, at) };
  };
}

/** CancelBroadcast: scheduled → draft. */
export function cancelBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.CancelBroadcastRequest__Output): Promise<broadcasts.CancelBroadcastResponse> => ({
    broadcast: await uc.cancel(req.project_id, req.broadcast_id),
  });
}

/** StopBroadcast: sending → stopped (pending recipients stay pending). */
export function stopBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.StopBroadcastRequest__Output): Promise<broadcasts.StopBroadcastResponse> => ({
    broadcast: await uc.stop(req.project_id, req.broadcast_id),
  });
}

/** ResumeBroadcast: scope pending (default), failed or all. */
export function resumeBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.ResumeBroadcastRequest__Output): Promise<broadcasts.ResumeBroadcastResponse> => {
    const scope = (req.scope || 'pending') as ResumeScope;
    if (!RESUME_SCOPES.includes(scope)) throw invalidArgument('INVALID_SCOPE', `scope must be one of ${RESUME_SCOPES.join(', ')}`);
    return { broadcast: await uc.resume(req.project_id, req.broadcast_id, scope) };
  };
}

/** DuplicateBroadcast: a copy in `copying`, filled in the background. */
export function duplicateBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.DuplicateBroadcastRequest__Output): Promise<broadcasts.DuplicateBroadcastResponse> => ({
    broadcast: await uc.duplicate(req.project_id, req.broadcast_id),
  });
}
