// Original file: protos/svc/common/v1/events.proto

import type { UpstreamCallRecord as _svc_common_v1_UpstreamCallRecord, UpstreamCallRecord__Output as _svc_common_v1_UpstreamCallRecord__Output } from '../../../svc/common/v1/UpstreamCallRecord';

/**
 * <service>.upstream_call.recorded: a batch of a service's upstream calls, for messaging-proxy's
 * external API log. `caller` names the service (`funding`, `flows`).
 */
export interface UpstreamCallsRecorded {
  'caller'?: (string);
  'calls'?: (_svc_common_v1_UpstreamCallRecord)[];
}

/**
 * <service>.upstream_call.recorded: a batch of a service's upstream calls, for messaging-proxy's
 * external API log. `caller` names the service (`funding`, `flows`).
 */
export interface UpstreamCallsRecorded__Output {
  'caller': (string);
  'calls': (_svc_common_v1_UpstreamCallRecord__Output)[];
}
