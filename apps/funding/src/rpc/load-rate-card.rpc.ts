import { fromStruct, type funding } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { rateCardToProto, type CreditsUsecase } from '../usecases/credits.usecase';

/** LoadRateCard (admin CLI): stores a card as the next version. */
export function loadRateCardRpc(uc: CreditsUsecase) {
  return async (req: funding.LoadRateCardRequest__Output): Promise<funding.LoadRateCardResponse> => {
    if (!req.card) throw invalidArgument('RATE_CARD_REQUIRED', 'card is required');
    const source = req.source || 'cli';
    if (source !== 'cli' && source !== 'file') throw invalidArgument('INVALID_SOURCE', 'source must be cli or file');
    const r = await uc.loadRateCard(fromStruct(req.card), source);
    return { rate_card: rateCardToProto(r.card), created: r.created };
  };
}
