// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { HealthChecks as _svc_messaging_proxy_v1_HealthChecks, HealthChecks__Output as _svc_messaging_proxy_v1_HealthChecks__Output } from '../../../svc/messaging_proxy/v1/HealthChecks';

export interface CheckPhoneNumberHealthResponse {
  /**
   * healthy, degraded, unhealthy or error.
   */
  'status'?: (string);
  /**
   * When the check ran (a cached result keeps its original time).
   */
  'timestamp'?: (string);
  'error'?: (string);
  'checks'?: (_svc_messaging_proxy_v1_HealthChecks | null);
  /**
   * True when served from the 3 minute cache.
   */
  'cached'?: (boolean);
  '_error'?: "error";
  '_checks'?: "checks";
}

export interface CheckPhoneNumberHealthResponse__Output {
  /**
   * healthy, degraded, unhealthy or error.
   */
  'status': (string);
  /**
   * When the check ran (a cached result keeps its original time).
   */
  'timestamp': (string);
  'error'?: (string);
  'checks'?: (_svc_messaging_proxy_v1_HealthChecks__Output | null);
  /**
   * True when served from the 3 minute cache.
   */
  'cached': (boolean);
  '_error'?: "error";
  '_checks'?: "checks";
}
