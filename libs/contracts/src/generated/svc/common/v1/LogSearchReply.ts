// Original file: protos/svc/common/v1/common.proto

import type { LogSearchHit as _svc_common_v1_LogSearchHit, LogSearchHit__Output as _svc_common_v1_LogSearchHit__Output } from '../../../svc/common/v1/LogSearchHit';
import type { LogSourceState as _svc_common_v1_LogSourceState, LogSourceState__Output as _svc_common_v1_LogSourceState__Output } from '../../../svc/common/v1/LogSourceState';

/**
 * A service's answer to LogSearchRequest: hits in the requested order, and every source's state.
 */
export interface LogSearchReply {
  'hits'?: (_svc_common_v1_LogSearchHit)[];
  'sources'?: (_svc_common_v1_LogSourceState)[];
}

/**
 * A service's answer to LogSearchRequest: hits in the requested order, and every source's state.
 */
export interface LogSearchReply__Output {
  'hits': (_svc_common_v1_LogSearchHit__Output)[];
  'sources': (_svc_common_v1_LogSourceState__Output)[];
}
