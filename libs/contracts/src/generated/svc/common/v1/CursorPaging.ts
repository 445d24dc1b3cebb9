// Original file: protos/svc/common/v1/common.proto

import type { Cursors as _svc_common_v1_Cursors, Cursors__Output as _svc_common_v1_Cursors__Output } from '../../../svc/common/v1/Cursors';

/**
 * Cursor-style pagination block (spec 2.14): cursors plus ready-made relative links.
 */
export interface CursorPaging {
  'cursors'?: (_svc_common_v1_Cursors | null);
  /**
   * Relative URL of the next (older) page; empty when there is none.
   */
  'next'?: (string);
  /**
   * Relative URL of the previous (newer) page; empty when there is none.
   */
  'previous'?: (string);
}

/**
 * Cursor-style pagination block (spec 2.14): cursors plus ready-made relative links.
 */
export interface CursorPaging__Output {
  'cursors': (_svc_common_v1_Cursors__Output | null);
  /**
   * Relative URL of the next (older) page; empty when there is none.
   */
  'next': (string);
  /**
   * Relative URL of the previous (newer) page; empty when there is none.
   */
  'previous': (string);
}
