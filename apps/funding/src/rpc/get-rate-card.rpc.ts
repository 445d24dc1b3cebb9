import type { funding } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { RateCardsUsecase } from '../usecases/rate-cards.usecase';
import { rateCardToWire } from '../wire/rate-card.wire';

/** GetRateCard (admin CLI): the card in effect (version 0) or one version. */
export function getRateCardRpc(uc: RateCardsUsecase) {
  return async (req: funding.GetRateCardRequest__Output): Promise<funding.GetRateCardResponse> => {
    if (req.version < 0) throw invalidArgument('INVALID_VERSION', 'version must be 0 (in effect) or a version number');
    return { rate_card: rateCardToWire(await uc.rateCard(req.version)) };
  };
}
