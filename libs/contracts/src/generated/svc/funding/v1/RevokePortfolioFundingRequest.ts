// Original file: protos/svc/funding/v1/funding.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface RevokePortfolioFundingRequest {
  'project_id'?: (string);
  'portfolio_id'?: (string);
  /**
   * Idempotency-Key header (scoped per project).
   */
  'idempotency_key'?: (string);
  /**
   * Optional note stored with the operation.
   */
  'reason'?: (string);
  /**
   * The request body as sent, compared on replays (same key, other body -> 422).
   */
  'body'?: (_google_protobuf_Struct | null);
  '_reason'?: "reason";
}

export interface RevokePortfolioFundingRequest__Output {
  'project_id': (string);
  'portfolio_id': (string);
  /**
   * Idempotency-Key header (scoped per project).
   */
  'idempotency_key': (string);
  /**
   * Optional note stored with the operation.
   */
  'reason'?: (string);
  /**
   * The request body as sent, compared on replays (same key, other body -> 422).
   */
  'body': (_google_protobuf_Struct__Output | null);
  '_reason'?: "reason";
}
