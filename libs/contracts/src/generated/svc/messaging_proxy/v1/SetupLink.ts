// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { ThemeConfig as _svc_messaging_proxy_v1_ThemeConfig, ThemeConfig__Output as _svc_messaging_proxy_v1_ThemeConfig__Output } from '../../../svc/messaging_proxy/v1/ThemeConfig';
import type { ProvisionedPhoneNumber as _svc_messaging_proxy_v1_ProvisionedPhoneNumber, ProvisionedPhoneNumber__Output as _svc_messaging_proxy_v1_ProvisionedPhoneNumber__Output } from '../../../svc/messaging_proxy/v1/ProvisionedPhoneNumber';
import type { SetupLinkStatus as _svc_messaging_proxy_v1_SetupLinkStatus, SetupLinkStatus__Output as _svc_messaging_proxy_v1_SetupLinkStatus__Output } from '../../../svc/messaging_proxy/v1/SetupLinkStatus';

/**
 * An onboarding link of a customer (spec 2.10, states 3.5).
 */
export interface SetupLink {
  'id'?: (string);
  'created_at'?: (string);
  'expires_at'?: (string);
  /**
   * Public onboarding page: `${PUBLIC_URL}/onboarding/<token>`.
   */
  'url'?: (string);
  'upstream_billing_mode'?: (string);
  'success_redirect_url'?: (string);
  'failure_redirect_url'?: (string);
  'allowed_origins'?: (string)[];
  /**
   * coexistence, dedicated.
   */
  'allowed_connection_types'?: (string)[];
  'theme_config'?: (_svc_messaging_proxy_v1_ThemeConfig | null);
  'provision_phone_number'?: (boolean);
  'phone_number_area_code'?: (string);
  'phone_number_country_isos'?: (string)[];
  'reconnect_phone_number'?: (string);
  'language'?: (string);
  /**
   * pending, completed, failed.
   */
  'messaging_setup_status'?: (string);
  'messaging_setup_error'?: (string);
  'provisioned_phone_number'?: (_svc_messaging_proxy_v1_ProvisionedPhoneNumber | null);
  'customer_id'?: (string);
  /**
   * Upstream number connected through this link, once used.
   */
  'phone_number_id'?: (string);
  /**
   * Expiry applied at read time (the sweeper also stores it, shortly after expires_at).
   */
  'status'?: (_svc_messaging_proxy_v1_SetupLinkStatus);
  '_success_redirect_url'?: "success_redirect_url";
  '_failure_redirect_url'?: "failure_redirect_url";
  '_phone_number_area_code'?: "phone_number_area_code";
  '_reconnect_phone_number'?: "reconnect_phone_number";
  '_language'?: "language";
  '_messaging_setup_error'?: "messaging_setup_error";
  '_provisioned_phone_number'?: "provisioned_phone_number";
  '_phone_number_id'?: "phone_number_id";
}

/**
 * An onboarding link of a customer (spec 2.10, states 3.5).
 */
export interface SetupLink__Output {
  'id': (string);
  'created_at': (string);
  'expires_at': (string);
  /**
   * Public onboarding page: `${PUBLIC_URL}/onboarding/<token>`.
   */
  'url': (string);
  'upstream_billing_mode': (string);
  'success_redirect_url'?: (string);
  'failure_redirect_url'?: (string);
  'allowed_origins': (string)[];
  /**
   * coexistence, dedicated.
   */
  'allowed_connection_types': (string)[];
  'theme_config': (_svc_messaging_proxy_v1_ThemeConfig__Output | null);
  'provision_phone_number': (boolean);
  'phone_number_area_code'?: (string);
  'phone_number_country_isos': (string)[];
  'reconnect_phone_number'?: (string);
  'language'?: (string);
  /**
   * pending, completed, failed.
   */
  'messaging_setup_status': (string);
  'messaging_setup_error'?: (string);
  'provisioned_phone_number'?: (_svc_messaging_proxy_v1_ProvisionedPhoneNumber__Output | null);
  'customer_id': (string);
  /**
   * Upstream number connected through this link, once used.
   */
  'phone_number_id'?: (string);
  /**
   * Expiry applied at read time (the sweeper also stores it, shortly after expires_at).
   */
  'status': (_svc_messaging_proxy_v1_SetupLinkStatus__Output);
  '_success_redirect_url'?: "success_redirect_url";
  '_failure_redirect_url'?: "failure_redirect_url";
  '_phone_number_area_code'?: "phone_number_area_code";
  '_reconnect_phone_number'?: "reconnect_phone_number";
  '_language'?: "language";
  '_messaging_setup_error'?: "messaging_setup_error";
  '_provisioned_phone_number'?: "provisioned_phone_number";
  '_phone_number_id'?: "phone_number_id";
}
