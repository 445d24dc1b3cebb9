// Original file: protos/svc/common/v1/common.proto


/**
 * Cursor pair of a cursor-style list (spec 2.14). Opaque Base64 strings.
 */
export interface Cursors {
  'before'?: (string);
  'after'?: (string);
}

/**
 * Cursor pair of a cursor-style list (spec 2.14). Opaque Base64 strings.
 */
export interface Cursors__Output {
  'before': (string);
  'after': (string);
}
