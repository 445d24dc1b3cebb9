// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { ThemeConfig as _svc_messaging_proxy_v1_ThemeConfig, ThemeConfig__Output as _svc_messaging_proxy_v1_ThemeConfig__Output } from '../../../svc/messaging_proxy/v1/ThemeConfig';

export interface CreateSetupLinkRequest {
  'project_id'?: (string);
  'customer_id'?: (string);
  'success_redirect_url'?: (string);
  'failure_redirect_url'?: (string);
  'allowed_origins'?: (string)[];
  'allowed_connection_types'?: (string)[];
  'theme_config'?: (_svc_messaging_proxy_v1_ThemeConfig | null);
  'provision_phone_number'?: (boolean);
  'phone_number_area_code'?: (string);
  'phone_number_country_isos'?: (string)[];
  'reconnect_phone_number'?: (string);
  'language'?: (string);
  '_success_redirect_url'?: "success_redirect_url";
  '_failure_redirect_url'?: "failure_redirect_url";
  '_phone_number_area_code'?: "phone_number_area_code";
  '_reconnect_phone_number'?: "reconnect_phone_number";
  '_language'?: "language";
}

export interface CreateSetupLinkRequest__Output {
  'project_id': (string);
  'customer_id': (string);
  'success_redirect_url'?: (string);
  'failure_redirect_url'?: (string);
  'allowed_origins': (string)[];
  'allowed_connection_types': (string)[];
  'theme_config': (_svc_messaging_proxy_v1_ThemeConfig__Output | null);
  'provision_phone_number': (boolean);
  'phone_number_area_code'?: (string);
  'phone_number_country_isos': (string)[];
  'reconnect_phone_number'?: (string);
  'language'?: (string);
  '_success_redirect_url'?: "success_redirect_url";
  '_failure_redirect_url'?: "failure_redirect_url";
  '_phone_number_area_code'?: "phone_number_area_code";
  '_reconnect_phone_number'?: "reconnect_phone_number";
  '_language'?: "language";
}
