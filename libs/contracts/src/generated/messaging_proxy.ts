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
import type { Call as _svc_messaging_proxy_v1_Call, Call__Output as _svc_messaging_proxy_v1_Call__Output } from './svc/messaging_proxy/v1/Call';
import type { CallArtifact as _svc_messaging_proxy_v1_CallArtifact, CallArtifact__Output as _svc_messaging_proxy_v1_CallArtifact__Output } from './svc/messaging_proxy/v1/CallArtifact';
import type { CheckPhoneNumberHealthRequest as _svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest, CheckPhoneNumberHealthRequest__Output as _svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest__Output } from './svc/messaging_proxy/v1/CheckPhoneNumberHealthRequest';
import type { CheckPhoneNumberHealthResponse as _svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse, CheckPhoneNumberHealthResponse__Output as _svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse__Output } from './svc/messaging_proxy/v1/CheckPhoneNumberHealthResponse';
import type { ConnectPhoneNumberRequest as _svc_messaging_proxy_v1_ConnectPhoneNumberRequest, ConnectPhoneNumberRequest__Output as _svc_messaging_proxy_v1_ConnectPhoneNumberRequest__Output } from './svc/messaging_proxy/v1/ConnectPhoneNumberRequest';
import type { ConnectPhoneNumberResponse as _svc_messaging_proxy_v1_ConnectPhoneNumberResponse, ConnectPhoneNumberResponse__Output as _svc_messaging_proxy_v1_ConnectPhoneNumberResponse__Output } from './svc/messaging_proxy/v1/ConnectPhoneNumberResponse';
import type { ControlThreadRequest as _svc_messaging_proxy_v1_ControlThreadRequest, ControlThreadRequest__Output as _svc_messaging_proxy_v1_ControlThreadRequest__Output } from './svc/messaging_proxy/v1/ControlThreadRequest';
import type { ControlThreadResponse as _svc_messaging_proxy_v1_ControlThreadResponse, ControlThreadResponse__Output as _svc_messaging_proxy_v1_ControlThreadResponse__Output } from './svc/messaging_proxy/v1/ControlThreadResponse';
import type { ControlledThread as _svc_messaging_proxy_v1_ControlledThread, ControlledThread__Output as _svc_messaging_proxy_v1_ControlledThread__Output } from './svc/messaging_proxy/v1/ControlledThread';
import type { CreateCustomerRequest as _svc_messaging_proxy_v1_CreateCustomerRequest, CreateCustomerRequest__Output as _svc_messaging_proxy_v1_CreateCustomerRequest__Output } from './svc/messaging_proxy/v1/CreateCustomerRequest';
import type { CreateCustomerResponse as _svc_messaging_proxy_v1_CreateCustomerResponse, CreateCustomerResponse__Output as _svc_messaging_proxy_v1_CreateCustomerResponse__Output } from './svc/messaging_proxy/v1/CreateCustomerResponse';
import type { CreateDisplayNameRequestRequest as _svc_messaging_proxy_v1_CreateDisplayNameRequestRequest, CreateDisplayNameRequestRequest__Output as _svc_messaging_proxy_v1_CreateDisplayNameRequestRequest__Output } from './svc/messaging_proxy/v1/CreateDisplayNameRequestRequest';
import type { CreateDisplayNameRequestResponse as _svc_messaging_proxy_v1_CreateDisplayNameRequestResponse, CreateDisplayNameRequestResponse__Output as _svc_messaging_proxy_v1_CreateDisplayNameRequestResponse__Output } from './svc/messaging_proxy/v1/CreateDisplayNameRequestResponse';
import type { CreateSetupLinkRequest as _svc_messaging_proxy_v1_CreateSetupLinkRequest, CreateSetupLinkRequest__Output as _svc_messaging_proxy_v1_CreateSetupLinkRequest__Output } from './svc/messaging_proxy/v1/CreateSetupLinkRequest';
import type { CreateSetupLinkResponse as _svc_messaging_proxy_v1_CreateSetupLinkResponse, CreateSetupLinkResponse__Output as _svc_messaging_proxy_v1_CreateSetupLinkResponse__Output } from './svc/messaging_proxy/v1/CreateSetupLinkResponse';
import type { Customer as _svc_messaging_proxy_v1_Customer, Customer__Output as _svc_messaging_proxy_v1_Customer__Output } from './svc/messaging_proxy/v1/Customer';
import type { DeleteCustomerRequest as _svc_messaging_proxy_v1_DeleteCustomerRequest, DeleteCustomerRequest__Output as _svc_messaging_proxy_v1_DeleteCustomerRequest__Output } from './svc/messaging_proxy/v1/DeleteCustomerRequest';
import type { DeleteCustomerResponse as _svc_messaging_proxy_v1_DeleteCustomerResponse, DeleteCustomerResponse__Output as _svc_messaging_proxy_v1_DeleteCustomerResponse__Output } from './svc/messaging_proxy/v1/DeleteCustomerResponse';
import type { DisplayNameRequest as _svc_messaging_proxy_v1_DisplayNameRequest, DisplayNameRequest__Output as _svc_messaging_proxy_v1_DisplayNameRequest__Output } from './svc/messaging_proxy/v1/DisplayNameRequest';
import type { ExternalApiLog as _svc_messaging_proxy_v1_ExternalApiLog, ExternalApiLog__Output as _svc_messaging_proxy_v1_ExternalApiLog__Output } from './svc/messaging_proxy/v1/ExternalApiLog';
import type { GetCustomerRequest as _svc_messaging_proxy_v1_GetCustomerRequest, GetCustomerRequest__Output as _svc_messaging_proxy_v1_GetCustomerRequest__Output } from './svc/messaging_proxy/v1/GetCustomerRequest';
import type { GetCustomerResponse as _svc_messaging_proxy_v1_GetCustomerResponse, GetCustomerResponse__Output as _svc_messaging_proxy_v1_GetCustomerResponse__Output } from './svc/messaging_proxy/v1/GetCustomerResponse';
import type { GetDisplayNameRequestRequest as _svc_messaging_proxy_v1_GetDisplayNameRequestRequest, GetDisplayNameRequestRequest__Output as _svc_messaging_proxy_v1_GetDisplayNameRequestRequest__Output } from './svc/messaging_proxy/v1/GetDisplayNameRequestRequest';
import type { GetDisplayNameRequestResponse as _svc_messaging_proxy_v1_GetDisplayNameRequestResponse, GetDisplayNameRequestResponse__Output as _svc_messaging_proxy_v1_GetDisplayNameRequestResponse__Output } from './svc/messaging_proxy/v1/GetDisplayNameRequestResponse';
import type { GetPhoneNumberRequest as _svc_messaging_proxy_v1_GetPhoneNumberRequest, GetPhoneNumberRequest__Output as _svc_messaging_proxy_v1_GetPhoneNumberRequest__Output } from './svc/messaging_proxy/v1/GetPhoneNumberRequest';
import type { GetPhoneNumberResponse as _svc_messaging_proxy_v1_GetPhoneNumberResponse, GetPhoneNumberResponse__Output as _svc_messaging_proxy_v1_GetPhoneNumberResponse__Output } from './svc/messaging_proxy/v1/GetPhoneNumberResponse';
import type { GetSendingProfileRequest as _svc_messaging_proxy_v1_GetSendingProfileRequest, GetSendingProfileRequest__Output as _svc_messaging_proxy_v1_GetSendingProfileRequest__Output } from './svc/messaging_proxy/v1/GetSendingProfileRequest';
import type { GetSendingProfileResponse as _svc_messaging_proxy_v1_GetSendingProfileResponse, GetSendingProfileResponse__Output as _svc_messaging_proxy_v1_GetSendingProfileResponse__Output } from './svc/messaging_proxy/v1/GetSendingProfileResponse';
import type { GetSetupLinkRequest as _svc_messaging_proxy_v1_GetSetupLinkRequest, GetSetupLinkRequest__Output as _svc_messaging_proxy_v1_GetSetupLinkRequest__Output } from './svc/messaging_proxy/v1/GetSetupLinkRequest';
import type { GetSetupLinkResponse as _svc_messaging_proxy_v1_GetSetupLinkResponse, GetSetupLinkResponse__Output as _svc_messaging_proxy_v1_GetSetupLinkResponse__Output } from './svc/messaging_proxy/v1/GetSetupLinkResponse';
import type { HealthCheck as _svc_messaging_proxy_v1_HealthCheck, HealthCheck__Output as _svc_messaging_proxy_v1_HealthCheck__Output } from './svc/messaging_proxy/v1/HealthCheck';
import type { HealthChecks as _svc_messaging_proxy_v1_HealthChecks, HealthChecks__Output as _svc_messaging_proxy_v1_HealthChecks__Output } from './svc/messaging_proxy/v1/HealthChecks';
import type { ListCallsRequest as _svc_messaging_proxy_v1_ListCallsRequest, ListCallsRequest__Output as _svc_messaging_proxy_v1_ListCallsRequest__Output } from './svc/messaging_proxy/v1/ListCallsRequest';
import type { ListCallsResponse as _svc_messaging_proxy_v1_ListCallsResponse, ListCallsResponse__Output as _svc_messaging_proxy_v1_ListCallsResponse__Output } from './svc/messaging_proxy/v1/ListCallsResponse';
import type { ListCustomersRequest as _svc_messaging_proxy_v1_ListCustomersRequest, ListCustomersRequest__Output as _svc_messaging_proxy_v1_ListCustomersRequest__Output } from './svc/messaging_proxy/v1/ListCustomersRequest';
import type { ListCustomersResponse as _svc_messaging_proxy_v1_ListCustomersResponse, ListCustomersResponse__Output as _svc_messaging_proxy_v1_ListCustomersResponse__Output } from './svc/messaging_proxy/v1/ListCustomersResponse';
import type { ListDisplayNameRequestsRequest as _svc_messaging_proxy_v1_ListDisplayNameRequestsRequest, ListDisplayNameRequestsRequest__Output as _svc_messaging_proxy_v1_ListDisplayNameRequestsRequest__Output } from './svc/messaging_proxy/v1/ListDisplayNameRequestsRequest';
import type { ListDisplayNameRequestsResponse as _svc_messaging_proxy_v1_ListDisplayNameRequestsResponse, ListDisplayNameRequestsResponse__Output as _svc_messaging_proxy_v1_ListDisplayNameRequestsResponse__Output } from './svc/messaging_proxy/v1/ListDisplayNameRequestsResponse';
import type { ListExternalApiLogsRequest as _svc_messaging_proxy_v1_ListExternalApiLogsRequest, ListExternalApiLogsRequest__Output as _svc_messaging_proxy_v1_ListExternalApiLogsRequest__Output } from './svc/messaging_proxy/v1/ListExternalApiLogsRequest';
import type { ListExternalApiLogsResponse as _svc_messaging_proxy_v1_ListExternalApiLogsResponse, ListExternalApiLogsResponse__Output as _svc_messaging_proxy_v1_ListExternalApiLogsResponse__Output } from './svc/messaging_proxy/v1/ListExternalApiLogsResponse';
import type { ListMessageTemplatesRequest as _svc_messaging_proxy_v1_ListMessageTemplatesRequest, ListMessageTemplatesRequest__Output as _svc_messaging_proxy_v1_ListMessageTemplatesRequest__Output } from './svc/messaging_proxy/v1/ListMessageTemplatesRequest';
import type { ListMessageTemplatesResponse as _svc_messaging_proxy_v1_ListMessageTemplatesResponse, ListMessageTemplatesResponse__Output as _svc_messaging_proxy_v1_ListMessageTemplatesResponse__Output } from './svc/messaging_proxy/v1/ListMessageTemplatesResponse';
import type { ListPhoneNumbersRequest as _svc_messaging_proxy_v1_ListPhoneNumbersRequest, ListPhoneNumbersRequest__Output as _svc_messaging_proxy_v1_ListPhoneNumbersRequest__Output } from './svc/messaging_proxy/v1/ListPhoneNumbersRequest';
import type { ListPhoneNumbersResponse as _svc_messaging_proxy_v1_ListPhoneNumbersResponse, ListPhoneNumbersResponse__Output as _svc_messaging_proxy_v1_ListPhoneNumbersResponse__Output } from './svc/messaging_proxy/v1/ListPhoneNumbersResponse';
import type { ListSetupLinksRequest as _svc_messaging_proxy_v1_ListSetupLinksRequest, ListSetupLinksRequest__Output as _svc_messaging_proxy_v1_ListSetupLinksRequest__Output } from './svc/messaging_proxy/v1/ListSetupLinksRequest';
import type { ListSetupLinksResponse as _svc_messaging_proxy_v1_ListSetupLinksResponse, ListSetupLinksResponse__Output as _svc_messaging_proxy_v1_ListSetupLinksResponse__Output } from './svc/messaging_proxy/v1/ListSetupLinksResponse';
import type { MessagingProxyServiceClient as _svc_messaging_proxy_v1_MessagingProxyServiceClient, MessagingProxyServiceDefinition as _svc_messaging_proxy_v1_MessagingProxyServiceDefinition } from './svc/messaging_proxy/v1/MessagingProxyService';
import type { PhoneNumber as _svc_messaging_proxy_v1_PhoneNumber, PhoneNumber__Output as _svc_messaging_proxy_v1_PhoneNumber__Output } from './svc/messaging_proxy/v1/PhoneNumber';
import type { ProvisionedPhoneNumber as _svc_messaging_proxy_v1_ProvisionedPhoneNumber, ProvisionedPhoneNumber__Output as _svc_messaging_proxy_v1_ProvisionedPhoneNumber__Output } from './svc/messaging_proxy/v1/ProvisionedPhoneNumber';
import type { RevokeSetupLinkRequest as _svc_messaging_proxy_v1_RevokeSetupLinkRequest, RevokeSetupLinkRequest__Output as _svc_messaging_proxy_v1_RevokeSetupLinkRequest__Output } from './svc/messaging_proxy/v1/RevokeSetupLinkRequest';
import type { RevokeSetupLinkResponse as _svc_messaging_proxy_v1_RevokeSetupLinkResponse, RevokeSetupLinkResponse__Output as _svc_messaging_proxy_v1_RevokeSetupLinkResponse__Output } from './svc/messaging_proxy/v1/RevokeSetupLinkResponse';
import type { SendMessageError as _svc_messaging_proxy_v1_SendMessageError, SendMessageError__Output as _svc_messaging_proxy_v1_SendMessageError__Output } from './svc/messaging_proxy/v1/SendMessageError';
import type { SendMessageRequest as _svc_messaging_proxy_v1_SendMessageRequest, SendMessageRequest__Output as _svc_messaging_proxy_v1_SendMessageRequest__Output } from './svc/messaging_proxy/v1/SendMessageRequest';
import type { SendMessageResponse as _svc_messaging_proxy_v1_SendMessageResponse, SendMessageResponse__Output as _svc_messaging_proxy_v1_SendMessageResponse__Output } from './svc/messaging_proxy/v1/SendMessageResponse';
import type { SendMessageResult as _svc_messaging_proxy_v1_SendMessageResult, SendMessageResult__Output as _svc_messaging_proxy_v1_SendMessageResult__Output } from './svc/messaging_proxy/v1/SendMessageResult';
import type { SendMessagesRequest as _svc_messaging_proxy_v1_SendMessagesRequest, SendMessagesRequest__Output as _svc_messaging_proxy_v1_SendMessagesRequest__Output } from './svc/messaging_proxy/v1/SendMessagesRequest';
import type { SendMessagesResponse as _svc_messaging_proxy_v1_SendMessagesResponse, SendMessagesResponse__Output as _svc_messaging_proxy_v1_SendMessagesResponse__Output } from './svc/messaging_proxy/v1/SendMessagesResponse';
import type { SendingTemplate as _svc_messaging_proxy_v1_SendingTemplate, SendingTemplate__Output as _svc_messaging_proxy_v1_SendingTemplate__Output } from './svc/messaging_proxy/v1/SendingTemplate';
import type { SetupLink as _svc_messaging_proxy_v1_SetupLink, SetupLink__Output as _svc_messaging_proxy_v1_SetupLink__Output } from './svc/messaging_proxy/v1/SetupLink';
import type { ThemeConfig as _svc_messaging_proxy_v1_ThemeConfig, ThemeConfig__Output as _svc_messaging_proxy_v1_ThemeConfig__Output } from './svc/messaging_proxy/v1/ThemeConfig';
import type { UpdateCustomerRequest as _svc_messaging_proxy_v1_UpdateCustomerRequest, UpdateCustomerRequest__Output as _svc_messaging_proxy_v1_UpdateCustomerRequest__Output } from './svc/messaging_proxy/v1/UpdateCustomerRequest';
import type { UpdateCustomerResponse as _svc_messaging_proxy_v1_UpdateCustomerResponse, UpdateCustomerResponse__Output as _svc_messaging_proxy_v1_UpdateCustomerResponse__Output } from './svc/messaging_proxy/v1/UpdateCustomerResponse';
import type { UpdatePhoneNumberRequest as _svc_messaging_proxy_v1_UpdatePhoneNumberRequest, UpdatePhoneNumberRequest__Output as _svc_messaging_proxy_v1_UpdatePhoneNumberRequest__Output } from './svc/messaging_proxy/v1/UpdatePhoneNumberRequest';
import type { UpdatePhoneNumberResponse as _svc_messaging_proxy_v1_UpdatePhoneNumberResponse, UpdatePhoneNumberResponse__Output as _svc_messaging_proxy_v1_UpdatePhoneNumberResponse__Output } from './svc/messaging_proxy/v1/UpdatePhoneNumberResponse';

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
    messaging_proxy: {
      v1: {
        Call: MessageTypeDefinition<_svc_messaging_proxy_v1_Call, _svc_messaging_proxy_v1_Call__Output>
        CallArtifact: MessageTypeDefinition<_svc_messaging_proxy_v1_CallArtifact, _svc_messaging_proxy_v1_CallArtifact__Output>
        CheckPhoneNumberHealthRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest, _svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest__Output>
        CheckPhoneNumberHealthResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse, _svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse__Output>
        ConnectPhoneNumberRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_ConnectPhoneNumberRequest, _svc_messaging_proxy_v1_ConnectPhoneNumberRequest__Output>
        ConnectPhoneNumberResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_ConnectPhoneNumberResponse, _svc_messaging_proxy_v1_ConnectPhoneNumberResponse__Output>
        ControlThreadRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_ControlThreadRequest, _svc_messaging_proxy_v1_ControlThreadRequest__Output>
        ControlThreadResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_ControlThreadResponse, _svc_messaging_proxy_v1_ControlThreadResponse__Output>
        ControlledThread: MessageTypeDefinition<_svc_messaging_proxy_v1_ControlledThread, _svc_messaging_proxy_v1_ControlledThread__Output>
        CreateCustomerRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_CreateCustomerRequest, _svc_messaging_proxy_v1_CreateCustomerRequest__Output>
        CreateCustomerResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_CreateCustomerResponse, _svc_messaging_proxy_v1_CreateCustomerResponse__Output>
        CreateDisplayNameRequestRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_CreateDisplayNameRequestRequest, _svc_messaging_proxy_v1_CreateDisplayNameRequestRequest__Output>
        CreateDisplayNameRequestResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_CreateDisplayNameRequestResponse, _svc_messaging_proxy_v1_CreateDisplayNameRequestResponse__Output>
        CreateSetupLinkRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_CreateSetupLinkRequest, _svc_messaging_proxy_v1_CreateSetupLinkRequest__Output>
        CreateSetupLinkResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_CreateSetupLinkResponse, _svc_messaging_proxy_v1_CreateSetupLinkResponse__Output>
        Customer: MessageTypeDefinition<_svc_messaging_proxy_v1_Customer, _svc_messaging_proxy_v1_Customer__Output>
        DeleteCustomerRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_DeleteCustomerRequest, _svc_messaging_proxy_v1_DeleteCustomerRequest__Output>
        DeleteCustomerResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_DeleteCustomerResponse, _svc_messaging_proxy_v1_DeleteCustomerResponse__Output>
        DisplayNameRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_DisplayNameRequest, _svc_messaging_proxy_v1_DisplayNameRequest__Output>
        ExternalApiLog: MessageTypeDefinition<_svc_messaging_proxy_v1_ExternalApiLog, _svc_messaging_proxy_v1_ExternalApiLog__Output>
        GetCustomerRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_GetCustomerRequest, _svc_messaging_proxy_v1_GetCustomerRequest__Output>
        GetCustomerResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_GetCustomerResponse, _svc_messaging_proxy_v1_GetCustomerResponse__Output>
        GetDisplayNameRequestRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_GetDisplayNameRequestRequest, _svc_messaging_proxy_v1_GetDisplayNameRequestRequest__Output>
        GetDisplayNameRequestResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_GetDisplayNameRequestResponse, _svc_messaging_proxy_v1_GetDisplayNameRequestResponse__Output>
        GetPhoneNumberRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_GetPhoneNumberRequest, _svc_messaging_proxy_v1_GetPhoneNumberRequest__Output>
        GetPhoneNumberResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_GetPhoneNumberResponse, _svc_messaging_proxy_v1_GetPhoneNumberResponse__Output>
        GetSendingProfileRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_GetSendingProfileRequest, _svc_messaging_proxy_v1_GetSendingProfileRequest__Output>
        GetSendingProfileResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_GetSendingProfileResponse, _svc_messaging_proxy_v1_GetSendingProfileResponse__Output>
        GetSetupLinkRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_GetSetupLinkRequest, _svc_messaging_proxy_v1_GetSetupLinkRequest__Output>
        GetSetupLinkResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_GetSetupLinkResponse, _svc_messaging_proxy_v1_GetSetupLinkResponse__Output>
        HealthCheck: MessageTypeDefinition<_svc_messaging_proxy_v1_HealthCheck, _svc_messaging_proxy_v1_HealthCheck__Output>
        HealthChecks: MessageTypeDefinition<_svc_messaging_proxy_v1_HealthChecks, _svc_messaging_proxy_v1_HealthChecks__Output>
        ListCallsRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_ListCallsRequest, _svc_messaging_proxy_v1_ListCallsRequest__Output>
        ListCallsResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_ListCallsResponse, _svc_messaging_proxy_v1_ListCallsResponse__Output>
        ListCustomersRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_ListCustomersRequest, _svc_messaging_proxy_v1_ListCustomersRequest__Output>
        ListCustomersResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_ListCustomersResponse, _svc_messaging_proxy_v1_ListCustomersResponse__Output>
        ListDisplayNameRequestsRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_ListDisplayNameRequestsRequest, _svc_messaging_proxy_v1_ListDisplayNameRequestsRequest__Output>
        ListDisplayNameRequestsResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_ListDisplayNameRequestsResponse, _svc_messaging_proxy_v1_ListDisplayNameRequestsResponse__Output>
        ListExternalApiLogsRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_ListExternalApiLogsRequest, _svc_messaging_proxy_v1_ListExternalApiLogsRequest__Output>
        ListExternalApiLogsResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_ListExternalApiLogsResponse, _svc_messaging_proxy_v1_ListExternalApiLogsResponse__Output>
        ListMessageTemplatesRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_ListMessageTemplatesRequest, _svc_messaging_proxy_v1_ListMessageTemplatesRequest__Output>
        ListMessageTemplatesResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_ListMessageTemplatesResponse, _svc_messaging_proxy_v1_ListMessageTemplatesResponse__Output>
        ListPhoneNumbersRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_ListPhoneNumbersRequest, _svc_messaging_proxy_v1_ListPhoneNumbersRequest__Output>
        ListPhoneNumbersResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_ListPhoneNumbersResponse, _svc_messaging_proxy_v1_ListPhoneNumbersResponse__Output>
        ListSetupLinksRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_ListSetupLinksRequest, _svc_messaging_proxy_v1_ListSetupLinksRequest__Output>
        ListSetupLinksResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_ListSetupLinksResponse, _svc_messaging_proxy_v1_ListSetupLinksResponse__Output>
        /**
         * Customers, setup links, phone numbers, health checks and display name requests, scoped by project.
         */
        MessagingProxyService: SubtypeConstructor<typeof grpc.Client, _svc_messaging_proxy_v1_MessagingProxyServiceClient> & { service: _svc_messaging_proxy_v1_MessagingProxyServiceDefinition }
        PhoneNumber: MessageTypeDefinition<_svc_messaging_proxy_v1_PhoneNumber, _svc_messaging_proxy_v1_PhoneNumber__Output>
        ProvisionedPhoneNumber: MessageTypeDefinition<_svc_messaging_proxy_v1_ProvisionedPhoneNumber, _svc_messaging_proxy_v1_ProvisionedPhoneNumber__Output>
        RevokeSetupLinkRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_RevokeSetupLinkRequest, _svc_messaging_proxy_v1_RevokeSetupLinkRequest__Output>
        RevokeSetupLinkResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_RevokeSetupLinkResponse, _svc_messaging_proxy_v1_RevokeSetupLinkResponse__Output>
        SendMessageError: MessageTypeDefinition<_svc_messaging_proxy_v1_SendMessageError, _svc_messaging_proxy_v1_SendMessageError__Output>
        SendMessageRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_SendMessageRequest, _svc_messaging_proxy_v1_SendMessageRequest__Output>
        SendMessageResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_SendMessageResponse, _svc_messaging_proxy_v1_SendMessageResponse__Output>
        SendMessageResult: MessageTypeDefinition<_svc_messaging_proxy_v1_SendMessageResult, _svc_messaging_proxy_v1_SendMessageResult__Output>
        SendMessagesRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_SendMessagesRequest, _svc_messaging_proxy_v1_SendMessagesRequest__Output>
        SendMessagesResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_SendMessagesResponse, _svc_messaging_proxy_v1_SendMessagesResponse__Output>
        SendingTemplate: MessageTypeDefinition<_svc_messaging_proxy_v1_SendingTemplate, _svc_messaging_proxy_v1_SendingTemplate__Output>
        SetupLink: MessageTypeDefinition<_svc_messaging_proxy_v1_SetupLink, _svc_messaging_proxy_v1_SetupLink__Output>
        SetupLinkStatus: EnumTypeDefinition
        ThemeConfig: MessageTypeDefinition<_svc_messaging_proxy_v1_ThemeConfig, _svc_messaging_proxy_v1_ThemeConfig__Output>
        UpdateCustomerRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_UpdateCustomerRequest, _svc_messaging_proxy_v1_UpdateCustomerRequest__Output>
        UpdateCustomerResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_UpdateCustomerResponse, _svc_messaging_proxy_v1_UpdateCustomerResponse__Output>
        UpdatePhoneNumberRequest: MessageTypeDefinition<_svc_messaging_proxy_v1_UpdatePhoneNumberRequest, _svc_messaging_proxy_v1_UpdatePhoneNumberRequest__Output>
        UpdatePhoneNumberResponse: MessageTypeDefinition<_svc_messaging_proxy_v1_UpdatePhoneNumberResponse, _svc_messaging_proxy_v1_UpdatePhoneNumberResponse__Output>
      }
    }
  }
}

