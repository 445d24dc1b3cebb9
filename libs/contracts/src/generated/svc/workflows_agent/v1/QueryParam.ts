// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


/**
 * One query parameter as received (filters, select, order, limit, offset, on_conflict, all); a key may repeat.
 */
export interface QueryParam {
  'key'?: (string);
  'value'?: (string);
}

/**
 * One query parameter as received (filters, select, order, limit, offset, on_conflict, all); a key may repeat.
 */
export interface QueryParam__Output {
  'key': (string);
  'value': (string);
}
