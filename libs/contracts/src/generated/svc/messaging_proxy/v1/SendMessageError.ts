// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


/**
 * A gRPC error as SendMessage raises it: its status code, the platform reason (@platform/errors) and message.
 */
export interface SendMessageError {
  'code'?: (number);
  'reason'?: (string);
  'message'?: (string);
}

/**
 * A gRPC error as SendMessage raises it: its status code, the platform reason (@platform/errors) and message.
 */
export interface SendMessageError__Output {
  'code': (number);
  'reason': (string);
  'message': (string);
}
