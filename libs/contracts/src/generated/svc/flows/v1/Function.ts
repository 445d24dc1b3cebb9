// Original file: protos/svc/flows/v1/flows.proto

import type { FunctionStatus as _svc_flows_v1_FunctionStatus, FunctionStatus__Output as _svc_flows_v1_FunctionStatus__Output } from '../../../svc/flows/v1/FunctionStatus';
import type { InvokeResponseMode as _svc_flows_v1_InvokeResponseMode, InvokeResponseMode__Output as _svc_flows_v1_InvokeResponseMode__Output } from '../../../svc/flows/v1/InvokeResponseMode';

/**
 * A function running on the edge runtime (reference 1.9, platform-capabilities 4).
 */
export interface Function {
  'id'?: (string);
  'name'?: (string);
  'slug'?: (string);
  'description'?: (string);
  'code'?: (string);
  'version'?: (number);
  'status'?: (_svc_flows_v1_FunctionStatus);
  'last_deployed_at'?: (string);
  'deploy_error'?: (string);
  'endpoint_url'?: (string);
  'timeout_ms'?: (number);
  'created_at'?: (string);
  'updated_at'?: (string);
  /**
   * Names of the secrets (values are write-only).
   */
  'secret_names'?: (string)[];
  /**
   * How invoke answers (new functions: passthrough).
   */
  'invoke_response_mode'?: (_svc_flows_v1_InvokeResponseMode);
  '_description'?: "description";
  '_last_deployed_at'?: "last_deployed_at";
  '_deploy_error'?: "deploy_error";
}

/**
 * A function running on the edge runtime (reference 1.9, platform-capabilities 4).
 */
export interface Function__Output {
  'id': (string);
  'name': (string);
  'slug': (string);
  'description'?: (string);
  'code': (string);
  'version': (number);
  'status': (_svc_flows_v1_FunctionStatus__Output);
  'last_deployed_at'?: (string);
  'deploy_error'?: (string);
  'endpoint_url': (string);
  'timeout_ms': (number);
  'created_at': (string);
  'updated_at': (string);
  /**
   * Names of the secrets (values are write-only).
   */
  'secret_names': (string)[];
  /**
   * How invoke answers (new functions: passthrough).
   */
  'invoke_response_mode': (_svc_flows_v1_InvokeResponseMode__Output);
  '_description'?: "description";
  '_last_deployed_at'?: "last_deployed_at";
  '_deploy_error'?: "deploy_error";
}
