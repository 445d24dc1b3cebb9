// Original file: protos/svc/broadcasts/v1/broadcasts.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * The broadcast's template, as the upstream described it when the broadcast was created or edited.
 */
export interface BroadcastTemplate {
  /**
   * The upstream template id.
   */
  'id'?: (string);
  'name'?: (string);
  'language_code'?: (string);
  /**
   * MARKETING, UTILITY or AUTHENTICATION.
   */
  'category'?: (string);
  /**
   * The upstream review status when read (APPROVED).
   */
  'status'?: (string);
  /**
   * NAMED or POSITIONAL.
   */
  'parameter_format'?: (string);
  /**
   * The template's components (header, body, footer, buttons) as the upstream returned them.
   */
  'components'?: (_google_protobuf_Struct)[];
}

/**
 * The broadcast's template, as the upstream described it when the broadcast was created or edited.
 */
export interface BroadcastTemplate__Output {
  /**
   * The upstream template id.
   */
  'id': (string);
  'name': (string);
  'language_code': (string);
  /**
   * MARKETING, UTILITY or AUTHENTICATION.
   */
  'category': (string);
  /**
   * The upstream review status when read (APPROVED).
   */
  'status': (string);
  /**
   * NAMED or POSITIONAL.
   */
  'parameter_format': (string);
  /**
   * The template's components (header, body, footer, buttons) as the upstream returned them.
   */
  'components': (_google_protobuf_Struct__Output)[];
}
