// Original file: protos/svc/workflows_agent/v1/workflows_agent.proto


/**
 * An inferred column: the JSON types ever written to it (string, number, boolean, object, array, null).
 */
export interface DbColumn {
  'name'?: (string);
  'types'?: (string)[];
}

/**
 * An inferred column: the JSON types ever written to it (string, number, boolean, object, array, null).
 */
export interface DbColumn__Output {
  'name': (string);
  'types': (string)[];
}
