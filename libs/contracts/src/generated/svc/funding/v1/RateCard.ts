// Original file: protos/svc/funding/v1/funding.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * A rate card version: prices per country × category (docs/decisions/0104).
 */
export interface RateCard {
  'version'?: (number);
  'currency'?: (string);
  'effective_from'?: (string);
  'service_allowance_per_month'?: (number);
  /**
   * The card as JSON: { "BR": { "marketing": "0.0625", ... }, "*": { ... } }, prices in currency units.
   */
  'rates'?: (_google_protobuf_Struct | null);
  /**
   * cli or file.
   */
  'source'?: (string);
  'loaded_at'?: (string);
  '_effective_from'?: "effective_from";
}

/**
 * A rate card version: prices per country × category (docs/decisions/0104).
 */
export interface RateCard__Output {
  'version': (number);
  'currency': (string);
  'effective_from'?: (string);
  'service_allowance_per_month': (number);
  /**
   * The card as JSON: { "BR": { "marketing": "0.0625", ... }, "*": { ... } }, prices in currency units.
   */
  'rates': (_google_protobuf_Struct__Output | null);
  /**
   * cli or file.
   */
  'source': (string);
  'loaded_at': (string);
  '_effective_from'?: "effective_from";
}
