// Original file: protos/svc/funding/v1/funding.proto

import type { CreditBalance as _svc_funding_v1_CreditBalance, CreditBalance__Output as _svc_funding_v1_CreditBalance__Output } from '../../../svc/funding/v1/CreditBalance';

export interface GetCreditBalanceResponse {
  'balance'?: (_svc_funding_v1_CreditBalance | null);
}

export interface GetCreditBalanceResponse__Output {
  'balance': (_svc_funding_v1_CreditBalance__Output | null);
}
