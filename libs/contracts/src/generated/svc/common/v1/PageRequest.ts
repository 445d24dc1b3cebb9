// Original file: protos/svc/common/v1/common.proto


/**
 * Page-style request parameters. Zero means "use the default".
 */
export interface PageRequest {
  'page'?: (number);
  'per_page'?: (number);
}

/**
 * Page-style request parameters. Zero means "use the default".
 */
export interface PageRequest__Output {
  'page': (number);
  'per_page': (number);
}
