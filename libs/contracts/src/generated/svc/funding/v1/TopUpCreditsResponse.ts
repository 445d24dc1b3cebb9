// Original file: protos/svc/funding/v1/funding.proto

import type { CreditEntry as _svc_funding_v1_CreditEntry, CreditEntry__Output as _svc_funding_v1_CreditEntry__Output } from '../../../svc/funding/v1/CreditEntry';
import type { CreditBalance as _svc_funding_v1_CreditBalance, CreditBalance__Output as _svc_funding_v1_CreditBalance__Output } from '../../../svc/funding/v1/CreditBalance';

export interface TopUpCreditsResponse {
  'entry'?: (_svc_funding_v1_CreditEntry | null);
  'balance'?: (_svc_funding_v1_CreditBalance | null);
  'replayed'?: (boolean);
}

export interface TopUpCreditsResponse__Output {
  'entry': (_svc_funding_v1_CreditEntry__Output | null);
  'balance': (_svc_funding_v1_CreditBalance__Output | null);
  'replayed': (boolean);
}
