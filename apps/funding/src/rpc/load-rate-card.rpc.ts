import { fromStruct, type funding } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import type { RateCardsUsecase } from '../usecases/rate-cards.usecase';
import { rateCardToWire } from '../wire/rate-card.wire';

/** LoadRateCard (admin CLI): stores a card as the next version. */
export function loadRateCardRpc(uc: RateCardsUsecase) {
  return async (req: funding.LoadRateCardRequest__Output): Promise<funding.LoadRateCardResponse> => {
    if (!req.card) throw invalidArgument('RATE_CARD_REQUIRED', 'card is required');
    const source = req.source || 'cli';
    if (source !== 'cli' && source !== 'file') throw invalidArgument('INVALID_SOURCE', 'source must be cli or file');
    const r = await uc.loadRateCard(fromStruct(req.card), source);
    return { rate_card: rateCardToWire(r.card), created: r.created };
  };
}
