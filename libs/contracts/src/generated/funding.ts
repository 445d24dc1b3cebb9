import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { EnsureFundingRequest as _svc_funding_v1_EnsureFundingRequest, EnsureFundingRequest__Output as _svc_funding_v1_EnsureFundingRequest__Output } from './svc/funding/v1/EnsureFundingRequest';
import type { EnsureFundingResponse as _svc_funding_v1_EnsureFundingResponse, EnsureFundingResponse__Output as _svc_funding_v1_EnsureFundingResponse__Output } from './svc/funding/v1/EnsureFundingResponse';
import type { Funding as _svc_funding_v1_Funding, Funding__Output as _svc_funding_v1_Funding__Output } from './svc/funding/v1/Funding';
import type { FundingRun as _svc_funding_v1_FundingRun, FundingRun__Output as _svc_funding_v1_FundingRun__Output } from './svc/funding/v1/FundingRun';
import type { FundingServiceClient as _svc_funding_v1_FundingServiceClient, FundingServiceDefinition as _svc_funding_v1_FundingServiceDefinition } from './svc/funding/v1/FundingService';
import type { GetFundingRequest as _svc_funding_v1_GetFundingRequest, GetFundingRequest__Output as _svc_funding_v1_GetFundingRequest__Output } from './svc/funding/v1/GetFundingRequest';
import type { GetFundingResponse as _svc_funding_v1_GetFundingResponse, GetFundingResponse__Output as _svc_funding_v1_GetFundingResponse__Output } from './svc/funding/v1/GetFundingResponse';
import type { PaidMessages as _svc_funding_v1_PaidMessages, PaidMessages__Output as _svc_funding_v1_PaidMessages__Output } from './svc/funding/v1/PaidMessages';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  svc: {
    funding: {
      v1: {
        EnsureFundingRequest: MessageTypeDefinition<_svc_funding_v1_EnsureFundingRequest, _svc_funding_v1_EnsureFundingRequest__Output>
        EnsureFundingResponse: MessageTypeDefinition<_svc_funding_v1_EnsureFundingResponse, _svc_funding_v1_EnsureFundingResponse__Output>
        Funding: MessageTypeDefinition<_svc_funding_v1_Funding, _svc_funding_v1_Funding__Output>
        FundingRun: MessageTypeDefinition<_svc_funding_v1_FundingRun, _svc_funding_v1_FundingRun__Output>
        /**
         * Funding runs, funding status and usage of business accounts, scoped by project.
         */
        FundingService: SubtypeConstructor<typeof grpc.Client, _svc_funding_v1_FundingServiceClient> & { service: _svc_funding_v1_FundingServiceDefinition }
        GetFundingRequest: MessageTypeDefinition<_svc_funding_v1_GetFundingRequest, _svc_funding_v1_GetFundingRequest__Output>
        GetFundingResponse: MessageTypeDefinition<_svc_funding_v1_GetFundingResponse, _svc_funding_v1_GetFundingResponse__Output>
        PaidMessages: MessageTypeDefinition<_svc_funding_v1_PaidMessages, _svc_funding_v1_PaidMessages__Output>
      }
    }
  }
}

