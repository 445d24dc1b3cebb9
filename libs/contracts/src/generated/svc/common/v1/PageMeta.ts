// Original file: protos/svc/common/v1/common.proto


/**
 * Page-style pagination metadata (spec 2.14), returned by page-style lists.
 */
export interface PageMeta {
  /**
   * 1-based page number that was returned.
   */
  'page'?: (number);
  /**
   * Page size that was applied.
   */
  'per_page'?: (number);
  /**
   * Number of pages at this page size (0 when there are no items).
   */
  'total_pages'?: (number);
  /**
   * Number of items matching the filters.
   */
  'total_count'?: (number);
}

/**
 * Page-style pagination metadata (spec 2.14), returned by page-style lists.
 */
export interface PageMeta__Output {
  /**
   * 1-based page number that was returned.
   */
  'page': (number);
  /**
   * Page size that was applied.
   */
  'per_page': (number);
  /**
   * Number of pages at this page size (0 when there are no items).
   */
  'total_pages': (number);
  /**
   * Number of items matching the filters.
   */
  'total_count': (number);
}
