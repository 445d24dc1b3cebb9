// Original file: protos/svc/funding/v1/funding.proto

import type { CreditHold as _svc_funding_v1_CreditHold, CreditHold__Output as _svc_funding_v1_CreditHold__Output } from '../../../svc/funding/v1/CreditHold';
import type { CreditBalance as _svc_funding_v1_CreditBalance, CreditBalance__Output as _svc_funding_v1_CreditBalance__Output } from '../../../svc/funding/v1/CreditBalance';

export interface HoldCreditsResponse {
  'hold'?: (_svc_funding_v1_CreditHold | null);
  /**
   * True when this answer is the existing hold of the same send key.
   */
  'replayed'?: (boolean);
  'balance'?: (_svc_funding_v1_CreditBalance | null);
}

export interface HoldCreditsResponse__Output {
  'hold': (_svc_funding_v1_CreditHold__Output | null);
  /**
   * True when this answer is the existing hold of the same send key.
   */
  'replayed': (boolean);
  'balance': (_svc_funding_v1_CreditBalance__Output | null);
}
