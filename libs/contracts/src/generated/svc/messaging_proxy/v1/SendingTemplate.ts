// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * A template of the number's business account, as the upstream describes it.
 */
export interface SendingTemplate {
  'id'?: (string);
  'name'?: (string);
  'language'?: (string);
  /**
   * MARKETING, UTILITY or AUTHENTICATION.
   */
  'category'?: (string);
  /**
   * APPROVED, PENDING, REJECTED, PAUSED, DISABLED, ...
   */
  'status'?: (string);
  /**
   * NAMED or POSITIONAL.
   */
  'parameter_format'?: (string);
  'components'?: (_google_protobuf_Struct)[];
  /**
   * The upstream's quality rating of the template (quality_score.score): GREEN, YELLOW, RED or UNKNOWN; empty when it did not say.
   */
  'quality_score'?: (string);
  /**
   * Why the upstream rejected it (NONE when not rejected); empty when it did not say.
   */
  'rejected_reason'?: (string);
}

/**
 * A template of the number's business account, as the upstream describes it.
 */
export interface SendingTemplate__Output {
  'id': (string);
  'name': (string);
  'language': (string);
  /**
   * MARKETING, UTILITY or AUTHENTICATION.
   */
  'category': (string);
  /**
   * APPROVED, PENDING, REJECTED, PAUSED, DISABLED, ...
   */
  'status': (string);
  /**
   * NAMED or POSITIONAL.
   */
  'parameter_format': (string);
  'components': (_google_protobuf_Struct__Output)[];
  /**
   * The upstream's quality rating of the template (quality_score.score): GREEN, YELLOW, RED or UNKNOWN; empty when it did not say.
   */
  'quality_score': (string);
  /**
   * Why the upstream rejected it (NONE when not rejected); empty when it did not say.
   */
  'rejected_reason': (string);
}
