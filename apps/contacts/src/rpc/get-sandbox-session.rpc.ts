import type { contacts } from '@platform/contracts';
import { notFound } from '@platform/errors';
import type { SandboxSessionsRepository } from '../infra/db/sandbox-sessions.repository';
import type { SandboxUsecase } from '../usecases/sandbox.usecase';

/** GetSandboxSession. */
export function getSandboxSessionRpc(uc: SandboxUsecase, repo: SandboxSessionsRepository) {
  return async (req: contacts.GetSandboxSessionRequest__Output): Promise<contacts.GetSandboxSessionResponse> => {
    const row = await repo.get(req.project_id, req.session_id);
    if (!row) throw notFound('SANDBOX_SESSION_NOT_FOUND', 'Sandbox session not found');
    return { session: uc.view(row) };
  };
}
