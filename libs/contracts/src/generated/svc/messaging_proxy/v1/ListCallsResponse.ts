// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { Call as _svc_messaging_proxy_v1_Call, Call__Output as _svc_messaging_proxy_v1_Call__Output } from '../../../svc/messaging_proxy/v1/Call';

export interface ListCallsResponse {
  'calls'?: (_svc_messaging_proxy_v1_Call)[];
  'before_cursor'?: (string);
  'after_cursor'?: (string);
  'has_older'?: (boolean);
  'has_newer'?: (boolean);
}

export interface ListCallsResponse__Output {
  'calls': (_svc_messaging_proxy_v1_Call__Output)[];
  'before_cursor': (string);
  'after_cursor': (string);
  'has_older': (boolean);
  'has_newer': (boolean);
}
