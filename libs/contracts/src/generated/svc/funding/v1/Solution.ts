// Original file: protos/svc/funding/v1/funding.proto


/**
 * The project's external multi-partner solution (its token is never returned).
 */
export interface Solution {
  /**
   * Upstream id of the solution (digits).
   */
  'solution_id'?: (string);
  /**
   * Partner portfolio that owns the credit line (digits).
   */
  'business_id'?: (string);
  /**
   * Credit line shared with customer accounts (digits).
   */
  'credit_line_id'?: (string);
  'active'?: (boolean);
  /**
   * True when an access token is stored (encrypted).
   */
  'has_access_token'?: (boolean);
  'created_at'?: (string);
  'updated_at'?: (string);
}

/**
 * The project's external multi-partner solution (its token is never returned).
 */
export interface Solution__Output {
  /**
   * Upstream id of the solution (digits).
   */
  'solution_id': (string);
  /**
   * Partner portfolio that owns the credit line (digits).
   */
  'business_id': (string);
  /**
   * Credit line shared with customer accounts (digits).
   */
  'credit_line_id': (string);
  'active': (boolean);
  /**
   * True when an access token is stored (encrypted).
   */
  'has_access_token': (boolean);
  'created_at': (string);
  'updated_at': (string);
}
