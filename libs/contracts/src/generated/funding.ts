import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value';
import type { CursorPaging as _svc_common_v1_CursorPaging, CursorPaging__Output as _svc_common_v1_CursorPaging__Output } from './svc/common/v1/CursorPaging';
import type { Cursors as _svc_common_v1_Cursors, Cursors__Output as _svc_common_v1_Cursors__Output } from './svc/common/v1/Cursors';
import type { Empty as _svc_common_v1_Empty, Empty__Output as _svc_common_v1_Empty__Output } from './svc/common/v1/Empty';
import type { ErrorInfo as _svc_common_v1_ErrorInfo, ErrorInfo__Output as _svc_common_v1_ErrorInfo__Output } from './svc/common/v1/ErrorInfo';
import type { LogSearchHit as _svc_common_v1_LogSearchHit, LogSearchHit__Output as _svc_common_v1_LogSearchHit__Output } from './svc/common/v1/LogSearchHit';
import type { LogSearchPosition as _svc_common_v1_LogSearchPosition, LogSearchPosition__Output as _svc_common_v1_LogSearchPosition__Output } from './svc/common/v1/LogSearchPosition';
import type { LogSearchReply as _svc_common_v1_LogSearchReply, LogSearchReply__Output as _svc_common_v1_LogSearchReply__Output } from './svc/common/v1/LogSearchReply';
import type { LogSearchRequest as _svc_common_v1_LogSearchRequest, LogSearchRequest__Output as _svc_common_v1_LogSearchRequest__Output } from './svc/common/v1/LogSearchRequest';
import type { LogSourceState as _svc_common_v1_LogSourceState, LogSourceState__Output as _svc_common_v1_LogSourceState__Output } from './svc/common/v1/LogSourceState';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from './svc/common/v1/PageMeta';
import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from './svc/common/v1/PageRequest';
import type { ConfigureSolutionRequest as _svc_funding_v1_ConfigureSolutionRequest, ConfigureSolutionRequest__Output as _svc_funding_v1_ConfigureSolutionRequest__Output } from './svc/funding/v1/ConfigureSolutionRequest';
import type { ConfigureSolutionResponse as _svc_funding_v1_ConfigureSolutionResponse, ConfigureSolutionResponse__Output as _svc_funding_v1_ConfigureSolutionResponse__Output } from './svc/funding/v1/ConfigureSolutionResponse';
import type { ConfirmCreditHoldRequest as _svc_funding_v1_ConfirmCreditHoldRequest, ConfirmCreditHoldRequest__Output as _svc_funding_v1_ConfirmCreditHoldRequest__Output } from './svc/funding/v1/ConfirmCreditHoldRequest';
import type { CreditBalance as _svc_funding_v1_CreditBalance, CreditBalance__Output as _svc_funding_v1_CreditBalance__Output } from './svc/funding/v1/CreditBalance';
import type { CreditEntry as _svc_funding_v1_CreditEntry, CreditEntry__Output as _svc_funding_v1_CreditEntry__Output } from './svc/funding/v1/CreditEntry';
import type { CreditHold as _svc_funding_v1_CreditHold, CreditHold__Output as _svc_funding_v1_CreditHold__Output } from './svc/funding/v1/CreditHold';
import type { CreditHoldResponse as _svc_funding_v1_CreditHoldResponse, CreditHoldResponse__Output as _svc_funding_v1_CreditHoldResponse__Output } from './svc/funding/v1/CreditHoldResponse';
import type { EnsureFundingRequest as _svc_funding_v1_EnsureFundingRequest, EnsureFundingRequest__Output as _svc_funding_v1_EnsureFundingRequest__Output } from './svc/funding/v1/EnsureFundingRequest';
import type { EnsureFundingResponse as _svc_funding_v1_EnsureFundingResponse, EnsureFundingResponse__Output as _svc_funding_v1_EnsureFundingResponse__Output } from './svc/funding/v1/EnsureFundingResponse';
import type { Funding as _svc_funding_v1_Funding, Funding__Output as _svc_funding_v1_Funding__Output } from './svc/funding/v1/Funding';
import type { FundingOperation as _svc_funding_v1_FundingOperation, FundingOperation__Output as _svc_funding_v1_FundingOperation__Output } from './svc/funding/v1/FundingOperation';
import type { FundingRun as _svc_funding_v1_FundingRun, FundingRun__Output as _svc_funding_v1_FundingRun__Output } from './svc/funding/v1/FundingRun';
import type { FundingServiceClient as _svc_funding_v1_FundingServiceClient, FundingServiceDefinition as _svc_funding_v1_FundingServiceDefinition } from './svc/funding/v1/FundingService';
import type { GetAccountUsageRequest as _svc_funding_v1_GetAccountUsageRequest, GetAccountUsageRequest__Output as _svc_funding_v1_GetAccountUsageRequest__Output } from './svc/funding/v1/GetAccountUsageRequest';
import type { GetAccountUsageResponse as _svc_funding_v1_GetAccountUsageResponse, GetAccountUsageResponse__Output as _svc_funding_v1_GetAccountUsageResponse__Output } from './svc/funding/v1/GetAccountUsageResponse';
import type { GetCreditBalanceRequest as _svc_funding_v1_GetCreditBalanceRequest, GetCreditBalanceRequest__Output as _svc_funding_v1_GetCreditBalanceRequest__Output } from './svc/funding/v1/GetCreditBalanceRequest';
import type { GetCreditBalanceResponse as _svc_funding_v1_GetCreditBalanceResponse, GetCreditBalanceResponse__Output as _svc_funding_v1_GetCreditBalanceResponse__Output } from './svc/funding/v1/GetCreditBalanceResponse';
import type { GetFundingOperationRequest as _svc_funding_v1_GetFundingOperationRequest, GetFundingOperationRequest__Output as _svc_funding_v1_GetFundingOperationRequest__Output } from './svc/funding/v1/GetFundingOperationRequest';
import type { GetFundingOperationResponse as _svc_funding_v1_GetFundingOperationResponse, GetFundingOperationResponse__Output as _svc_funding_v1_GetFundingOperationResponse__Output } from './svc/funding/v1/GetFundingOperationResponse';
import type { GetFundingRequest as _svc_funding_v1_GetFundingRequest, GetFundingRequest__Output as _svc_funding_v1_GetFundingRequest__Output } from './svc/funding/v1/GetFundingRequest';
import type { GetFundingResponse as _svc_funding_v1_GetFundingResponse, GetFundingResponse__Output as _svc_funding_v1_GetFundingResponse__Output } from './svc/funding/v1/GetFundingResponse';
import type { GetPortfolioUsageRequest as _svc_funding_v1_GetPortfolioUsageRequest, GetPortfolioUsageRequest__Output as _svc_funding_v1_GetPortfolioUsageRequest__Output } from './svc/funding/v1/GetPortfolioUsageRequest';
import type { GetPortfolioUsageResponse as _svc_funding_v1_GetPortfolioUsageResponse, GetPortfolioUsageResponse__Output as _svc_funding_v1_GetPortfolioUsageResponse__Output } from './svc/funding/v1/GetPortfolioUsageResponse';
import type { GetRateCardRequest as _svc_funding_v1_GetRateCardRequest, GetRateCardRequest__Output as _svc_funding_v1_GetRateCardRequest__Output } from './svc/funding/v1/GetRateCardRequest';
import type { GetRateCardResponse as _svc_funding_v1_GetRateCardResponse, GetRateCardResponse__Output as _svc_funding_v1_GetRateCardResponse__Output } from './svc/funding/v1/GetRateCardResponse';
import type { HoldCreditsRequest as _svc_funding_v1_HoldCreditsRequest, HoldCreditsRequest__Output as _svc_funding_v1_HoldCreditsRequest__Output } from './svc/funding/v1/HoldCreditsRequest';
import type { HoldCreditsResponse as _svc_funding_v1_HoldCreditsResponse, HoldCreditsResponse__Output as _svc_funding_v1_HoldCreditsResponse__Output } from './svc/funding/v1/HoldCreditsResponse';
import type { ListCreditEntriesRequest as _svc_funding_v1_ListCreditEntriesRequest, ListCreditEntriesRequest__Output as _svc_funding_v1_ListCreditEntriesRequest__Output } from './svc/funding/v1/ListCreditEntriesRequest';
import type { ListCreditEntriesResponse as _svc_funding_v1_ListCreditEntriesResponse, ListCreditEntriesResponse__Output as _svc_funding_v1_ListCreditEntriesResponse__Output } from './svc/funding/v1/ListCreditEntriesResponse';
import type { ListPortfolioAccountsRequest as _svc_funding_v1_ListPortfolioAccountsRequest, ListPortfolioAccountsRequest__Output as _svc_funding_v1_ListPortfolioAccountsRequest__Output } from './svc/funding/v1/ListPortfolioAccountsRequest';
import type { ListPortfolioAccountsResponse as _svc_funding_v1_ListPortfolioAccountsResponse, ListPortfolioAccountsResponse__Output as _svc_funding_v1_ListPortfolioAccountsResponse__Output } from './svc/funding/v1/ListPortfolioAccountsResponse';
import type { ListSolutionsRequest as _svc_funding_v1_ListSolutionsRequest, ListSolutionsRequest__Output as _svc_funding_v1_ListSolutionsRequest__Output } from './svc/funding/v1/ListSolutionsRequest';
import type { ListSolutionsResponse as _svc_funding_v1_ListSolutionsResponse, ListSolutionsResponse__Output as _svc_funding_v1_ListSolutionsResponse__Output } from './svc/funding/v1/ListSolutionsResponse';
import type { LoadRateCardRequest as _svc_funding_v1_LoadRateCardRequest, LoadRateCardRequest__Output as _svc_funding_v1_LoadRateCardRequest__Output } from './svc/funding/v1/LoadRateCardRequest';
import type { LoadRateCardResponse as _svc_funding_v1_LoadRateCardResponse, LoadRateCardResponse__Output as _svc_funding_v1_LoadRateCardResponse__Output } from './svc/funding/v1/LoadRateCardResponse';
import type { PaidMessages as _svc_funding_v1_PaidMessages, PaidMessages__Output as _svc_funding_v1_PaidMessages__Output } from './svc/funding/v1/PaidMessages';
import type { PortfolioAccount as _svc_funding_v1_PortfolioAccount, PortfolioAccount__Output as _svc_funding_v1_PortfolioAccount__Output } from './svc/funding/v1/PortfolioAccount';
import type { RateCard as _svc_funding_v1_RateCard, RateCard__Output as _svc_funding_v1_RateCard__Output } from './svc/funding/v1/RateCard';
import type { ReleaseCreditHoldRequest as _svc_funding_v1_ReleaseCreditHoldRequest, ReleaseCreditHoldRequest__Output as _svc_funding_v1_ReleaseCreditHoldRequest__Output } from './svc/funding/v1/ReleaseCreditHoldRequest';
import type { RevokePortfolioFundingRequest as _svc_funding_v1_RevokePortfolioFundingRequest, RevokePortfolioFundingRequest__Output as _svc_funding_v1_RevokePortfolioFundingRequest__Output } from './svc/funding/v1/RevokePortfolioFundingRequest';
import type { RevokePortfolioFundingResponse as _svc_funding_v1_RevokePortfolioFundingResponse, RevokePortfolioFundingResponse__Output as _svc_funding_v1_RevokePortfolioFundingResponse__Output } from './svc/funding/v1/RevokePortfolioFundingResponse';
import type { Solution as _svc_funding_v1_Solution, Solution__Output as _svc_funding_v1_Solution__Output } from './svc/funding/v1/Solution';
import type { SummarizeChargesRequest as _svc_funding_v1_SummarizeChargesRequest, SummarizeChargesRequest__Output as _svc_funding_v1_SummarizeChargesRequest__Output } from './svc/funding/v1/SummarizeChargesRequest';
import type { SummarizeChargesResponse as _svc_funding_v1_SummarizeChargesResponse, SummarizeChargesResponse__Output as _svc_funding_v1_SummarizeChargesResponse__Output } from './svc/funding/v1/SummarizeChargesResponse';
import type { TopUpCreditsRequest as _svc_funding_v1_TopUpCreditsRequest, TopUpCreditsRequest__Output as _svc_funding_v1_TopUpCreditsRequest__Output } from './svc/funding/v1/TopUpCreditsRequest';
import type { TopUpCreditsResponse as _svc_funding_v1_TopUpCreditsResponse, TopUpCreditsResponse__Output as _svc_funding_v1_TopUpCreditsResponse__Output } from './svc/funding/v1/TopUpCreditsResponse';
import type { Usage as _svc_funding_v1_Usage, Usage__Output as _svc_funding_v1_Usage__Output } from './svc/funding/v1/Usage';
import type { UsageBreakdown as _svc_funding_v1_UsageBreakdown, UsageBreakdown__Output as _svc_funding_v1_UsageBreakdown__Output } from './svc/funding/v1/UsageBreakdown';
import type { UsageEntry as _svc_funding_v1_UsageEntry, UsageEntry__Output as _svc_funding_v1_UsageEntry__Output } from './svc/funding/v1/UsageEntry';
import type { UsageFreshness as _svc_funding_v1_UsageFreshness, UsageFreshness__Output as _svc_funding_v1_UsageFreshness__Output } from './svc/funding/v1/UsageFreshness';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  google: {
    protobuf: {
      ListValue: MessageTypeDefinition<_google_protobuf_ListValue, _google_protobuf_ListValue__Output>
      NullValue: EnumTypeDefinition
      Struct: MessageTypeDefinition<_google_protobuf_Struct, _google_protobuf_Struct__Output>
      Value: MessageTypeDefinition<_google_protobuf_Value, _google_protobuf_Value__Output>
    }
  }
  svc: {
    common: {
      v1: {
        CursorPaging: MessageTypeDefinition<_svc_common_v1_CursorPaging, _svc_common_v1_CursorPaging__Output>
        Cursors: MessageTypeDefinition<_svc_common_v1_Cursors, _svc_common_v1_Cursors__Output>
        Empty: MessageTypeDefinition<_svc_common_v1_Empty, _svc_common_v1_Empty__Output>
        ErrorInfo: MessageTypeDefinition<_svc_common_v1_ErrorInfo, _svc_common_v1_ErrorInfo__Output>
        LogSearchHit: MessageTypeDefinition<_svc_common_v1_LogSearchHit, _svc_common_v1_LogSearchHit__Output>
        LogSearchPosition: MessageTypeDefinition<_svc_common_v1_LogSearchPosition, _svc_common_v1_LogSearchPosition__Output>
        LogSearchReply: MessageTypeDefinition<_svc_common_v1_LogSearchReply, _svc_common_v1_LogSearchReply__Output>
        LogSearchRequest: MessageTypeDefinition<_svc_common_v1_LogSearchRequest, _svc_common_v1_LogSearchRequest__Output>
        LogSourceState: MessageTypeDefinition<_svc_common_v1_LogSourceState, _svc_common_v1_LogSourceState__Output>
        PageMeta: MessageTypeDefinition<_svc_common_v1_PageMeta, _svc_common_v1_PageMeta__Output>
        PageRequest: MessageTypeDefinition<_svc_common_v1_PageRequest, _svc_common_v1_PageRequest__Output>
      }
    }
    funding: {
      v1: {
        ConfigureSolutionRequest: MessageTypeDefinition<_svc_funding_v1_ConfigureSolutionRequest, _svc_funding_v1_ConfigureSolutionRequest__Output>
        ConfigureSolutionResponse: MessageTypeDefinition<_svc_funding_v1_ConfigureSolutionResponse, _svc_funding_v1_ConfigureSolutionResponse__Output>
        ConfirmCreditHoldRequest: MessageTypeDefinition<_svc_funding_v1_ConfirmCreditHoldRequest, _svc_funding_v1_ConfirmCreditHoldRequest__Output>
        CreditBalance: MessageTypeDefinition<_svc_funding_v1_CreditBalance, _svc_funding_v1_CreditBalance__Output>
        CreditEntry: MessageTypeDefinition<_svc_funding_v1_CreditEntry, _svc_funding_v1_CreditEntry__Output>
        CreditHold: MessageTypeDefinition<_svc_funding_v1_CreditHold, _svc_funding_v1_CreditHold__Output>
        CreditHoldResponse: MessageTypeDefinition<_svc_funding_v1_CreditHoldResponse, _svc_funding_v1_CreditHoldResponse__Output>
        EnsureFundingRequest: MessageTypeDefinition<_svc_funding_v1_EnsureFundingRequest, _svc_funding_v1_EnsureFundingRequest__Output>
        EnsureFundingResponse: MessageTypeDefinition<_svc_funding_v1_EnsureFundingResponse, _svc_funding_v1_EnsureFundingResponse__Output>
        Funding: MessageTypeDefinition<_svc_funding_v1_Funding, _svc_funding_v1_Funding__Output>
        FundingOperation: MessageTypeDefinition<_svc_funding_v1_FundingOperation, _svc_funding_v1_FundingOperation__Output>
        FundingRun: MessageTypeDefinition<_svc_funding_v1_FundingRun, _svc_funding_v1_FundingRun__Output>
        FundingRunStatus: EnumTypeDefinition
        /**
         * Funding runs, funding status, revocations and usage of business accounts, scoped by project.
         */
        FundingService: SubtypeConstructor<typeof grpc.Client, _svc_funding_v1_FundingServiceClient> & { service: _svc_funding_v1_FundingServiceDefinition }
        FundingStatus: EnumTypeDefinition
        GetAccountUsageRequest: MessageTypeDefinition<_svc_funding_v1_GetAccountUsageRequest, _svc_funding_v1_GetAccountUsageRequest__Output>
        GetAccountUsageResponse: MessageTypeDefinition<_svc_funding_v1_GetAccountUsageResponse, _svc_funding_v1_GetAccountUsageResponse__Output>
        GetCreditBalanceRequest: MessageTypeDefinition<_svc_funding_v1_GetCreditBalanceRequest, _svc_funding_v1_GetCreditBalanceRequest__Output>
        GetCreditBalanceResponse: MessageTypeDefinition<_svc_funding_v1_GetCreditBalanceResponse, _svc_funding_v1_GetCreditBalanceResponse__Output>
        GetFundingOperationRequest: MessageTypeDefinition<_svc_funding_v1_GetFundingOperationRequest, _svc_funding_v1_GetFundingOperationRequest__Output>
        GetFundingOperationResponse: MessageTypeDefinition<_svc_funding_v1_GetFundingOperationResponse, _svc_funding_v1_GetFundingOperationResponse__Output>
        GetFundingRequest: MessageTypeDefinition<_svc_funding_v1_GetFundingRequest, _svc_funding_v1_GetFundingRequest__Output>
        GetFundingResponse: MessageTypeDefinition<_svc_funding_v1_GetFundingResponse, _svc_funding_v1_GetFundingResponse__Output>
        GetPortfolioUsageRequest: MessageTypeDefinition<_svc_funding_v1_GetPortfolioUsageRequest, _svc_funding_v1_GetPortfolioUsageRequest__Output>
        GetPortfolioUsageResponse: MessageTypeDefinition<_svc_funding_v1_GetPortfolioUsageResponse, _svc_funding_v1_GetPortfolioUsageResponse__Output>
        GetRateCardRequest: MessageTypeDefinition<_svc_funding_v1_GetRateCardRequest, _svc_funding_v1_GetRateCardRequest__Output>
        GetRateCardResponse: MessageTypeDefinition<_svc_funding_v1_GetRateCardResponse, _svc_funding_v1_GetRateCardResponse__Output>
        HoldCreditsRequest: MessageTypeDefinition<_svc_funding_v1_HoldCreditsRequest, _svc_funding_v1_HoldCreditsRequest__Output>
        HoldCreditsResponse: MessageTypeDefinition<_svc_funding_v1_HoldCreditsResponse, _svc_funding_v1_HoldCreditsResponse__Output>
        ListCreditEntriesRequest: MessageTypeDefinition<_svc_funding_v1_ListCreditEntriesRequest, _svc_funding_v1_ListCreditEntriesRequest__Output>
        ListCreditEntriesResponse: MessageTypeDefinition<_svc_funding_v1_ListCreditEntriesResponse, _svc_funding_v1_ListCreditEntriesResponse__Output>
        ListPortfolioAccountsRequest: MessageTypeDefinition<_svc_funding_v1_ListPortfolioAccountsRequest, _svc_funding_v1_ListPortfolioAccountsRequest__Output>
        ListPortfolioAccountsResponse: MessageTypeDefinition<_svc_funding_v1_ListPortfolioAccountsResponse, _svc_funding_v1_ListPortfolioAccountsResponse__Output>
        ListSolutionsRequest: MessageTypeDefinition<_svc_funding_v1_ListSolutionsRequest, _svc_funding_v1_ListSolutionsRequest__Output>
        ListSolutionsResponse: MessageTypeDefinition<_svc_funding_v1_ListSolutionsResponse, _svc_funding_v1_ListSolutionsResponse__Output>
        LoadRateCardRequest: MessageTypeDefinition<_svc_funding_v1_LoadRateCardRequest, _svc_funding_v1_LoadRateCardRequest__Output>
        LoadRateCardResponse: MessageTypeDefinition<_svc_funding_v1_LoadRateCardResponse, _svc_funding_v1_LoadRateCardResponse__Output>
        PaidMessages: MessageTypeDefinition<_svc_funding_v1_PaidMessages, _svc_funding_v1_PaidMessages__Output>
        PortfolioAccount: MessageTypeDefinition<_svc_funding_v1_PortfolioAccount, _svc_funding_v1_PortfolioAccount__Output>
        RateCard: MessageTypeDefinition<_svc_funding_v1_RateCard, _svc_funding_v1_RateCard__Output>
        ReleaseCreditHoldRequest: MessageTypeDefinition<_svc_funding_v1_ReleaseCreditHoldRequest, _svc_funding_v1_ReleaseCreditHoldRequest__Output>
        RevokePortfolioFundingRequest: MessageTypeDefinition<_svc_funding_v1_RevokePortfolioFundingRequest, _svc_funding_v1_RevokePortfolioFundingRequest__Output>
        RevokePortfolioFundingResponse: MessageTypeDefinition<_svc_funding_v1_RevokePortfolioFundingResponse, _svc_funding_v1_RevokePortfolioFundingResponse__Output>
        Solution: MessageTypeDefinition<_svc_funding_v1_Solution, _svc_funding_v1_Solution__Output>
        SummarizeChargesRequest: MessageTypeDefinition<_svc_funding_v1_SummarizeChargesRequest, _svc_funding_v1_SummarizeChargesRequest__Output>
        SummarizeChargesResponse: MessageTypeDefinition<_svc_funding_v1_SummarizeChargesResponse, _svc_funding_v1_SummarizeChargesResponse__Output>
        TopUpCreditsRequest: MessageTypeDefinition<_svc_funding_v1_TopUpCreditsRequest, _svc_funding_v1_TopUpCreditsRequest__Output>
        TopUpCreditsResponse: MessageTypeDefinition<_svc_funding_v1_TopUpCreditsResponse, _svc_funding_v1_TopUpCreditsResponse__Output>
        Usage: MessageTypeDefinition<_svc_funding_v1_Usage, _svc_funding_v1_Usage__Output>
        UsageBreakdown: MessageTypeDefinition<_svc_funding_v1_UsageBreakdown, _svc_funding_v1_UsageBreakdown__Output>
        UsageEntry: MessageTypeDefinition<_svc_funding_v1_UsageEntry, _svc_funding_v1_UsageEntry__Output>
        UsageFreshness: MessageTypeDefinition<_svc_funding_v1_UsageFreshness, _svc_funding_v1_UsageFreshness__Output>
      }
    }
  }
}

