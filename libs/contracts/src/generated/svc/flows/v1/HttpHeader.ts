// Original file: protos/svc/flows/v1/flows.proto


/**
 * One HTTP header.
 */
export interface HttpHeader {
  'name'?: (string);
  'value'?: (string);
}

/**
 * One HTTP header.
 */
export interface HttpHeader__Output {
  'name': (string);
  'value': (string);
}
