import type { contacts } from '@platform/contracts';
import type { SandboxUsecase } from '../usecases/sandbox.usecase';

/** CreateSandboxSession. */
export function createSandboxSessionRpc(uc: SandboxUsecase) {
  return async (req: contacts.CreateSandboxSessionRequest__Output): Promise<contacts.CreateSandboxSessionResponse> => ({
    session: await uc.create(req.project_id, req.phone_number),
  });
}
