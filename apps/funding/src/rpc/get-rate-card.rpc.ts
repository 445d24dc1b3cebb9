import type { funding } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { rateCardToProto, type CreditsUsecase } from '../usecases/credits.usecase';

/** GetRateCard (admin CLI): the card in effect (version 0) or one version. */
export function getRateCardRpc(uc: CreditsUsecase) {
  return async (req: funding.GetRateCardRequest__Output): Promise<funding.GetRateCardResponse> => {
    if (req.version < 0) throw invalidArgument('INVALID_VERSION', 'version must be 0 (in effect) or a version number');
    return { rate_card: rateCardToProto(await uc.rateCard(req.version)) };
  };
}
