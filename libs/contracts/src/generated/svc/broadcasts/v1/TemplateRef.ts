// Original file: protos/svc/broadcasts/v1/broadcasts.proto


/**
 * A template chosen by name and language, or by upstream id.
 */
export interface TemplateRef {
  'name'?: (string);
  'language'?: (string);
  'id'?: (string);
}

/**
 * A template chosen by name and language, or by upstream id.
 */
export interface TemplateRef__Output {
  'name': (string);
  'language': (string);
  'id': (string);
}
