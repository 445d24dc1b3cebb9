// Original file: protos/svc/funding/v1/funding.proto

import type { Funding as _svc_funding_v1_Funding, Funding__Output as _svc_funding_v1_Funding__Output } from '../../../svc/funding/v1/Funding';

export interface EnsureFundingResponse {
  'funding'?: (_svc_funding_v1_Funding | null);
  /**
   * True when a run is pending or running (HTTP 202), false otherwise (HTTP 200).
   */
  'in_progress'?: (boolean);
}

export interface EnsureFundingResponse__Output {
  'funding': (_svc_funding_v1_Funding__Output | null);
  /**
   * True when a run is pending or running (HTTP 202), false otherwise (HTTP 200).
   */
  'in_progress': (boolean);
}
