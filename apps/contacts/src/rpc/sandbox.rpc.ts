/** Transport of the sandbox sessions (spec 3.7). */
import type { contacts } from '@platform/contracts';
import { invalidArgument, notFound } from '@platform/errors';
import { SANDBOX_STATUSES } from '../domain/sandbox';
import type { SandboxSessionsRepository } from '../infra/db/sandbox-sessions.repository';
import type { SandboxUsecase } from '../usecases/sandbox.usecase';

/** CreateSandboxSession. */
export function createSandboxSessionRpc(uc: SandboxUsecase) {
  return async (req: contacts.CreateSandboxSessionRequest__Output): Promise<contacts.CreateSandboxSessionResponse> => ({
    session: await uc.create(req.project_id, req.phone_number),
  });
}

/** ListSandboxSessions: newest first. */
export function listSandboxSessionsRpc(uc: SandboxUsecase, repo: SandboxSessionsRepository) {
  return async (req: contacts.ListSandboxSessionsRequest__Output): Promise<contacts.ListSandboxSessionsResponse> => {
    if (req.status && !(SANDBOX_STATUSES as readonly string[]).includes(req.status))
      throw invalidArgument('INVALID_STATUS', `status must be one of ${SANDBOX_STATUSES.join(', ')}`);
    return { sessions: (await repo.list(req.project_id, req.status ?? undefined)).map((r) => uc.view(r)) };
  };
}

/** GetSandboxSession. */
export function getSandboxSessionRpc(uc: SandboxUsecase, repo: SandboxSessionsRepository) {
  return async (req: contacts.GetSandboxSessionRequest__Output): Promise<contacts.GetSandboxSessionResponse> => {
    const row = await repo.get(req.project_id, req.session_id);
    if (!row) throw notFound('SANDBOX_SESSION_NOT_FOUND', 'Sandbox session not found');
    return { session: uc.view(row) };
  };
}
