import type { funding } from '@platform/contracts';
import type { CreditHoldsUsecase } from '../usecases/credit-holds.usecase';

/** HoldCredits (send path): prices the send and holds its price, or refuses it with a 402 code. */
export function holdCreditsRpc(uc: CreditHoldsUsecase) {
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
