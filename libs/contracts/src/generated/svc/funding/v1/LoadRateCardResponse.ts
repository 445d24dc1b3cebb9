// Original file: protos/svc/funding/v1/funding.proto

import type { RateCard as _svc_funding_v1_RateCard, RateCard__Output as _svc_funding_v1_RateCard__Output } from '../../../svc/funding/v1/RateCard';

export interface LoadRateCardResponse {
  'rate_card'?: (_svc_funding_v1_RateCard | null);
  /**
   * False when the card equals the newest version (no new version was made).
   */
  'created'?: (boolean);
}

export interface LoadRateCardResponse__Output {
  'rate_card': (_svc_funding_v1_RateCard__Output | null);
  /**
   * False when the card equals the newest version (no new version was made).
   */
  'created': (boolean);
}
