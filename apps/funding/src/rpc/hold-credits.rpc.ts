import type { funding } from '@platform/contracts';
import type { CreditsUsecase } from '../usecases/credits.usecase';

/** HoldCredits (send path): prices the send and holds its price, or refuses it with a 402 code. */
export function holdCreditsRpc(uc: CreditsUsecase) {
  return async (req: funding.HoldCreditsRequest__Output): Promise<funding.HoldCreditsResponse> =>
    uc.hold({
      projectId: req.project_id,
      sendKey: req.send_key,
      category: req.category,
      window: req.window,
      recipient: req.recipient,
      wabaId: req.waba_id,
      phoneNumberId: req.phone_number_id,
      wabaTimeZone: req.waba_timezone,
    });
}
