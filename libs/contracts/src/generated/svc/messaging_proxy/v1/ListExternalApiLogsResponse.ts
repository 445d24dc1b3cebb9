// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { ExternalApiLog as _svc_messaging_proxy_v1_ExternalApiLog, ExternalApiLog__Output as _svc_messaging_proxy_v1_ExternalApiLog__Output } from '../../../svc/messaging_proxy/v1/ExternalApiLog';

export interface ListExternalApiLogsResponse {
  'logs'?: (_svc_messaging_proxy_v1_ExternalApiLog)[];
  'before_cursor'?: (string);
  'after_cursor'?: (string);
  'has_older'?: (boolean);
  'has_newer'?: (boolean);
}

export interface ListExternalApiLogsResponse__Output {
  'logs': (_svc_messaging_proxy_v1_ExternalApiLog__Output)[];
  'before_cursor': (string);
  'after_cursor': (string);
  'has_older': (boolean);
  'has_newer': (boolean);
}
