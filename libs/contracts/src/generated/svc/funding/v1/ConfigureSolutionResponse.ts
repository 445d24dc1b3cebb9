// Original file: protos/svc/funding/v1/funding.proto

import type { Solution as _svc_funding_v1_Solution, Solution__Output as _svc_funding_v1_Solution__Output } from '../../../svc/funding/v1/Solution';

export interface ConfigureSolutionResponse {
  'solution'?: (_svc_funding_v1_Solution | null);
}

export interface ConfigureSolutionResponse__Output {
  'solution': (_svc_funding_v1_Solution__Output | null);
}
