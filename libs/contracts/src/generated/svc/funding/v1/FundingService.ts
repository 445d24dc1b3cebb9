// Original file: protos/svc/funding/v1/funding.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ConfigureSolutionRequest as _svc_funding_v1_ConfigureSolutionRequest, ConfigureSolutionRequest__Output as _svc_funding_v1_ConfigureSolutionRequest__Output } from '../../../svc/funding/v1/ConfigureSolutionRequest';
import type { ConfigureSolutionResponse as _svc_funding_v1_ConfigureSolutionResponse, ConfigureSolutionResponse__Output as _svc_funding_v1_ConfigureSolutionResponse__Output } from '../../../svc/funding/v1/ConfigureSolutionResponse';
import type { EnsureFundingRequest as _svc_funding_v1_EnsureFundingRequest, EnsureFundingRequest__Output as _svc_funding_v1_EnsureFundingRequest__Output } from '../../../svc/funding/v1/EnsureFundingRequest';
import type { EnsureFundingResponse as _svc_funding_v1_EnsureFundingResponse, EnsureFundingResponse__Output as _svc_funding_v1_EnsureFundingResponse__Output } from '../../../svc/funding/v1/EnsureFundingResponse';
import type { GetAccountUsageRequest as _svc_funding_v1_GetAccountUsageRequest, GetAccountUsageRequest__Output as _svc_funding_v1_GetAccountUsageRequest__Output } from '../../../svc/funding/v1/GetAccountUsageRequest';
import type { GetAccountUsageResponse as _svc_funding_v1_GetAccountUsageResponse, GetAccountUsageResponse__Output as _svc_funding_v1_GetAccountUsageResponse__Output } from '../../../svc/funding/v1/GetAccountUsageResponse';
import type { GetFundingOperationRequest as _svc_funding_v1_GetFundingOperationRequest, GetFundingOperationRequest__Output as _svc_funding_v1_GetFundingOperationRequest__Output } from '../../../svc/funding/v1/GetFundingOperationRequest';
import type { GetFundingOperationResponse as _svc_funding_v1_GetFundingOperationResponse, GetFundingOperationResponse__Output as _svc_funding_v1_GetFundingOperationResponse__Output } from '../../../svc/funding/v1/GetFundingOperationResponse';
import type { GetFundingRequest as _svc_funding_v1_GetFundingRequest, GetFundingRequest__Output as _svc_funding_v1_GetFundingRequest__Output } from '../../../svc/funding/v1/GetFundingRequest';
import type { GetFundingResponse as _svc_funding_v1_GetFundingResponse, GetFundingResponse__Output as _svc_funding_v1_GetFundingResponse__Output } from '../../../svc/funding/v1/GetFundingResponse';
import type { GetPortfolioUsageRequest as _svc_funding_v1_GetPortfolioUsageRequest, GetPortfolioUsageRequest__Output as _svc_funding_v1_GetPortfolioUsageRequest__Output } from '../../../svc/funding/v1/GetPortfolioUsageRequest';
import type { GetPortfolioUsageResponse as _svc_funding_v1_GetPortfolioUsageResponse, GetPortfolioUsageResponse__Output as _svc_funding_v1_GetPortfolioUsageResponse__Output } from '../../../svc/funding/v1/GetPortfolioUsageResponse';
import type { ListPortfolioAccountsRequest as _svc_funding_v1_ListPortfolioAccountsRequest, ListPortfolioAccountsRequest__Output as _svc_funding_v1_ListPortfolioAccountsRequest__Output } from '../../../svc/funding/v1/ListPortfolioAccountsRequest';
import type { ListPortfolioAccountsResponse as _svc_funding_v1_ListPortfolioAccountsResponse, ListPortfolioAccountsResponse__Output as _svc_funding_v1_ListPortfolioAccountsResponse__Output } from '../../../svc/funding/v1/ListPortfolioAccountsResponse';
import type { ListSolutionsRequest as _svc_funding_v1_ListSolutionsRequest, ListSolutionsRequest__Output as _svc_funding_v1_ListSolutionsRequest__Output } from '../../../svc/funding/v1/ListSolutionsRequest';
import type { ListSolutionsResponse as _svc_funding_v1_ListSolutionsResponse, ListSolutionsResponse__Output as _svc_funding_v1_ListSolutionsResponse__Output } from '../../../svc/funding/v1/ListSolutionsResponse';
import type { RevokePortfolioFundingRequest as _svc_funding_v1_RevokePortfolioFundingRequest, RevokePortfolioFundingRequest__Output as _svc_funding_v1_RevokePortfolioFundingRequest__Output } from '../../../svc/funding/v1/RevokePortfolioFundingRequest';
import type { RevokePortfolioFundingResponse as _svc_funding_v1_RevokePortfolioFundingResponse, RevokePortfolioFundingResponse__Output as _svc_funding_v1_RevokePortfolioFundingResponse__Output } from '../../../svc/funding/v1/RevokePortfolioFundingResponse';

/**
 * Funding runs, funding status, revocations and usage of business accounts, scoped by project.
 */
export interface FundingServiceClient extends grpc.Client {
  /**
   * Admin (CLI only, never routed publicly): creates or updates the project's external multi-partner solution.
   */
  ConfigureSolution(argument: _svc_funding_v1_ConfigureSolutionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ConfigureSolutionResponse__Output>): grpc.ClientUnaryCall;
  ConfigureSolution(argument: _svc_funding_v1_ConfigureSolutionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_ConfigureSolutionResponse__Output>): grpc.ClientUnaryCall;
  ConfigureSolution(argument: _svc_funding_v1_ConfigureSolutionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ConfigureSolutionResponse__Output>): grpc.ClientUnaryCall;
  ConfigureSolution(argument: _svc_funding_v1_ConfigureSolutionRequest, callback: grpc.requestCallback<_svc_funding_v1_ConfigureSolutionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Admin (CLI only, never routed publicly): creates or updates the project's external multi-partner solution.
   */
  configureSolution(argument: _svc_funding_v1_ConfigureSolutionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ConfigureSolutionResponse__Output>): grpc.ClientUnaryCall;
  configureSolution(argument: _svc_funding_v1_ConfigureSolutionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_ConfigureSolutionResponse__Output>): grpc.ClientUnaryCall;
  configureSolution(argument: _svc_funding_v1_ConfigureSolutionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ConfigureSolutionResponse__Output>): grpc.ClientUnaryCall;
  configureSolution(argument: _svc_funding_v1_ConfigureSolutionRequest, callback: grpc.requestCallback<_svc_funding_v1_ConfigureSolutionResponse__Output>): grpc.ClientUnaryCall;
  
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
   * GET /messaging/accounts/{waba_id}/usage — recorded messaging and calling usage of one account.
   */
  GetAccountUsage(argument: _svc_funding_v1_GetAccountUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetAccountUsageResponse__Output>): grpc.ClientUnaryCall;
  GetAccountUsage(argument: _svc_funding_v1_GetAccountUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetAccountUsageResponse__Output>): grpc.ClientUnaryCall;
  GetAccountUsage(argument: _svc_funding_v1_GetAccountUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetAccountUsageResponse__Output>): grpc.ClientUnaryCall;
  GetAccountUsage(argument: _svc_funding_v1_GetAccountUsageRequest, callback: grpc.requestCallback<_svc_funding_v1_GetAccountUsageResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/accounts/{waba_id}/usage — recorded messaging and calling usage of one account.
   */
  getAccountUsage(argument: _svc_funding_v1_GetAccountUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetAccountUsageResponse__Output>): grpc.ClientUnaryCall;
  getAccountUsage(argument: _svc_funding_v1_GetAccountUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetAccountUsageResponse__Output>): grpc.ClientUnaryCall;
  getAccountUsage(argument: _svc_funding_v1_GetAccountUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetAccountUsageResponse__Output>): grpc.ClientUnaryCall;
  getAccountUsage(argument: _svc_funding_v1_GetAccountUsageRequest, callback: grpc.requestCallback<_svc_funding_v1_GetAccountUsageResponse__Output>): grpc.ClientUnaryCall;
  
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
  
  /**
   * GET /messaging/portfolios/{portfolio_id}/funding/operations/{operation_id} — polls a revocation.
   */
  GetFundingOperation(argument: _svc_funding_v1_GetFundingOperationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetFundingOperationResponse__Output>): grpc.ClientUnaryCall;
  GetFundingOperation(argument: _svc_funding_v1_GetFundingOperationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetFundingOperationResponse__Output>): grpc.ClientUnaryCall;
  GetFundingOperation(argument: _svc_funding_v1_GetFundingOperationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetFundingOperationResponse__Output>): grpc.ClientUnaryCall;
  GetFundingOperation(argument: _svc_funding_v1_GetFundingOperationRequest, callback: grpc.requestCallback<_svc_funding_v1_GetFundingOperationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/portfolios/{portfolio_id}/funding/operations/{operation_id} — polls a revocation.
   */
  getFundingOperation(argument: _svc_funding_v1_GetFundingOperationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetFundingOperationResponse__Output>): grpc.ClientUnaryCall;
  getFundingOperation(argument: _svc_funding_v1_GetFundingOperationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetFundingOperationResponse__Output>): grpc.ClientUnaryCall;
  getFundingOperation(argument: _svc_funding_v1_GetFundingOperationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetFundingOperationResponse__Output>): grpc.ClientUnaryCall;
  getFundingOperation(argument: _svc_funding_v1_GetFundingOperationRequest, callback: grpc.requestCallback<_svc_funding_v1_GetFundingOperationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/portfolios/{portfolio_id}/usage — usage summed over the portfolio's accounts.
   */
  GetPortfolioUsage(argument: _svc_funding_v1_GetPortfolioUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetPortfolioUsageResponse__Output>): grpc.ClientUnaryCall;
  GetPortfolioUsage(argument: _svc_funding_v1_GetPortfolioUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetPortfolioUsageResponse__Output>): grpc.ClientUnaryCall;
  GetPortfolioUsage(argument: _svc_funding_v1_GetPortfolioUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetPortfolioUsageResponse__Output>): grpc.ClientUnaryCall;
  GetPortfolioUsage(argument: _svc_funding_v1_GetPortfolioUsageRequest, callback: grpc.requestCallback<_svc_funding_v1_GetPortfolioUsageResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/portfolios/{portfolio_id}/usage — usage summed over the portfolio's accounts.
   */
  getPortfolioUsage(argument: _svc_funding_v1_GetPortfolioUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetPortfolioUsageResponse__Output>): grpc.ClientUnaryCall;
  getPortfolioUsage(argument: _svc_funding_v1_GetPortfolioUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetPortfolioUsageResponse__Output>): grpc.ClientUnaryCall;
  getPortfolioUsage(argument: _svc_funding_v1_GetPortfolioUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetPortfolioUsageResponse__Output>): grpc.ClientUnaryCall;
  getPortfolioUsage(argument: _svc_funding_v1_GetPortfolioUsageRequest, callback: grpc.requestCallback<_svc_funding_v1_GetPortfolioUsageResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/portfolios/{portfolio_id}/accounts — accounts of a portfolio (page style).
   */
  ListPortfolioAccounts(argument: _svc_funding_v1_ListPortfolioAccountsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ListPortfolioAccountsResponse__Output>): grpc.ClientUnaryCall;
  ListPortfolioAccounts(argument: _svc_funding_v1_ListPortfolioAccountsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_ListPortfolioAccountsResponse__Output>): grpc.ClientUnaryCall;
  ListPortfolioAccounts(argument: _svc_funding_v1_ListPortfolioAccountsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ListPortfolioAccountsResponse__Output>): grpc.ClientUnaryCall;
  ListPortfolioAccounts(argument: _svc_funding_v1_ListPortfolioAccountsRequest, callback: grpc.requestCallback<_svc_funding_v1_ListPortfolioAccountsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/portfolios/{portfolio_id}/accounts — accounts of a portfolio (page style).
   */
  listPortfolioAccounts(argument: _svc_funding_v1_ListPortfolioAccountsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ListPortfolioAccountsResponse__Output>): grpc.ClientUnaryCall;
  listPortfolioAccounts(argument: _svc_funding_v1_ListPortfolioAccountsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_ListPortfolioAccountsResponse__Output>): grpc.ClientUnaryCall;
  listPortfolioAccounts(argument: _svc_funding_v1_ListPortfolioAccountsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ListPortfolioAccountsResponse__Output>): grpc.ClientUnaryCall;
  listPortfolioAccounts(argument: _svc_funding_v1_ListPortfolioAccountsRequest, callback: grpc.requestCallback<_svc_funding_v1_ListPortfolioAccountsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Admin (CLI only): the project's external solutions, without their tokens.
   */
  ListSolutions(argument: _svc_funding_v1_ListSolutionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ListSolutionsResponse__Output>): grpc.ClientUnaryCall;
  ListSolutions(argument: _svc_funding_v1_ListSolutionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_ListSolutionsResponse__Output>): grpc.ClientUnaryCall;
  ListSolutions(argument: _svc_funding_v1_ListSolutionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ListSolutionsResponse__Output>): grpc.ClientUnaryCall;
  ListSolutions(argument: _svc_funding_v1_ListSolutionsRequest, callback: grpc.requestCallback<_svc_funding_v1_ListSolutionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Admin (CLI only): the project's external solutions, without their tokens.
   */
  listSolutions(argument: _svc_funding_v1_ListSolutionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ListSolutionsResponse__Output>): grpc.ClientUnaryCall;
  listSolutions(argument: _svc_funding_v1_ListSolutionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_ListSolutionsResponse__Output>): grpc.ClientUnaryCall;
  listSolutions(argument: _svc_funding_v1_ListSolutionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ListSolutionsResponse__Output>): grpc.ClientUnaryCall;
  listSolutions(argument: _svc_funding_v1_ListSolutionsRequest, callback: grpc.requestCallback<_svc_funding_v1_ListSolutionsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/portfolios/{portfolio_id}/funding/revoke — queues the revocation (Idempotency-Key).
   */
  RevokePortfolioFunding(argument: _svc_funding_v1_RevokePortfolioFundingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_RevokePortfolioFundingResponse__Output>): grpc.ClientUnaryCall;
  RevokePortfolioFunding(argument: _svc_funding_v1_RevokePortfolioFundingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_RevokePortfolioFundingResponse__Output>): grpc.ClientUnaryCall;
  RevokePortfolioFunding(argument: _svc_funding_v1_RevokePortfolioFundingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_RevokePortfolioFundingResponse__Output>): grpc.ClientUnaryCall;
  RevokePortfolioFunding(argument: _svc_funding_v1_RevokePortfolioFundingRequest, callback: grpc.requestCallback<_svc_funding_v1_RevokePortfolioFundingResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/portfolios/{portfolio_id}/funding/revoke — queues the revocation (Idempotency-Key).
   */
  revokePortfolioFunding(argument: _svc_funding_v1_RevokePortfolioFundingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_RevokePortfolioFundingResponse__Output>): grpc.ClientUnaryCall;
  revokePortfolioFunding(argument: _svc_funding_v1_RevokePortfolioFundingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_RevokePortfolioFundingResponse__Output>): grpc.ClientUnaryCall;
  revokePortfolioFunding(argument: _svc_funding_v1_RevokePortfolioFundingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_RevokePortfolioFundingResponse__Output>): grpc.ClientUnaryCall;
  revokePortfolioFunding(argument: _svc_funding_v1_RevokePortfolioFundingRequest, callback: grpc.requestCallback<_svc_funding_v1_RevokePortfolioFundingResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Funding runs, funding status, revocations and usage of business accounts, scoped by project.
 */
export interface FundingServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Admin (CLI only, never routed publicly): creates or updates the project's external multi-partner solution.
   */
  ConfigureSolution: grpc.handleUnaryCall<_svc_funding_v1_ConfigureSolutionRequest__Output, _svc_funding_v1_ConfigureSolutionResponse>;
  
  /**
   * POST /messaging/accounts/{waba_id}/funding — ensure funding (starts or reuses a run).
   */
  EnsureFunding: grpc.handleUnaryCall<_svc_funding_v1_EnsureFundingRequest__Output, _svc_funding_v1_EnsureFundingResponse>;
  
  /**
   * GET /messaging/accounts/{waba_id}/usage — recorded messaging and calling usage of one account.
   */
  GetAccountUsage: grpc.handleUnaryCall<_svc_funding_v1_GetAccountUsageRequest__Output, _svc_funding_v1_GetAccountUsageResponse>;
  
  /**
   * GET /messaging/accounts/{waba_id}/funding — funding status and latest run.
   */
  GetFunding: grpc.handleUnaryCall<_svc_funding_v1_GetFundingRequest__Output, _svc_funding_v1_GetFundingResponse>;
  
  /**
   * GET /messaging/portfolios/{portfolio_id}/funding/operations/{operation_id} — polls a revocation.
   */
  GetFundingOperation: grpc.handleUnaryCall<_svc_funding_v1_GetFundingOperationRequest__Output, _svc_funding_v1_GetFundingOperationResponse>;
  
  /**
   * GET /messaging/portfolios/{portfolio_id}/usage — usage summed over the portfolio's accounts.
   */
  GetPortfolioUsage: grpc.handleUnaryCall<_svc_funding_v1_GetPortfolioUsageRequest__Output, _svc_funding_v1_GetPortfolioUsageResponse>;
  
  /**
   * GET /messaging/portfolios/{portfolio_id}/accounts — accounts of a portfolio (page style).
   */
  ListPortfolioAccounts: grpc.handleUnaryCall<_svc_funding_v1_ListPortfolioAccountsRequest__Output, _svc_funding_v1_ListPortfolioAccountsResponse>;
  
  /**
   * Admin (CLI only): the project's external solutions, without their tokens.
   */
  ListSolutions: grpc.handleUnaryCall<_svc_funding_v1_ListSolutionsRequest__Output, _svc_funding_v1_ListSolutionsResponse>;
  
  /**
   * POST /messaging/portfolios/{portfolio_id}/funding/revoke — queues the revocation (Idempotency-Key).
   */
  RevokePortfolioFunding: grpc.handleUnaryCall<_svc_funding_v1_RevokePortfolioFundingRequest__Output, _svc_funding_v1_RevokePortfolioFundingResponse>;
  
}

export interface FundingServiceDefinition extends grpc.ServiceDefinition {
  ConfigureSolution: MethodDefinition<_svc_funding_v1_ConfigureSolutionRequest, _svc_funding_v1_ConfigureSolutionResponse, _svc_funding_v1_ConfigureSolutionRequest__Output, _svc_funding_v1_ConfigureSolutionResponse__Output>
  EnsureFunding: MethodDefinition<_svc_funding_v1_EnsureFundingRequest, _svc_funding_v1_EnsureFundingResponse, _svc_funding_v1_EnsureFundingRequest__Output, _svc_funding_v1_EnsureFundingResponse__Output>
  GetAccountUsage: MethodDefinition<_svc_funding_v1_GetAccountUsageRequest, _svc_funding_v1_GetAccountUsageResponse, _svc_funding_v1_GetAccountUsageRequest__Output, _svc_funding_v1_GetAccountUsageResponse__Output>
  GetFunding: MethodDefinition<_svc_funding_v1_GetFundingRequest, _svc_funding_v1_GetFundingResponse, _svc_funding_v1_GetFundingRequest__Output, _svc_funding_v1_GetFundingResponse__Output>
  GetFundingOperation: MethodDefinition<_svc_funding_v1_GetFundingOperationRequest, _svc_funding_v1_GetFundingOperationResponse, _svc_funding_v1_GetFundingOperationRequest__Output, _svc_funding_v1_GetFundingOperationResponse__Output>
  GetPortfolioUsage: MethodDefinition<_svc_funding_v1_GetPortfolioUsageRequest, _svc_funding_v1_GetPortfolioUsageResponse, _svc_funding_v1_GetPortfolioUsageRequest__Output, _svc_funding_v1_GetPortfolioUsageResponse__Output>
  ListPortfolioAccounts: MethodDefinition<_svc_funding_v1_ListPortfolioAccountsRequest, _svc_funding_v1_ListPortfolioAccountsResponse, _svc_funding_v1_ListPortfolioAccountsRequest__Output, _svc_funding_v1_ListPortfolioAccountsResponse__Output>
  ListSolutions: MethodDefinition<_svc_funding_v1_ListSolutionsRequest, _svc_funding_v1_ListSolutionsResponse, _svc_funding_v1_ListSolutionsRequest__Output, _svc_funding_v1_ListSolutionsResponse__Output>
  RevokePortfolioFunding: MethodDefinition<_svc_funding_v1_RevokePortfolioFundingRequest, _svc_funding_v1_RevokePortfolioFundingResponse, _svc_funding_v1_RevokePortfolioFundingRequest__Output, _svc_funding_v1_RevokePortfolioFundingResponse__Output>
}
