import type { contacts } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { SANDBOX_STATUSES } from '../domain/sandbox';
import type { SandboxSessionsRepository } from '../infra/db/sandbox-sessions.repository';
import type { SandboxUsecase } from '../usecases/sandbox.usecase';

/** ListSandboxSessions: newest first. */
export function listSandboxSessionsRpc(uc: SandboxUsecase, repo: SandboxSessionsRepository) {
  return async (req: contacts.ListSandboxSessionsRequest__Output): Promise<contacts.ListSandboxSessionsResponse> => {
    if (req.status && !(SANDBOX_STATUSES as readonly string[]).includes(req.status))
      throw invalidArgument('INVALID_STATUS', `status must be one of ${SANDBOX_STATUSES.join(', ')}`);
    return { sessions: (await repo.list(req.project_id, req.status ?? undefined)).map((r) => uc.view(r)) };
  };
}
