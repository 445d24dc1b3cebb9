// Original file: protos/svc/funding/v1/funding.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface LoadRateCardRequest {
  /**
   * The card: { currency, effective_from?, service_allowance_per_month?, rates }.
   */
  'card'?: (_google_protobuf_Struct | null);
  /**
   * cli or file.
   */
  'source'?: (string);
}

export interface LoadRateCardRequest__Output {
  /**
   * The card: { currency, effective_from?, service_allowance_per_month?, rates }.
   */
  'card': (_google_protobuf_Struct__Output | null);
  /**
   * cli or file.
   */
  'source': (string);
}
