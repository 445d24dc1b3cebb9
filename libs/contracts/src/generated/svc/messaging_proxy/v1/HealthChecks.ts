// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { HealthCheck as _svc_messaging_proxy_v1_HealthCheck, HealthCheck__Output as _svc_messaging_proxy_v1_HealthCheck__Output } from '../../../svc/messaging_proxy/v1/HealthCheck';

/**
 * The checks of a health result; unset ones were not run.
 */
export interface HealthChecks {
  'phone_number_access'?: (_svc_messaging_proxy_v1_HealthCheck | null);
  'token_validity'?: (_svc_messaging_proxy_v1_HealthCheck | null);
  'messaging_health'?: (_svc_messaging_proxy_v1_HealthCheck | null);
  'webhook_subscription'?: (_svc_messaging_proxy_v1_HealthCheck | null);
  'webhook_verified'?: (_svc_messaging_proxy_v1_HealthCheck | null);
  'phone_number_connection'?: (_svc_messaging_proxy_v1_HealthCheck | null);
}

/**
 * The checks of a health result; unset ones were not run.
 */
export interface HealthChecks__Output {
  'phone_number_access': (_svc_messaging_proxy_v1_HealthCheck__Output | null);
  'token_validity': (_svc_messaging_proxy_v1_HealthCheck__Output | null);
  'messaging_health': (_svc_messaging_proxy_v1_HealthCheck__Output | null);
  'webhook_subscription': (_svc_messaging_proxy_v1_HealthCheck__Output | null);
  'webhook_verified': (_svc_messaging_proxy_v1_HealthCheck__Output | null);
  'phone_number_connection': (_svc_messaging_proxy_v1_HealthCheck__Output | null);
}
