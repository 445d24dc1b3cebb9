// Original file: protos/svc/funding/v1/funding.proto

import type { Usage as _svc_funding_v1_Usage, Usage__Output as _svc_funding_v1_Usage__Output } from '../../../svc/funding/v1/Usage';

export interface GetAccountUsageResponse {
  'usage'?: (_svc_funding_v1_Usage | null);
}

export interface GetAccountUsageResponse__Output {
  'usage': (_svc_funding_v1_Usage__Output | null);
}
