// Original file: protos/svc/flows/v1/flows.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

/**
 * A version of a flow's JSON (spec 2.6).
 */
export interface FlowVersion {
  'id'?: (string);
  'version_label'?: (string);
  /**
   * draft, published or deprecated (the flow's status when this version was its latest).
   */
  'status'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'published_at'?: (string);
  'flow_json_sha'?: (string);
  /**
   * Exactly as the upstream returned them: {error, error_type, message, line_start, ...}.
   */
  'validation_errors'?: (_google_protobuf_Struct)[];
  /**
   * Set on reads of one version; left out of listings.
   */
  'flow_json'?: (_google_protobuf_Struct | null);
  '_published_at'?: "published_at";
}

/**
 * A version of a flow's JSON (spec 2.6).
 */
export interface FlowVersion__Output {
  'id': (string);
  'version_label': (string);
  /**
   * draft, published or deprecated (the flow's status when this version was its latest).
   */
  'status': (string);
  'created_at': (string);
  'updated_at': (string);
  'published_at'?: (string);
  'flow_json_sha': (string);
  /**
   * Exactly as the upstream returned them: {error, error_type, message, line_start, ...}.
   */
  'validation_errors': (_google_protobuf_Struct__Output)[];
  /**
   * Set on reads of one version; left out of listings.
   */
  'flow_json': (_google_protobuf_Struct__Output | null);
  '_published_at'?: "published_at";
}
