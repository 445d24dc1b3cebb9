// Original file: protos/svc/funding/v1/funding.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { EnsureFundingRequest as _svc_funding_v1_EnsureFundingRequest, EnsureFundingRequest__Output as _svc_funding_v1_EnsureFundingRequest__Output } from '../../../svc/funding/v1/EnsureFundingRequest';
import type { EnsureFundingResponse as _svc_funding_v1_EnsureFundingResponse, EnsureFundingResponse__Output as _svc_funding_v1_EnsureFundingResponse__Output } from '../../../svc/funding/v1/EnsureFundingResponse';
import type { GetFundingRequest as _svc_funding_v1_GetFundingRequest, GetFundingRequest__Output as _svc_funding_v1_GetFundingRequest__Output } from '../../../svc/funding/v1/GetFundingRequest';
import type { GetFundingResponse as _svc_funding_v1_GetFundingResponse, GetFundingResponse__Output as _svc_funding_v1_GetFundingResponse__Output } from '../../../svc/funding/v1/GetFundingResponse';

/**
 * Funding runs, funding status and usage of business accounts, scoped by project.
 */
export interface FundingServiceClient extends grpc.Client {
  /**
   * POST /messaging/accounts/{waba_id}/funding — ensure funding (starts or reuses a run).
   */
  EnsureFunding(argument: _svc_funding_v1_EnsureFundingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_EnsureFundingResponse__Output>): grpc.ClientUnaryCall;
  EnsureFunding(argument: _svc_funding_v1_EnsureFundingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_EnsureFundingResponse__Output>): grpc.ClientUnaryCall;
  EnsureFunding(argument: _svc_funding_v1_EnsureFundingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_EnsureFundingResponse__Output>): grpc.ClientUnaryCall;
  EnsureFunding(argument: _svc_funding_v1_EnsureFundingRequest, callback: grpc.requestCallback<_svc_funding_v1_EnsureFundingResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/accounts/{waba_id}/funding — ensure funding (starts or reuses a run).
   */
  ensureFunding(argument: _svc_funding_v1_EnsureFundingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_EnsureFundingResponse__Output>): grpc.ClientUnaryCall;
  ensureFunding(argument: _svc_funding_v1_EnsureFundingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_EnsureFundingResponse__Output>): grpc.ClientUnaryCall;
  ensureFunding(argument: _svc_funding_v1_EnsureFundingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_EnsureFundingResponse__Output>): grpc.ClientUnaryCall;
  ensureFunding(argument: _svc_funding_v1_EnsureFundingRequest, callback: grpc.requestCallback<_svc_funding_v1_EnsureFundingResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/accounts/{waba_id}/funding — funding status and latest run.
   */
  GetFunding(argument: _svc_funding_v1_GetFundingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetFundingResponse__Output>): grpc.ClientUnaryCall;
  GetFunding(argument: _svc_funding_v1_GetFundingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetFundingResponse__Output>): grpc.ClientUnaryCall;
  GetFunding(argument: _svc_funding_v1_GetFundingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetFundingResponse__Output>): grpc.ClientUnaryCall;
  GetFunding(argument: _svc_funding_v1_GetFundingRequest, callback: grpc.requestCallback<_svc_funding_v1_GetFundingResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/accounts/{waba_id}/funding — funding status and latest run.
   */
  getFunding(argument: _svc_funding_v1_GetFundingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetFundingResponse__Output>): grpc.ClientUnaryCall;
  getFunding(argument: _svc_funding_v1_GetFundingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetFundingResponse__Output>): grpc.ClientUnaryCall;
  getFunding(argument: _svc_funding_v1_GetFundingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetFundingResponse__Output>): grpc.ClientUnaryCall;
  getFunding(argument: _svc_funding_v1_GetFundingRequest, callback: grpc.requestCallback<_svc_funding_v1_GetFundingResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Funding runs, funding status and usage of business accounts, scoped by project.
 */
export interface FundingServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * POST /messaging/accounts/{waba_id}/funding — ensure funding (starts or reuses a run).
   */
  EnsureFunding: grpc.handleUnaryCall<_svc_funding_v1_EnsureFundingRequest__Output, _svc_funding_v1_EnsureFundingResponse>;
  
  /**
   * GET /messaging/accounts/{waba_id}/funding — funding status and latest run.
   */
  GetFunding: grpc.handleUnaryCall<_svc_funding_v1_GetFundingRequest__Output, _svc_funding_v1_GetFundingResponse>;
  
}

export interface FundingServiceDefinition extends grpc.ServiceDefinition {
  EnsureFunding: MethodDefinition<_svc_funding_v1_EnsureFundingRequest, _svc_funding_v1_EnsureFundingResponse, _svc_funding_v1_EnsureFundingRequest__Output, _svc_funding_v1_EnsureFundingResponse__Output>
  GetFunding: MethodDefinition<_svc_funding_v1_GetFundingRequest, _svc_funding_v1_GetFundingResponse, _svc_funding_v1_GetFundingRequest__Output, _svc_funding_v1_GetFundingResponse__Output>
}
