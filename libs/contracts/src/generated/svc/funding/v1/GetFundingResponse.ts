// Original file: protos/svc/funding/v1/funding.proto

import type { Funding as _svc_funding_v1_Funding, Funding__Output as _svc_funding_v1_Funding__Output } from '../../../svc/funding/v1/Funding';

export interface GetFundingResponse {
  'funding'?: (_svc_funding_v1_Funding | null);
}

export interface GetFundingResponse__Output {
  'funding': (_svc_funding_v1_Funding__Output | null);
}
