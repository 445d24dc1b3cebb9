// Original file: protos/svc/funding/v1/funding.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ConfigureSolutionRequest as _svc_funding_v1_ConfigureSolutionRequest, ConfigureSolutionRequest__Output as _svc_funding_v1_ConfigureSolutionRequest__Output } from '../../../svc/funding/v1/ConfigureSolutionRequest';
import type { ConfigureSolutionResponse as _svc_funding_v1_ConfigureSolutionResponse, ConfigureSolutionResponse__Output as _svc_funding_v1_ConfigureSolutionResponse__Output } from '../../../svc/funding/v1/ConfigureSolutionResponse';
import type { ConfirmCreditHoldRequest as _svc_funding_v1_ConfirmCreditHoldRequest, ConfirmCreditHoldRequest__Output as _svc_funding_v1_ConfirmCreditHoldRequest__Output } from '../../../svc/funding/v1/ConfirmCreditHoldRequest';
import type { CreditHoldResponse as _svc_funding_v1_CreditHoldResponse, CreditHoldResponse__Output as _svc_funding_v1_CreditHoldResponse__Output } from '../../../svc/funding/v1/CreditHoldResponse';
import type { EnsureFundingRequest as _svc_funding_v1_EnsureFundingRequest, EnsureFundingRequest__Output as _svc_funding_v1_EnsureFundingRequest__Output } from '../../../svc/funding/v1/EnsureFundingRequest';
import type { EnsureFundingResponse as _svc_funding_v1_EnsureFundingResponse, EnsureFundingResponse__Output as _svc_funding_v1_EnsureFundingResponse__Output } from '../../../svc/funding/v1/EnsureFundingResponse';
import type { GetAccountUsageRequest as _svc_funding_v1_GetAccountUsageRequest, GetAccountUsageRequest__Output as _svc_funding_v1_GetAccountUsageRequest__Output } from '../../../svc/funding/v1/GetAccountUsageRequest';
import type { GetAccountUsageResponse as _svc_funding_v1_GetAccountUsageResponse, GetAccountUsageResponse__Output as _svc_funding_v1_GetAccountUsageResponse__Output } from '../../../svc/funding/v1/GetAccountUsageResponse';
import type { GetCreditBalanceRequest as _svc_funding_v1_GetCreditBalanceRequest, GetCreditBalanceRequest__Output as _svc_funding_v1_GetCreditBalanceRequest__Output } from '../../../svc/funding/v1/GetCreditBalanceRequest';
import type { GetCreditBalanceResponse as _svc_funding_v1_GetCreditBalanceResponse, GetCreditBalanceResponse__Output as _svc_funding_v1_GetCreditBalanceResponse__Output } from '../../../svc/funding/v1/GetCreditBalanceResponse';
import type { GetFundingOperationRequest as _svc_funding_v1_GetFundingOperationRequest, GetFundingOperationRequest__Output as _svc_funding_v1_GetFundingOperationRequest__Output } from '../../../svc/funding/v1/GetFundingOperationRequest';
import type { GetFundingOperationResponse as _svc_funding_v1_GetFundingOperationResponse, GetFundingOperationResponse__Output as _svc_funding_v1_GetFundingOperationResponse__Output } from '../../../svc/funding/v1/GetFundingOperationResponse';
import type { GetFundingRequest as _svc_funding_v1_GetFundingRequest, GetFundingRequest__Output as _svc_funding_v1_GetFundingRequest__Output } from '../../../svc/funding/v1/GetFundingRequest';
import type { GetFundingResponse as _svc_funding_v1_GetFundingResponse, GetFundingResponse__Output as _svc_funding_v1_GetFundingResponse__Output } from '../../../svc/funding/v1/GetFundingResponse';
import type { GetPortfolioUsageRequest as _svc_funding_v1_GetPortfolioUsageRequest, GetPortfolioUsageRequest__Output as _svc_funding_v1_GetPortfolioUsageRequest__Output } from '../../../svc/funding/v1/GetPortfolioUsageRequest';
import type { GetPortfolioUsageResponse as _svc_funding_v1_GetPortfolioUsageResponse, GetPortfolioUsageResponse__Output as _svc_funding_v1_GetPortfolioUsageResponse__Output } from '../../../svc/funding/v1/GetPortfolioUsageResponse';
import type { GetRateCardRequest as _svc_funding_v1_GetRateCardRequest, GetRateCardRequest__Output as _svc_funding_v1_GetRateCardRequest__Output } from '../../../svc/funding/v1/GetRateCardRequest';
import type { GetRateCardResponse as _svc_funding_v1_GetRateCardResponse, GetRateCardResponse__Output as _svc_funding_v1_GetRateCardResponse__Output } from '../../../svc/funding/v1/GetRateCardResponse';
import type { HoldCreditsRequest as _svc_funding_v1_HoldCreditsRequest, HoldCreditsRequest__Output as _svc_funding_v1_HoldCreditsRequest__Output } from '../../../svc/funding/v1/HoldCreditsRequest';
import type { HoldCreditsResponse as _svc_funding_v1_HoldCreditsResponse, HoldCreditsResponse__Output as _svc_funding_v1_HoldCreditsResponse__Output } from '../../../svc/funding/v1/HoldCreditsResponse';
import type { ListCreditEntriesRequest as _svc_funding_v1_ListCreditEntriesRequest, ListCreditEntriesRequest__Output as _svc_funding_v1_ListCreditEntriesRequest__Output } from '../../../svc/funding/v1/ListCreditEntriesRequest';
import type { ListCreditEntriesResponse as _svc_funding_v1_ListCreditEntriesResponse, ListCreditEntriesResponse__Output as _svc_funding_v1_ListCreditEntriesResponse__Output } from '../../../svc/funding/v1/ListCreditEntriesResponse';
import type { ListPortfolioAccountsRequest as _svc_funding_v1_ListPortfolioAccountsRequest, ListPortfolioAccountsRequest__Output as _svc_funding_v1_ListPortfolioAccountsRequest__Output } from '../../../svc/funding/v1/ListPortfolioAccountsRequest';
import type { ListPortfolioAccountsResponse as _svc_funding_v1_ListPortfolioAccountsResponse, ListPortfolioAccountsResponse__Output as _svc_funding_v1_ListPortfolioAccountsResponse__Output } from '../../../svc/funding/v1/ListPortfolioAccountsResponse';
import type { ListSolutionsRequest as _svc_funding_v1_ListSolutionsRequest, ListSolutionsRequest__Output as _svc_funding_v1_ListSolutionsRequest__Output } from '../../../svc/funding/v1/ListSolutionsRequest';
import type { ListSolutionsResponse as _svc_funding_v1_ListSolutionsResponse, ListSolutionsResponse__Output as _svc_funding_v1_ListSolutionsResponse__Output } from '../../../svc/funding/v1/ListSolutionsResponse';
import type { LoadRateCardRequest as _svc_funding_v1_LoadRateCardRequest, LoadRateCardRequest__Output as _svc_funding_v1_LoadRateCardRequest__Output } from '../../../svc/funding/v1/LoadRateCardRequest';
import type { LoadRateCardResponse as _svc_funding_v1_LoadRateCardResponse, LoadRateCardResponse__Output as _svc_funding_v1_LoadRateCardResponse__Output } from '../../../svc/funding/v1/LoadRateCardResponse';
import type { ReleaseCreditHoldRequest as _svc_funding_v1_ReleaseCreditHoldRequest, ReleaseCreditHoldRequest__Output as _svc_funding_v1_ReleaseCreditHoldRequest__Output } from '../../../svc/funding/v1/ReleaseCreditHoldRequest';
import type { RevokePortfolioFundingRequest as _svc_funding_v1_RevokePortfolioFundingRequest, RevokePortfolioFundingRequest__Output as _svc_funding_v1_RevokePortfolioFundingRequest__Output } from '../../../svc/funding/v1/RevokePortfolioFundingRequest';
import type { RevokePortfolioFundingResponse as _svc_funding_v1_RevokePortfolioFundingResponse, RevokePortfolioFundingResponse__Output as _svc_funding_v1_RevokePortfolioFundingResponse__Output } from '../../../svc/funding/v1/RevokePortfolioFundingResponse';
import type { SummarizeChargesRequest as _svc_funding_v1_SummarizeChargesRequest, SummarizeChargesRequest__Output as _svc_funding_v1_SummarizeChargesRequest__Output } from '../../../svc/funding/v1/SummarizeChargesRequest';
import type { SummarizeChargesResponse as _svc_funding_v1_SummarizeChargesResponse, SummarizeChargesResponse__Output as _svc_funding_v1_SummarizeChargesResponse__Output } from '../../../svc/funding/v1/SummarizeChargesResponse';
import type { TopUpCreditsRequest as _svc_funding_v1_TopUpCreditsRequest, TopUpCreditsRequest__Output as _svc_funding_v1_TopUpCreditsRequest__Output } from '../../../svc/funding/v1/TopUpCreditsRequest';
import type { TopUpCreditsResponse as _svc_funding_v1_TopUpCreditsResponse, TopUpCreditsResponse__Output as _svc_funding_v1_TopUpCreditsResponse__Output } from '../../../svc/funding/v1/TopUpCreditsResponse';

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
   * Send path: the upstream accepted the send as message_id; the hold settles from that message's
   * pricing in its status webhook (at once when the pricing already arrived).
   */
  ConfirmCreditHold(argument: _svc_funding_v1_ConfirmCreditHoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_CreditHoldResponse__Output>): grpc.ClientUnaryCall;
  ConfirmCreditHold(argument: _svc_funding_v1_ConfirmCreditHoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_CreditHoldResponse__Output>): grpc.ClientUnaryCall;
  ConfirmCreditHold(argument: _svc_funding_v1_ConfirmCreditHoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_CreditHoldResponse__Output>): grpc.ClientUnaryCall;
  ConfirmCreditHold(argument: _svc_funding_v1_ConfirmCreditHoldRequest, callback: grpc.requestCallback<_svc_funding_v1_CreditHoldResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Send path: the upstream accepted the send as message_id; the hold settles from that message's
   * pricing in its status webhook (at once when the pricing already arrived).
   */
  confirmCreditHold(argument: _svc_funding_v1_ConfirmCreditHoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_CreditHoldResponse__Output>): grpc.ClientUnaryCall;
  confirmCreditHold(argument: _svc_funding_v1_ConfirmCreditHoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_CreditHoldResponse__Output>): grpc.ClientUnaryCall;
  confirmCreditHold(argument: _svc_funding_v1_ConfirmCreditHoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_CreditHoldResponse__Output>): grpc.ClientUnaryCall;
  confirmCreditHold(argument: _svc_funding_v1_ConfirmCreditHoldRequest, callback: grpc.requestCallback<_svc_funding_v1_CreditHoldResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/accounts/{waba_id}/funding - ensure funding (starts or reuses a run).
   */
  EnsureFunding(argument: _svc_funding_v1_EnsureFundingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_EnsureFundingResponse__Output>): grpc.ClientUnaryCall;
  EnsureFunding(argument: _svc_funding_v1_EnsureFundingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_EnsureFundingResponse__Output>): grpc.ClientUnaryCall;
  EnsureFunding(argument: _svc_funding_v1_EnsureFundingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_EnsureFundingResponse__Output>): grpc.ClientUnaryCall;
  EnsureFunding(argument: _svc_funding_v1_EnsureFundingRequest, callback: grpc.requestCallback<_svc_funding_v1_EnsureFundingResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/accounts/{waba_id}/funding - ensure funding (starts or reuses a run).
   */
  ensureFunding(argument: _svc_funding_v1_EnsureFundingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_EnsureFundingResponse__Output>): grpc.ClientUnaryCall;
  ensureFunding(argument: _svc_funding_v1_EnsureFundingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_EnsureFundingResponse__Output>): grpc.ClientUnaryCall;
  ensureFunding(argument: _svc_funding_v1_EnsureFundingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_EnsureFundingResponse__Output>): grpc.ClientUnaryCall;
  ensureFunding(argument: _svc_funding_v1_EnsureFundingRequest, callback: grpc.requestCallback<_svc_funding_v1_EnsureFundingResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/accounts/{waba_id}/usage - recorded messaging and calling usage of one account.
   */
  GetAccountUsage(argument: _svc_funding_v1_GetAccountUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetAccountUsageResponse__Output>): grpc.ClientUnaryCall;
  GetAccountUsage(argument: _svc_funding_v1_GetAccountUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetAccountUsageResponse__Output>): grpc.ClientUnaryCall;
  GetAccountUsage(argument: _svc_funding_v1_GetAccountUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetAccountUsageResponse__Output>): grpc.ClientUnaryCall;
  GetAccountUsage(argument: _svc_funding_v1_GetAccountUsageRequest, callback: grpc.requestCallback<_svc_funding_v1_GetAccountUsageResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/accounts/{waba_id}/usage - recorded messaging and calling usage of one account.
   */
  getAccountUsage(argument: _svc_funding_v1_GetAccountUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetAccountUsageResponse__Output>): grpc.ClientUnaryCall;
  getAccountUsage(argument: _svc_funding_v1_GetAccountUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetAccountUsageResponse__Output>): grpc.ClientUnaryCall;
  getAccountUsage(argument: _svc_funding_v1_GetAccountUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetAccountUsageResponse__Output>): grpc.ClientUnaryCall;
  getAccountUsage(argument: _svc_funding_v1_GetAccountUsageRequest, callback: grpc.requestCallback<_svc_funding_v1_GetAccountUsageResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The project's credits: balance, active holds, available.
   */
  GetCreditBalance(argument: _svc_funding_v1_GetCreditBalanceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetCreditBalanceResponse__Output>): grpc.ClientUnaryCall;
  GetCreditBalance(argument: _svc_funding_v1_GetCreditBalanceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetCreditBalanceResponse__Output>): grpc.ClientUnaryCall;
  GetCreditBalance(argument: _svc_funding_v1_GetCreditBalanceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetCreditBalanceResponse__Output>): grpc.ClientUnaryCall;
  GetCreditBalance(argument: _svc_funding_v1_GetCreditBalanceRequest, callback: grpc.requestCallback<_svc_funding_v1_GetCreditBalanceResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The project's credits: balance, active holds, available.
   */
  getCreditBalance(argument: _svc_funding_v1_GetCreditBalanceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetCreditBalanceResponse__Output>): grpc.ClientUnaryCall;
  getCreditBalance(argument: _svc_funding_v1_GetCreditBalanceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetCreditBalanceResponse__Output>): grpc.ClientUnaryCall;
  getCreditBalance(argument: _svc_funding_v1_GetCreditBalanceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetCreditBalanceResponse__Output>): grpc.ClientUnaryCall;
  getCreditBalance(argument: _svc_funding_v1_GetCreditBalanceRequest, callback: grpc.requestCallback<_svc_funding_v1_GetCreditBalanceResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/accounts/{waba_id}/funding - funding status and latest run.
   */
  GetFunding(argument: _svc_funding_v1_GetFundingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetFundingResponse__Output>): grpc.ClientUnaryCall;
  GetFunding(argument: _svc_funding_v1_GetFundingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetFundingResponse__Output>): grpc.ClientUnaryCall;
  GetFunding(argument: _svc_funding_v1_GetFundingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetFundingResponse__Output>): grpc.ClientUnaryCall;
  GetFunding(argument: _svc_funding_v1_GetFundingRequest, callback: grpc.requestCallback<_svc_funding_v1_GetFundingResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/accounts/{waba_id}/funding - funding status and latest run.
   */
  getFunding(argument: _svc_funding_v1_GetFundingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetFundingResponse__Output>): grpc.ClientUnaryCall;
  getFunding(argument: _svc_funding_v1_GetFundingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetFundingResponse__Output>): grpc.ClientUnaryCall;
  getFunding(argument: _svc_funding_v1_GetFundingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetFundingResponse__Output>): grpc.ClientUnaryCall;
  getFunding(argument: _svc_funding_v1_GetFundingRequest, callback: grpc.requestCallback<_svc_funding_v1_GetFundingResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/portfolios/{portfolio_id}/funding/operations/{operation_id} - polls a revocation.
   */
  GetFundingOperation(argument: _svc_funding_v1_GetFundingOperationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetFundingOperationResponse__Output>): grpc.ClientUnaryCall;
  GetFundingOperation(argument: _svc_funding_v1_GetFundingOperationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetFundingOperationResponse__Output>): grpc.ClientUnaryCall;
  GetFundingOperation(argument: _svc_funding_v1_GetFundingOperationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetFundingOperationResponse__Output>): grpc.ClientUnaryCall;
  GetFundingOperation(argument: _svc_funding_v1_GetFundingOperationRequest, callback: grpc.requestCallback<_svc_funding_v1_GetFundingOperationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/portfolios/{portfolio_id}/funding/operations/{operation_id} - polls a revocation.
   */
  getFundingOperation(argument: _svc_funding_v1_GetFundingOperationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetFundingOperationResponse__Output>): grpc.ClientUnaryCall;
  getFundingOperation(argument: _svc_funding_v1_GetFundingOperationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetFundingOperationResponse__Output>): grpc.ClientUnaryCall;
  getFundingOperation(argument: _svc_funding_v1_GetFundingOperationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetFundingOperationResponse__Output>): grpc.ClientUnaryCall;
  getFundingOperation(argument: _svc_funding_v1_GetFundingOperationRequest, callback: grpc.requestCallback<_svc_funding_v1_GetFundingOperationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/portfolios/{portfolio_id}/usage - usage summed over the portfolio's accounts.
   */
  GetPortfolioUsage(argument: _svc_funding_v1_GetPortfolioUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetPortfolioUsageResponse__Output>): grpc.ClientUnaryCall;
  GetPortfolioUsage(argument: _svc_funding_v1_GetPortfolioUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetPortfolioUsageResponse__Output>): grpc.ClientUnaryCall;
  GetPortfolioUsage(argument: _svc_funding_v1_GetPortfolioUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetPortfolioUsageResponse__Output>): grpc.ClientUnaryCall;
  GetPortfolioUsage(argument: _svc_funding_v1_GetPortfolioUsageRequest, callback: grpc.requestCallback<_svc_funding_v1_GetPortfolioUsageResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/portfolios/{portfolio_id}/usage - usage summed over the portfolio's accounts.
   */
  getPortfolioUsage(argument: _svc_funding_v1_GetPortfolioUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetPortfolioUsageResponse__Output>): grpc.ClientUnaryCall;
  getPortfolioUsage(argument: _svc_funding_v1_GetPortfolioUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetPortfolioUsageResponse__Output>): grpc.ClientUnaryCall;
  getPortfolioUsage(argument: _svc_funding_v1_GetPortfolioUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetPortfolioUsageResponse__Output>): grpc.ClientUnaryCall;
  getPortfolioUsage(argument: _svc_funding_v1_GetPortfolioUsageRequest, callback: grpc.requestCallback<_svc_funding_v1_GetPortfolioUsageResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Admin (CLI only): the rate card in effect, or one version.
   */
  GetRateCard(argument: _svc_funding_v1_GetRateCardRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetRateCardResponse__Output>): grpc.ClientUnaryCall;
  GetRateCard(argument: _svc_funding_v1_GetRateCardRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetRateCardResponse__Output>): grpc.ClientUnaryCall;
  GetRateCard(argument: _svc_funding_v1_GetRateCardRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetRateCardResponse__Output>): grpc.ClientUnaryCall;
  GetRateCard(argument: _svc_funding_v1_GetRateCardRequest, callback: grpc.requestCallback<_svc_funding_v1_GetRateCardResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Admin (CLI only): the rate card in effect, or one version.
   */
  getRateCard(argument: _svc_funding_v1_GetRateCardRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetRateCardResponse__Output>): grpc.ClientUnaryCall;
  getRateCard(argument: _svc_funding_v1_GetRateCardRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_GetRateCardResponse__Output>): grpc.ClientUnaryCall;
  getRateCard(argument: _svc_funding_v1_GetRateCardRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_GetRateCardResponse__Output>): grpc.ClientUnaryCall;
  getRateCard(argument: _svc_funding_v1_GetRateCardRequest, callback: grpc.requestCallback<_svc_funding_v1_GetRateCardResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Send path (messaging-proxy), before forwarding: prices the send from the rate card and holds the
   * price on the project's prepaid credits, atomically across replicas. Idempotent on send_key: a
   * retried call answers the same hold (replayed); a released hold is priced and held again.
   * Refusals: FAILED_PRECONDITION, reason PAYMENT_REQUIRED (HTTP 402), public fields `code` and, for
   * insufficient_credits only, `billing_url` (codes in docs/decisions/0105).
   */
  HoldCredits(argument: _svc_funding_v1_HoldCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_HoldCreditsResponse__Output>): grpc.ClientUnaryCall;
  HoldCredits(argument: _svc_funding_v1_HoldCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_HoldCreditsResponse__Output>): grpc.ClientUnaryCall;
  HoldCredits(argument: _svc_funding_v1_HoldCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_HoldCreditsResponse__Output>): grpc.ClientUnaryCall;
  HoldCredits(argument: _svc_funding_v1_HoldCreditsRequest, callback: grpc.requestCallback<_svc_funding_v1_HoldCreditsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Send path (messaging-proxy), before forwarding: prices the send from the rate card and holds the
   * price on the project's prepaid credits, atomically across replicas. Idempotent on send_key: a
   * retried call answers the same hold (replayed); a released hold is priced and held again.
   * Refusals: FAILED_PRECONDITION, reason PAYMENT_REQUIRED (HTTP 402), public fields `code` and, for
   * insufficient_credits only, `billing_url` (codes in docs/decisions/0105).
   */
  holdCredits(argument: _svc_funding_v1_HoldCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_HoldCreditsResponse__Output>): grpc.ClientUnaryCall;
  holdCredits(argument: _svc_funding_v1_HoldCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_HoldCreditsResponse__Output>): grpc.ClientUnaryCall;
  holdCredits(argument: _svc_funding_v1_HoldCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_HoldCreditsResponse__Output>): grpc.ClientUnaryCall;
  holdCredits(argument: _svc_funding_v1_HoldCreditsRequest, callback: grpc.requestCallback<_svc_funding_v1_HoldCreditsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The project's ledger entries (top-ups and charges), newest first, cursor paged.
   */
  ListCreditEntries(argument: _svc_funding_v1_ListCreditEntriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ListCreditEntriesResponse__Output>): grpc.ClientUnaryCall;
  ListCreditEntries(argument: _svc_funding_v1_ListCreditEntriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_ListCreditEntriesResponse__Output>): grpc.ClientUnaryCall;
  ListCreditEntries(argument: _svc_funding_v1_ListCreditEntriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ListCreditEntriesResponse__Output>): grpc.ClientUnaryCall;
  ListCreditEntries(argument: _svc_funding_v1_ListCreditEntriesRequest, callback: grpc.requestCallback<_svc_funding_v1_ListCreditEntriesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The project's ledger entries (top-ups and charges), newest first, cursor paged.
   */
  listCreditEntries(argument: _svc_funding_v1_ListCreditEntriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ListCreditEntriesResponse__Output>): grpc.ClientUnaryCall;
  listCreditEntries(argument: _svc_funding_v1_ListCreditEntriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_ListCreditEntriesResponse__Output>): grpc.ClientUnaryCall;
  listCreditEntries(argument: _svc_funding_v1_ListCreditEntriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ListCreditEntriesResponse__Output>): grpc.ClientUnaryCall;
  listCreditEntries(argument: _svc_funding_v1_ListCreditEntriesRequest, callback: grpc.requestCallback<_svc_funding_v1_ListCreditEntriesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/portfolios/{portfolio_id}/accounts - accounts of a portfolio (page style).
   */
  ListPortfolioAccounts(argument: _svc_funding_v1_ListPortfolioAccountsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ListPortfolioAccountsResponse__Output>): grpc.ClientUnaryCall;
  ListPortfolioAccounts(argument: _svc_funding_v1_ListPortfolioAccountsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_ListPortfolioAccountsResponse__Output>): grpc.ClientUnaryCall;
  ListPortfolioAccounts(argument: _svc_funding_v1_ListPortfolioAccountsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_ListPortfolioAccountsResponse__Output>): grpc.ClientUnaryCall;
  ListPortfolioAccounts(argument: _svc_funding_v1_ListPortfolioAccountsRequest, callback: grpc.requestCallback<_svc_funding_v1_ListPortfolioAccountsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/portfolios/{portfolio_id}/accounts - accounts of a portfolio (page style).
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
   * Admin (CLI only): loads a rate card as the next version (the same card as the newest one makes no new version).
   */
  LoadRateCard(argument: _svc_funding_v1_LoadRateCardRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_LoadRateCardResponse__Output>): grpc.ClientUnaryCall;
  LoadRateCard(argument: _svc_funding_v1_LoadRateCardRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_LoadRateCardResponse__Output>): grpc.ClientUnaryCall;
  LoadRateCard(argument: _svc_funding_v1_LoadRateCardRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_LoadRateCardResponse__Output>): grpc.ClientUnaryCall;
  LoadRateCard(argument: _svc_funding_v1_LoadRateCardRequest, callback: grpc.requestCallback<_svc_funding_v1_LoadRateCardResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Admin (CLI only): loads a rate card as the next version (the same card as the newest one makes no new version).
   */
  loadRateCard(argument: _svc_funding_v1_LoadRateCardRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_LoadRateCardResponse__Output>): grpc.ClientUnaryCall;
  loadRateCard(argument: _svc_funding_v1_LoadRateCardRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_LoadRateCardResponse__Output>): grpc.ClientUnaryCall;
  loadRateCard(argument: _svc_funding_v1_LoadRateCardRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_LoadRateCardResponse__Output>): grpc.ClientUnaryCall;
  loadRateCard(argument: _svc_funding_v1_LoadRateCardRequest, callback: grpc.requestCallback<_svc_funding_v1_LoadRateCardResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Send path: the send failed and was not accepted upstream; the hold is released.
   */
  ReleaseCreditHold(argument: _svc_funding_v1_ReleaseCreditHoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_CreditHoldResponse__Output>): grpc.ClientUnaryCall;
  ReleaseCreditHold(argument: _svc_funding_v1_ReleaseCreditHoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_CreditHoldResponse__Output>): grpc.ClientUnaryCall;
  ReleaseCreditHold(argument: _svc_funding_v1_ReleaseCreditHoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_CreditHoldResponse__Output>): grpc.ClientUnaryCall;
  ReleaseCreditHold(argument: _svc_funding_v1_ReleaseCreditHoldRequest, callback: grpc.requestCallback<_svc_funding_v1_CreditHoldResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Send path: the send failed and was not accepted upstream; the hold is released.
   */
  releaseCreditHold(argument: _svc_funding_v1_ReleaseCreditHoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_CreditHoldResponse__Output>): grpc.ClientUnaryCall;
  releaseCreditHold(argument: _svc_funding_v1_ReleaseCreditHoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_CreditHoldResponse__Output>): grpc.ClientUnaryCall;
  releaseCreditHold(argument: _svc_funding_v1_ReleaseCreditHoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_CreditHoldResponse__Output>): grpc.ClientUnaryCall;
  releaseCreditHold(argument: _svc_funding_v1_ReleaseCreditHoldRequest, callback: grpc.requestCallback<_svc_funding_v1_CreditHoldResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/portfolios/{portfolio_id}/funding/revoke - queues the revocation (Idempotency-Key).
   */
  RevokePortfolioFunding(argument: _svc_funding_v1_RevokePortfolioFundingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_RevokePortfolioFundingResponse__Output>): grpc.ClientUnaryCall;
  RevokePortfolioFunding(argument: _svc_funding_v1_RevokePortfolioFundingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_RevokePortfolioFundingResponse__Output>): grpc.ClientUnaryCall;
  RevokePortfolioFunding(argument: _svc_funding_v1_RevokePortfolioFundingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_RevokePortfolioFundingResponse__Output>): grpc.ClientUnaryCall;
  RevokePortfolioFunding(argument: _svc_funding_v1_RevokePortfolioFundingRequest, callback: grpc.requestCallback<_svc_funding_v1_RevokePortfolioFundingResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/portfolios/{portfolio_id}/funding/revoke - queues the revocation (Idempotency-Key).
   */
  revokePortfolioFunding(argument: _svc_funding_v1_RevokePortfolioFundingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_RevokePortfolioFundingResponse__Output>): grpc.ClientUnaryCall;
  revokePortfolioFunding(argument: _svc_funding_v1_RevokePortfolioFundingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_RevokePortfolioFundingResponse__Output>): grpc.ClientUnaryCall;
  revokePortfolioFunding(argument: _svc_funding_v1_RevokePortfolioFundingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_RevokePortfolioFundingResponse__Output>): grpc.ClientUnaryCall;
  revokePortfolioFunding(argument: _svc_funding_v1_RevokePortfolioFundingRequest, callback: grpc.requestCallback<_svc_funding_v1_RevokePortfolioFundingResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The project's charges in a time window: their sum and count (the dashboard's overview; exact, however many).
   */
  SummarizeCharges(argument: _svc_funding_v1_SummarizeChargesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_SummarizeChargesResponse__Output>): grpc.ClientUnaryCall;
  SummarizeCharges(argument: _svc_funding_v1_SummarizeChargesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_SummarizeChargesResponse__Output>): grpc.ClientUnaryCall;
  SummarizeCharges(argument: _svc_funding_v1_SummarizeChargesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_SummarizeChargesResponse__Output>): grpc.ClientUnaryCall;
  SummarizeCharges(argument: _svc_funding_v1_SummarizeChargesRequest, callback: grpc.requestCallback<_svc_funding_v1_SummarizeChargesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The project's charges in a time window: their sum and count (the dashboard's overview; exact, however many).
   */
  summarizeCharges(argument: _svc_funding_v1_SummarizeChargesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_SummarizeChargesResponse__Output>): grpc.ClientUnaryCall;
  summarizeCharges(argument: _svc_funding_v1_SummarizeChargesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_SummarizeChargesResponse__Output>): grpc.ClientUnaryCall;
  summarizeCharges(argument: _svc_funding_v1_SummarizeChargesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_SummarizeChargesResponse__Output>): grpc.ClientUnaryCall;
  summarizeCharges(argument: _svc_funding_v1_SummarizeChargesRequest, callback: grpc.requestCallback<_svc_funding_v1_SummarizeChargesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Admin (CLI only): adds prepaid credits to a project; idempotent on `reference`.
   */
  TopUpCredits(argument: _svc_funding_v1_TopUpCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_TopUpCreditsResponse__Output>): grpc.ClientUnaryCall;
  TopUpCredits(argument: _svc_funding_v1_TopUpCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_TopUpCreditsResponse__Output>): grpc.ClientUnaryCall;
  TopUpCredits(argument: _svc_funding_v1_TopUpCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_TopUpCreditsResponse__Output>): grpc.ClientUnaryCall;
  TopUpCredits(argument: _svc_funding_v1_TopUpCreditsRequest, callback: grpc.requestCallback<_svc_funding_v1_TopUpCreditsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Admin (CLI only): adds prepaid credits to a project; idempotent on `reference`.
   */
  topUpCredits(argument: _svc_funding_v1_TopUpCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_TopUpCreditsResponse__Output>): grpc.ClientUnaryCall;
  topUpCredits(argument: _svc_funding_v1_TopUpCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_funding_v1_TopUpCreditsResponse__Output>): grpc.ClientUnaryCall;
  topUpCredits(argument: _svc_funding_v1_TopUpCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_funding_v1_TopUpCreditsResponse__Output>): grpc.ClientUnaryCall;
  topUpCredits(argument: _svc_funding_v1_TopUpCreditsRequest, callback: grpc.requestCallback<_svc_funding_v1_TopUpCreditsResponse__Output>): grpc.ClientUnaryCall;
  
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
   * Send path: the upstream accepted the send as message_id; the hold settles from that message's
   * pricing in its status webhook (at once when the pricing already arrived).
   */
  ConfirmCreditHold: grpc.handleUnaryCall<_svc_funding_v1_ConfirmCreditHoldRequest__Output, _svc_funding_v1_CreditHoldResponse>;
  
  /**
   * POST /messaging/accounts/{waba_id}/funding - ensure funding (starts or reuses a run).
   */
  EnsureFunding: grpc.handleUnaryCall<_svc_funding_v1_EnsureFundingRequest__Output, _svc_funding_v1_EnsureFundingResponse>;
  
  /**
   * GET /messaging/accounts/{waba_id}/usage - recorded messaging and calling usage of one account.
   */
  GetAccountUsage: grpc.handleUnaryCall<_svc_funding_v1_GetAccountUsageRequest__Output, _svc_funding_v1_GetAccountUsageResponse>;
  
  /**
   * The project's credits: balance, active holds, available.
   */
  GetCreditBalance: grpc.handleUnaryCall<_svc_funding_v1_GetCreditBalanceRequest__Output, _svc_funding_v1_GetCreditBalanceResponse>;
  
  /**
   * GET /messaging/accounts/{waba_id}/funding - funding status and latest run.
   */
  GetFunding: grpc.handleUnaryCall<_svc_funding_v1_GetFundingRequest__Output, _svc_funding_v1_GetFundingResponse>;
  
  /**
   * GET /messaging/portfolios/{portfolio_id}/funding/operations/{operation_id} - polls a revocation.
   */
  GetFundingOperation: grpc.handleUnaryCall<_svc_funding_v1_GetFundingOperationRequest__Output, _svc_funding_v1_GetFundingOperationResponse>;
  
  /**
   * GET /messaging/portfolios/{portfolio_id}/usage - usage summed over the portfolio's accounts.
   */
  GetPortfolioUsage: grpc.handleUnaryCall<_svc_funding_v1_GetPortfolioUsageRequest__Output, _svc_funding_v1_GetPortfolioUsageResponse>;
  
  /**
   * Admin (CLI only): the rate card in effect, or one version.
   */
  GetRateCard: grpc.handleUnaryCall<_svc_funding_v1_GetRateCardRequest__Output, _svc_funding_v1_GetRateCardResponse>;
  
  /**
   * Send path (messaging-proxy), before forwarding: prices the send from the rate card and holds the
   * price on the project's prepaid credits, atomically across replicas. Idempotent on send_key: a
   * retried call answers the same hold (replayed); a released hold is priced and held again.
   * Refusals: FAILED_PRECONDITION, reason PAYMENT_REQUIRED (HTTP 402), public fields `code` and, for
   * insufficient_credits only, `billing_url` (codes in docs/decisions/0105).
   */
  HoldCredits: grpc.handleUnaryCall<_svc_funding_v1_HoldCreditsRequest__Output, _svc_funding_v1_HoldCreditsResponse>;
  
  /**
   * The project's ledger entries (top-ups and charges), newest first, cursor paged.
   */
  ListCreditEntries: grpc.handleUnaryCall<_svc_funding_v1_ListCreditEntriesRequest__Output, _svc_funding_v1_ListCreditEntriesResponse>;
  
  /**
   * GET /messaging/portfolios/{portfolio_id}/accounts - accounts of a portfolio (page style).
   */
  ListPortfolioAccounts: grpc.handleUnaryCall<_svc_funding_v1_ListPortfolioAccountsRequest__Output, _svc_funding_v1_ListPortfolioAccountsResponse>;
  
  /**
   * Admin (CLI only): the project's external solutions, without their tokens.
   */
  ListSolutions: grpc.handleUnaryCall<_svc_funding_v1_ListSolutionsRequest__Output, _svc_funding_v1_ListSolutionsResponse>;
  
  /**
   * Admin (CLI only): loads a rate card as the next version (the same card as the newest one makes no new version).
   */
  LoadRateCard: grpc.handleUnaryCall<_svc_funding_v1_LoadRateCardRequest__Output, _svc_funding_v1_LoadRateCardResponse>;
  
  /**
   * Send path: the send failed and was not accepted upstream; the hold is released.
   */
  ReleaseCreditHold: grpc.handleUnaryCall<_svc_funding_v1_ReleaseCreditHoldRequest__Output, _svc_funding_v1_CreditHoldResponse>;
  
  /**
   * POST /messaging/portfolios/{portfolio_id}/funding/revoke - queues the revocation (Idempotency-Key).
   */
  RevokePortfolioFunding: grpc.handleUnaryCall<_svc_funding_v1_RevokePortfolioFundingRequest__Output, _svc_funding_v1_RevokePortfolioFundingResponse>;
  
  /**
   * The project's charges in a time window: their sum and count (the dashboard's overview; exact, however many).
   */
  SummarizeCharges: grpc.handleUnaryCall<_svc_funding_v1_SummarizeChargesRequest__Output, _svc_funding_v1_SummarizeChargesResponse>;
  
  /**
   * Admin (CLI only): adds prepaid credits to a project; idempotent on `reference`.
   */
  TopUpCredits: grpc.handleUnaryCall<_svc_funding_v1_TopUpCreditsRequest__Output, _svc_funding_v1_TopUpCreditsResponse>;
  
}

export interface FundingServiceDefinition extends grpc.ServiceDefinition {
  ConfigureSolution: MethodDefinition<_svc_funding_v1_ConfigureSolutionRequest, _svc_funding_v1_ConfigureSolutionResponse, _svc_funding_v1_ConfigureSolutionRequest__Output, _svc_funding_v1_ConfigureSolutionResponse__Output>
  ConfirmCreditHold: MethodDefinition<_svc_funding_v1_ConfirmCreditHoldRequest, _svc_funding_v1_CreditHoldResponse, _svc_funding_v1_ConfirmCreditHoldRequest__Output, _svc_funding_v1_CreditHoldResponse__Output>
  EnsureFunding: MethodDefinition<_svc_funding_v1_EnsureFundingRequest, _svc_funding_v1_EnsureFundingResponse, _svc_funding_v1_EnsureFundingRequest__Output, _svc_funding_v1_EnsureFundingResponse__Output>
  GetAccountUsage: MethodDefinition<_svc_funding_v1_GetAccountUsageRequest, _svc_funding_v1_GetAccountUsageResponse, _svc_funding_v1_GetAccountUsageRequest__Output, _svc_funding_v1_GetAccountUsageResponse__Output>
  GetCreditBalance: MethodDefinition<_svc_funding_v1_GetCreditBalanceRequest, _svc_funding_v1_GetCreditBalanceResponse, _svc_funding_v1_GetCreditBalanceRequest__Output, _svc_funding_v1_GetCreditBalanceResponse__Output>
  GetFunding: MethodDefinition<_svc_funding_v1_GetFundingRequest, _svc_funding_v1_GetFundingResponse, _svc_funding_v1_GetFundingRequest__Output, _svc_funding_v1_GetFundingResponse__Output>
  GetFundingOperation: MethodDefinition<_svc_funding_v1_GetFundingOperationRequest, _svc_funding_v1_GetFundingOperationResponse, _svc_funding_v1_GetFundingOperationRequest__Output, _svc_funding_v1_GetFundingOperationResponse__Output>
  GetPortfolioUsage: MethodDefinition<_svc_funding_v1_GetPortfolioUsageRequest, _svc_funding_v1_GetPortfolioUsageResponse, _svc_funding_v1_GetPortfolioUsageRequest__Output, _svc_funding_v1_GetPortfolioUsageResponse__Output>
  GetRateCard: MethodDefinition<_svc_funding_v1_GetRateCardRequest, _svc_funding_v1_GetRateCardResponse, _svc_funding_v1_GetRateCardRequest__Output, _svc_funding_v1_GetRateCardResponse__Output>
  HoldCredits: MethodDefinition<_svc_funding_v1_HoldCreditsRequest, _svc_funding_v1_HoldCreditsResponse, _svc_funding_v1_HoldCreditsRequest__Output, _svc_funding_v1_HoldCreditsResponse__Output>
  ListCreditEntries: MethodDefinition<_svc_funding_v1_ListCreditEntriesRequest, _svc_funding_v1_ListCreditEntriesResponse, _svc_funding_v1_ListCreditEntriesRequest__Output, _svc_funding_v1_ListCreditEntriesResponse__Output>
  ListPortfolioAccounts: MethodDefinition<_svc_funding_v1_ListPortfolioAccountsRequest, _svc_funding_v1_ListPortfolioAccountsResponse, _svc_funding_v1_ListPortfolioAccountsRequest__Output, _svc_funding_v1_ListPortfolioAccountsResponse__Output>
  ListSolutions: MethodDefinition<_svc_funding_v1_ListSolutionsRequest, _svc_funding_v1_ListSolutionsResponse, _svc_funding_v1_ListSolutionsRequest__Output, _svc_funding_v1_ListSolutionsResponse__Output>
  LoadRateCard: MethodDefinition<_svc_funding_v1_LoadRateCardRequest, _svc_funding_v1_LoadRateCardResponse, _svc_funding_v1_LoadRateCardRequest__Output, _svc_funding_v1_LoadRateCardResponse__Output>
  ReleaseCreditHold: MethodDefinition<_svc_funding_v1_ReleaseCreditHoldRequest, _svc_funding_v1_CreditHoldResponse, _svc_funding_v1_ReleaseCreditHoldRequest__Output, _svc_funding_v1_CreditHoldResponse__Output>
  RevokePortfolioFunding: MethodDefinition<_svc_funding_v1_RevokePortfolioFundingRequest, _svc_funding_v1_RevokePortfolioFundingResponse, _svc_funding_v1_RevokePortfolioFundingRequest__Output, _svc_funding_v1_RevokePortfolioFundingResponse__Output>
  SummarizeCharges: MethodDefinition<_svc_funding_v1_SummarizeChargesRequest, _svc_funding_v1_SummarizeChargesResponse, _svc_funding_v1_SummarizeChargesRequest__Output, _svc_funding_v1_SummarizeChargesResponse__Output>
  TopUpCredits: MethodDefinition<_svc_funding_v1_TopUpCreditsRequest, _svc_funding_v1_TopUpCreditsResponse, _svc_funding_v1_TopUpCreditsRequest__Output, _svc_funding_v1_TopUpCreditsResponse__Output>
}
