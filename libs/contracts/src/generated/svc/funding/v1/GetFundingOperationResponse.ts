// Original file: protos/svc/funding/v1/funding.proto

import type { FundingOperation as _svc_funding_v1_FundingOperation, FundingOperation__Output as _svc_funding_v1_FundingOperation__Output } from '../../../svc/funding/v1/FundingOperation';

export interface GetFundingOperationResponse {
  'operation'?: (_svc_funding_v1_FundingOperation | null);
}

export interface GetFundingOperationResponse__Output {
  'operation': (_svc_funding_v1_FundingOperation__Output | null);
}
