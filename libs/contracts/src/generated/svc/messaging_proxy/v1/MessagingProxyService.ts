// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CheckPhoneNumberHealthRequest as _svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest, CheckPhoneNumberHealthRequest__Output as _svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest__Output } from '../../../svc/messaging_proxy/v1/CheckPhoneNumberHealthRequest';
import type { CheckPhoneNumberHealthResponse as _svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse, CheckPhoneNumberHealthResponse__Output as _svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse__Output } from '../../../svc/messaging_proxy/v1/CheckPhoneNumberHealthResponse';
import type { ConnectPhoneNumberRequest as _svc_messaging_proxy_v1_ConnectPhoneNumberRequest, ConnectPhoneNumberRequest__Output as _svc_messaging_proxy_v1_ConnectPhoneNumberRequest__Output } from '../../../svc/messaging_proxy/v1/ConnectPhoneNumberRequest';
import type { ConnectPhoneNumberResponse as _svc_messaging_proxy_v1_ConnectPhoneNumberResponse, ConnectPhoneNumberResponse__Output as _svc_messaging_proxy_v1_ConnectPhoneNumberResponse__Output } from '../../../svc/messaging_proxy/v1/ConnectPhoneNumberResponse';
import type { ControlThreadRequest as _svc_messaging_proxy_v1_ControlThreadRequest, ControlThreadRequest__Output as _svc_messaging_proxy_v1_ControlThreadRequest__Output } from '../../../svc/messaging_proxy/v1/ControlThreadRequest';
import type { ControlThreadResponse as _svc_messaging_proxy_v1_ControlThreadResponse, ControlThreadResponse__Output as _svc_messaging_proxy_v1_ControlThreadResponse__Output } from '../../../svc/messaging_proxy/v1/ControlThreadResponse';
import type { CreateCustomerRequest as _svc_messaging_proxy_v1_CreateCustomerRequest, CreateCustomerRequest__Output as _svc_messaging_proxy_v1_CreateCustomerRequest__Output } from '../../../svc/messaging_proxy/v1/CreateCustomerRequest';
import type { CreateCustomerResponse as _svc_messaging_proxy_v1_CreateCustomerResponse, CreateCustomerResponse__Output as _svc_messaging_proxy_v1_CreateCustomerResponse__Output } from '../../../svc/messaging_proxy/v1/CreateCustomerResponse';
import type { CreateDisplayNameRequestRequest as _svc_messaging_proxy_v1_CreateDisplayNameRequestRequest, CreateDisplayNameRequestRequest__Output as _svc_messaging_proxy_v1_CreateDisplayNameRequestRequest__Output } from '../../../svc/messaging_proxy/v1/CreateDisplayNameRequestRequest';
import type { CreateDisplayNameRequestResponse as _svc_messaging_proxy_v1_CreateDisplayNameRequestResponse, CreateDisplayNameRequestResponse__Output as _svc_messaging_proxy_v1_CreateDisplayNameRequestResponse__Output } from '../../../svc/messaging_proxy/v1/CreateDisplayNameRequestResponse';
import type { CreateSetupLinkRequest as _svc_messaging_proxy_v1_CreateSetupLinkRequest, CreateSetupLinkRequest__Output as _svc_messaging_proxy_v1_CreateSetupLinkRequest__Output } from '../../../svc/messaging_proxy/v1/CreateSetupLinkRequest';
import type { CreateSetupLinkResponse as _svc_messaging_proxy_v1_CreateSetupLinkResponse, CreateSetupLinkResponse__Output as _svc_messaging_proxy_v1_CreateSetupLinkResponse__Output } from '../../../svc/messaging_proxy/v1/CreateSetupLinkResponse';
import type { DeleteCustomerRequest as _svc_messaging_proxy_v1_DeleteCustomerRequest, DeleteCustomerRequest__Output as _svc_messaging_proxy_v1_DeleteCustomerRequest__Output } from '../../../svc/messaging_proxy/v1/DeleteCustomerRequest';
import type { DeleteCustomerResponse as _svc_messaging_proxy_v1_DeleteCustomerResponse, DeleteCustomerResponse__Output as _svc_messaging_proxy_v1_DeleteCustomerResponse__Output } from '../../../svc/messaging_proxy/v1/DeleteCustomerResponse';
import type { GetCustomerRequest as _svc_messaging_proxy_v1_GetCustomerRequest, GetCustomerRequest__Output as _svc_messaging_proxy_v1_GetCustomerRequest__Output } from '../../../svc/messaging_proxy/v1/GetCustomerRequest';
import type { GetCustomerResponse as _svc_messaging_proxy_v1_GetCustomerResponse, GetCustomerResponse__Output as _svc_messaging_proxy_v1_GetCustomerResponse__Output } from '../../../svc/messaging_proxy/v1/GetCustomerResponse';
import type { GetDisplayNameRequestRequest as _svc_messaging_proxy_v1_GetDisplayNameRequestRequest, GetDisplayNameRequestRequest__Output as _svc_messaging_proxy_v1_GetDisplayNameRequestRequest__Output } from '../../../svc/messaging_proxy/v1/GetDisplayNameRequestRequest';
import type { GetDisplayNameRequestResponse as _svc_messaging_proxy_v1_GetDisplayNameRequestResponse, GetDisplayNameRequestResponse__Output as _svc_messaging_proxy_v1_GetDisplayNameRequestResponse__Output } from '../../../svc/messaging_proxy/v1/GetDisplayNameRequestResponse';
import type { GetPhoneNumberRequest as _svc_messaging_proxy_v1_GetPhoneNumberRequest, GetPhoneNumberRequest__Output as _svc_messaging_proxy_v1_GetPhoneNumberRequest__Output } from '../../../svc/messaging_proxy/v1/GetPhoneNumberRequest';
import type { GetPhoneNumberResponse as _svc_messaging_proxy_v1_GetPhoneNumberResponse, GetPhoneNumberResponse__Output as _svc_messaging_proxy_v1_GetPhoneNumberResponse__Output } from '../../../svc/messaging_proxy/v1/GetPhoneNumberResponse';
import type { GetSendingProfileRequest as _svc_messaging_proxy_v1_GetSendingProfileRequest, GetSendingProfileRequest__Output as _svc_messaging_proxy_v1_GetSendingProfileRequest__Output } from '../../../svc/messaging_proxy/v1/GetSendingProfileRequest';
import type { GetSendingProfileResponse as _svc_messaging_proxy_v1_GetSendingProfileResponse, GetSendingProfileResponse__Output as _svc_messaging_proxy_v1_GetSendingProfileResponse__Output } from '../../../svc/messaging_proxy/v1/GetSendingProfileResponse';
import type { GetSetupLinkRequest as _svc_messaging_proxy_v1_GetSetupLinkRequest, GetSetupLinkRequest__Output as _svc_messaging_proxy_v1_GetSetupLinkRequest__Output } from '../../../svc/messaging_proxy/v1/GetSetupLinkRequest';
import type { GetSetupLinkResponse as _svc_messaging_proxy_v1_GetSetupLinkResponse, GetSetupLinkResponse__Output as _svc_messaging_proxy_v1_GetSetupLinkResponse__Output } from '../../../svc/messaging_proxy/v1/GetSetupLinkResponse';
import type { ListCallsRequest as _svc_messaging_proxy_v1_ListCallsRequest, ListCallsRequest__Output as _svc_messaging_proxy_v1_ListCallsRequest__Output } from '../../../svc/messaging_proxy/v1/ListCallsRequest';
import type { ListCallsResponse as _svc_messaging_proxy_v1_ListCallsResponse, ListCallsResponse__Output as _svc_messaging_proxy_v1_ListCallsResponse__Output } from '../../../svc/messaging_proxy/v1/ListCallsResponse';
import type { ListCustomersRequest as _svc_messaging_proxy_v1_ListCustomersRequest, ListCustomersRequest__Output as _svc_messaging_proxy_v1_ListCustomersRequest__Output } from '../../../svc/messaging_proxy/v1/ListCustomersRequest';
import type { ListCustomersResponse as _svc_messaging_proxy_v1_ListCustomersResponse, ListCustomersResponse__Output as _svc_messaging_proxy_v1_ListCustomersResponse__Output } from '../../../svc/messaging_proxy/v1/ListCustomersResponse';
import type { ListDisplayNameRequestsRequest as _svc_messaging_proxy_v1_ListDisplayNameRequestsRequest, ListDisplayNameRequestsRequest__Output as _svc_messaging_proxy_v1_ListDisplayNameRequestsRequest__Output } from '../../../svc/messaging_proxy/v1/ListDisplayNameRequestsRequest';
import type { ListDisplayNameRequestsResponse as _svc_messaging_proxy_v1_ListDisplayNameRequestsResponse, ListDisplayNameRequestsResponse__Output as _svc_messaging_proxy_v1_ListDisplayNameRequestsResponse__Output } from '../../../svc/messaging_proxy/v1/ListDisplayNameRequestsResponse';
import type { ListExternalApiLogsRequest as _svc_messaging_proxy_v1_ListExternalApiLogsRequest, ListExternalApiLogsRequest__Output as _svc_messaging_proxy_v1_ListExternalApiLogsRequest__Output } from '../../../svc/messaging_proxy/v1/ListExternalApiLogsRequest';
import type { ListExternalApiLogsResponse as _svc_messaging_proxy_v1_ListExternalApiLogsResponse, ListExternalApiLogsResponse__Output as _svc_messaging_proxy_v1_ListExternalApiLogsResponse__Output } from '../../../svc/messaging_proxy/v1/ListExternalApiLogsResponse';
import type { ListMessageTemplatesRequest as _svc_messaging_proxy_v1_ListMessageTemplatesRequest, ListMessageTemplatesRequest__Output as _svc_messaging_proxy_v1_ListMessageTemplatesRequest__Output } from '../../../svc/messaging_proxy/v1/ListMessageTemplatesRequest';
import type { ListMessageTemplatesResponse as _svc_messaging_proxy_v1_ListMessageTemplatesResponse, ListMessageTemplatesResponse__Output as _svc_messaging_proxy_v1_ListMessageTemplatesResponse__Output } from '../../../svc/messaging_proxy/v1/ListMessageTemplatesResponse';
import type { ListPhoneNumbersRequest as _svc_messaging_proxy_v1_ListPhoneNumbersRequest, ListPhoneNumbersRequest__Output as _svc_messaging_proxy_v1_ListPhoneNumbersRequest__Output } from '../../../svc/messaging_proxy/v1/ListPhoneNumbersRequest';
import type { ListPhoneNumbersResponse as _svc_messaging_proxy_v1_ListPhoneNumbersResponse, ListPhoneNumbersResponse__Output as _svc_messaging_proxy_v1_ListPhoneNumbersResponse__Output } from '../../../svc/messaging_proxy/v1/ListPhoneNumbersResponse';
import type { ListSetupLinksRequest as _svc_messaging_proxy_v1_ListSetupLinksRequest, ListSetupLinksRequest__Output as _svc_messaging_proxy_v1_ListSetupLinksRequest__Output } from '../../../svc/messaging_proxy/v1/ListSetupLinksRequest';
import type { ListSetupLinksResponse as _svc_messaging_proxy_v1_ListSetupLinksResponse, ListSetupLinksResponse__Output as _svc_messaging_proxy_v1_ListSetupLinksResponse__Output } from '../../../svc/messaging_proxy/v1/ListSetupLinksResponse';
import type { LogSearchReply as _svc_common_v1_LogSearchReply, LogSearchReply__Output as _svc_common_v1_LogSearchReply__Output } from '../../../svc/common/v1/LogSearchReply';
import type { LogSearchRequest as _svc_common_v1_LogSearchRequest, LogSearchRequest__Output as _svc_common_v1_LogSearchRequest__Output } from '../../../svc/common/v1/LogSearchRequest';
import type { RevokeSetupLinkRequest as _svc_messaging_proxy_v1_RevokeSetupLinkRequest, RevokeSetupLinkRequest__Output as _svc_messaging_proxy_v1_RevokeSetupLinkRequest__Output } from '../../../svc/messaging_proxy/v1/RevokeSetupLinkRequest';
import type { RevokeSetupLinkResponse as _svc_messaging_proxy_v1_RevokeSetupLinkResponse, RevokeSetupLinkResponse__Output as _svc_messaging_proxy_v1_RevokeSetupLinkResponse__Output } from '../../../svc/messaging_proxy/v1/RevokeSetupLinkResponse';
import type { SendMessageRequest as _svc_messaging_proxy_v1_SendMessageRequest, SendMessageRequest__Output as _svc_messaging_proxy_v1_SendMessageRequest__Output } from '../../../svc/messaging_proxy/v1/SendMessageRequest';
import type { SendMessageResponse as _svc_messaging_proxy_v1_SendMessageResponse, SendMessageResponse__Output as _svc_messaging_proxy_v1_SendMessageResponse__Output } from '../../../svc/messaging_proxy/v1/SendMessageResponse';
import type { SendMessagesRequest as _svc_messaging_proxy_v1_SendMessagesRequest, SendMessagesRequest__Output as _svc_messaging_proxy_v1_SendMessagesRequest__Output } from '../../../svc/messaging_proxy/v1/SendMessagesRequest';
import type { SendMessagesResponse as _svc_messaging_proxy_v1_SendMessagesResponse, SendMessagesResponse__Output as _svc_messaging_proxy_v1_SendMessagesResponse__Output } from '../../../svc/messaging_proxy/v1/SendMessagesResponse';
import type { UpdateCustomerRequest as _svc_messaging_proxy_v1_UpdateCustomerRequest, UpdateCustomerRequest__Output as _svc_messaging_proxy_v1_UpdateCustomerRequest__Output } from '../../../svc/messaging_proxy/v1/UpdateCustomerRequest';
import type { UpdateCustomerResponse as _svc_messaging_proxy_v1_UpdateCustomerResponse, UpdateCustomerResponse__Output as _svc_messaging_proxy_v1_UpdateCustomerResponse__Output } from '../../../svc/messaging_proxy/v1/UpdateCustomerResponse';
import type { UpdatePhoneNumberRequest as _svc_messaging_proxy_v1_UpdatePhoneNumberRequest, UpdatePhoneNumberRequest__Output as _svc_messaging_proxy_v1_UpdatePhoneNumberRequest__Output } from '../../../svc/messaging_proxy/v1/UpdatePhoneNumberRequest';
import type { UpdatePhoneNumberResponse as _svc_messaging_proxy_v1_UpdatePhoneNumberResponse, UpdatePhoneNumberResponse__Output as _svc_messaging_proxy_v1_UpdatePhoneNumberResponse__Output } from '../../../svc/messaging_proxy/v1/UpdatePhoneNumberResponse';

/**
 * Customers, setup links, phone numbers, health checks and display name requests, scoped by project.
 */
export interface MessagingProxyServiceClient extends grpc.Client {
  /**
   * GET /messaging/phone_numbers/{phone_number_id}/health (cached 3 minutes; not idempotent
   * for retries because a miss calls the upstream, which the rate limit protects).
   */
  CheckPhoneNumberHealth(argument: _svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse__Output>): grpc.ClientUnaryCall;
  CheckPhoneNumberHealth(argument: _svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse__Output>): grpc.ClientUnaryCall;
  CheckPhoneNumberHealth(argument: _svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse__Output>): grpc.ClientUnaryCall;
  CheckPhoneNumberHealth(argument: _svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/phone_numbers/{phone_number_id}/health (cached 3 minutes; not idempotent
   * for retries because a miss calls the upstream, which the rate limit protects).
   */
  checkPhoneNumberHealth(argument: _svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse__Output>): grpc.ClientUnaryCall;
  checkPhoneNumberHealth(argument: _svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse__Output>): grpc.ClientUnaryCall;
  checkPhoneNumberHealth(argument: _svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse__Output>): grpc.ClientUnaryCall;
  checkPhoneNumberHealth(argument: _svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /customers/{customer_id}/messaging/phone_numbers
   */
  ConnectPhoneNumber(argument: _svc_messaging_proxy_v1_ConnectPhoneNumberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ConnectPhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  ConnectPhoneNumber(argument: _svc_messaging_proxy_v1_ConnectPhoneNumberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ConnectPhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  ConnectPhoneNumber(argument: _svc_messaging_proxy_v1_ConnectPhoneNumberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ConnectPhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  ConnectPhoneNumber(argument: _svc_messaging_proxy_v1_ConnectPhoneNumberRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ConnectPhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /customers/{customer_id}/messaging/phone_numbers
   */
  connectPhoneNumber(argument: _svc_messaging_proxy_v1_ConnectPhoneNumberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ConnectPhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  connectPhoneNumber(argument: _svc_messaging_proxy_v1_ConnectPhoneNumberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ConnectPhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  connectPhoneNumber(argument: _svc_messaging_proxy_v1_ConnectPhoneNumberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ConnectPhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  connectPhoneNumber(argument: _svc_messaging_proxy_v1_ConnectPhoneNumberRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ConnectPhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/conversations/{conversation_id}/thread_control (decision 0023): take or release the
   * thread of one customer on a number shared with another app (`POST {phone_number_id}/thread_control`
   * with the number's token), recorded like a take-control send. On a number not shared nothing is called
   * (shared = false): the platform already handles every thread there. The upstream's refusal of a take
   * (not the escalation app) is ABORTED (409, code `thread_take_not_permitted`); another refusal ABORTED
   * `thread_control_refused`; no answer UPSTREAM_FAILED (502, code `thread_control_unknown`: it may have
   * gone through).
   */
  ControlThread(argument: _svc_messaging_proxy_v1_ControlThreadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ControlThreadResponse__Output>): grpc.ClientUnaryCall;
  ControlThread(argument: _svc_messaging_proxy_v1_ControlThreadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ControlThreadResponse__Output>): grpc.ClientUnaryCall;
  ControlThread(argument: _svc_messaging_proxy_v1_ControlThreadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ControlThreadResponse__Output>): grpc.ClientUnaryCall;
  ControlThread(argument: _svc_messaging_proxy_v1_ControlThreadRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ControlThreadResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/conversations/{conversation_id}/thread_control (decision 0023): take or release the
   * thread of one customer on a number shared with another app (`POST {phone_number_id}/thread_control`
   * with the number's token), recorded like a take-control send. On a number not shared nothing is called
   * (shared = false): the platform already handles every thread there. The upstream's refusal of a take
   * (not the escalation app) is ABORTED (409, code `thread_take_not_permitted`); another refusal ABORTED
   * `thread_control_refused`; no answer UPSTREAM_FAILED (502, code `thread_control_unknown`: it may have
   * gone through).
   */
  controlThread(argument: _svc_messaging_proxy_v1_ControlThreadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ControlThreadResponse__Output>): grpc.ClientUnaryCall;
  controlThread(argument: _svc_messaging_proxy_v1_ControlThreadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ControlThreadResponse__Output>): grpc.ClientUnaryCall;
  controlThread(argument: _svc_messaging_proxy_v1_ControlThreadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ControlThreadResponse__Output>): grpc.ClientUnaryCall;
  controlThread(argument: _svc_messaging_proxy_v1_ControlThreadRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ControlThreadResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /customers
   */
  CreateCustomer(argument: _svc_messaging_proxy_v1_CreateCustomerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateCustomerResponse__Output>): grpc.ClientUnaryCall;
  CreateCustomer(argument: _svc_messaging_proxy_v1_CreateCustomerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateCustomerResponse__Output>): grpc.ClientUnaryCall;
  CreateCustomer(argument: _svc_messaging_proxy_v1_CreateCustomerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateCustomerResponse__Output>): grpc.ClientUnaryCall;
  CreateCustomer(argument: _svc_messaging_proxy_v1_CreateCustomerRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateCustomerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /customers
   */
  createCustomer(argument: _svc_messaging_proxy_v1_CreateCustomerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateCustomerResponse__Output>): grpc.ClientUnaryCall;
  createCustomer(argument: _svc_messaging_proxy_v1_CreateCustomerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateCustomerResponse__Output>): grpc.ClientUnaryCall;
  createCustomer(argument: _svc_messaging_proxy_v1_CreateCustomerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateCustomerResponse__Output>): grpc.ClientUnaryCall;
  createCustomer(argument: _svc_messaging_proxy_v1_CreateCustomerRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateCustomerResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/phone_numbers/{phone_number_id}/display_name_requests
   */
  CreateDisplayNameRequest(argument: _svc_messaging_proxy_v1_CreateDisplayNameRequestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateDisplayNameRequestResponse__Output>): grpc.ClientUnaryCall;
  CreateDisplayNameRequest(argument: _svc_messaging_proxy_v1_CreateDisplayNameRequestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateDisplayNameRequestResponse__Output>): grpc.ClientUnaryCall;
  CreateDisplayNameRequest(argument: _svc_messaging_proxy_v1_CreateDisplayNameRequestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateDisplayNameRequestResponse__Output>): grpc.ClientUnaryCall;
  CreateDisplayNameRequest(argument: _svc_messaging_proxy_v1_CreateDisplayNameRequestRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateDisplayNameRequestResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/phone_numbers/{phone_number_id}/display_name_requests
   */
  createDisplayNameRequest(argument: _svc_messaging_proxy_v1_CreateDisplayNameRequestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateDisplayNameRequestResponse__Output>): grpc.ClientUnaryCall;
  createDisplayNameRequest(argument: _svc_messaging_proxy_v1_CreateDisplayNameRequestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateDisplayNameRequestResponse__Output>): grpc.ClientUnaryCall;
  createDisplayNameRequest(argument: _svc_messaging_proxy_v1_CreateDisplayNameRequestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateDisplayNameRequestResponse__Output>): grpc.ClientUnaryCall;
  createDisplayNameRequest(argument: _svc_messaging_proxy_v1_CreateDisplayNameRequestRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateDisplayNameRequestResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /customers/{customer_id}/setup_links
   */
  CreateSetupLink(argument: _svc_messaging_proxy_v1_CreateSetupLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  CreateSetupLink(argument: _svc_messaging_proxy_v1_CreateSetupLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  CreateSetupLink(argument: _svc_messaging_proxy_v1_CreateSetupLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  CreateSetupLink(argument: _svc_messaging_proxy_v1_CreateSetupLinkRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /customers/{customer_id}/setup_links
   */
  createSetupLink(argument: _svc_messaging_proxy_v1_CreateSetupLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  createSetupLink(argument: _svc_messaging_proxy_v1_CreateSetupLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  createSetupLink(argument: _svc_messaging_proxy_v1_CreateSetupLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  createSetupLink(argument: _svc_messaging_proxy_v1_CreateSetupLinkRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_CreateSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /customers/{customer_id}
   */
  DeleteCustomer(argument: _svc_messaging_proxy_v1_DeleteCustomerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_DeleteCustomerResponse__Output>): grpc.ClientUnaryCall;
  DeleteCustomer(argument: _svc_messaging_proxy_v1_DeleteCustomerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_DeleteCustomerResponse__Output>): grpc.ClientUnaryCall;
  DeleteCustomer(argument: _svc_messaging_proxy_v1_DeleteCustomerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_DeleteCustomerResponse__Output>): grpc.ClientUnaryCall;
  DeleteCustomer(argument: _svc_messaging_proxy_v1_DeleteCustomerRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_DeleteCustomerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /customers/{customer_id}
   */
  deleteCustomer(argument: _svc_messaging_proxy_v1_DeleteCustomerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_DeleteCustomerResponse__Output>): grpc.ClientUnaryCall;
  deleteCustomer(argument: _svc_messaging_proxy_v1_DeleteCustomerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_DeleteCustomerResponse__Output>): grpc.ClientUnaryCall;
  deleteCustomer(argument: _svc_messaging_proxy_v1_DeleteCustomerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_DeleteCustomerResponse__Output>): grpc.ClientUnaryCall;
  deleteCustomer(argument: _svc_messaging_proxy_v1_DeleteCustomerRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_DeleteCustomerResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /customers/{customer_id}
   */
  GetCustomer(argument: _svc_messaging_proxy_v1_GetCustomerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetCustomerResponse__Output>): grpc.ClientUnaryCall;
  GetCustomer(argument: _svc_messaging_proxy_v1_GetCustomerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetCustomerResponse__Output>): grpc.ClientUnaryCall;
  GetCustomer(argument: _svc_messaging_proxy_v1_GetCustomerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetCustomerResponse__Output>): grpc.ClientUnaryCall;
  GetCustomer(argument: _svc_messaging_proxy_v1_GetCustomerRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetCustomerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /customers/{customer_id}
   */
  getCustomer(argument: _svc_messaging_proxy_v1_GetCustomerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetCustomerResponse__Output>): grpc.ClientUnaryCall;
  getCustomer(argument: _svc_messaging_proxy_v1_GetCustomerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetCustomerResponse__Output>): grpc.ClientUnaryCall;
  getCustomer(argument: _svc_messaging_proxy_v1_GetCustomerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetCustomerResponse__Output>): grpc.ClientUnaryCall;
  getCustomer(argument: _svc_messaging_proxy_v1_GetCustomerRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetCustomerResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/phone_numbers/{phone_number_id}/display_name_requests/{request_id}
   */
  GetDisplayNameRequest(argument: _svc_messaging_proxy_v1_GetDisplayNameRequestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetDisplayNameRequestResponse__Output>): grpc.ClientUnaryCall;
  GetDisplayNameRequest(argument: _svc_messaging_proxy_v1_GetDisplayNameRequestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetDisplayNameRequestResponse__Output>): grpc.ClientUnaryCall;
  GetDisplayNameRequest(argument: _svc_messaging_proxy_v1_GetDisplayNameRequestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetDisplayNameRequestResponse__Output>): grpc.ClientUnaryCall;
  GetDisplayNameRequest(argument: _svc_messaging_proxy_v1_GetDisplayNameRequestRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetDisplayNameRequestResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/phone_numbers/{phone_number_id}/display_name_requests/{request_id}
   */
  getDisplayNameRequest(argument: _svc_messaging_proxy_v1_GetDisplayNameRequestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetDisplayNameRequestResponse__Output>): grpc.ClientUnaryCall;
  getDisplayNameRequest(argument: _svc_messaging_proxy_v1_GetDisplayNameRequestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetDisplayNameRequestResponse__Output>): grpc.ClientUnaryCall;
  getDisplayNameRequest(argument: _svc_messaging_proxy_v1_GetDisplayNameRequestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetDisplayNameRequestResponse__Output>): grpc.ClientUnaryCall;
  getDisplayNameRequest(argument: _svc_messaging_proxy_v1_GetDisplayNameRequestRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetDisplayNameRequestResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/phone_numbers/{phone_number_id}
   */
  GetPhoneNumber(argument: _svc_messaging_proxy_v1_GetPhoneNumberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetPhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  GetPhoneNumber(argument: _svc_messaging_proxy_v1_GetPhoneNumberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetPhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  GetPhoneNumber(argument: _svc_messaging_proxy_v1_GetPhoneNumberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetPhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  GetPhoneNumber(argument: _svc_messaging_proxy_v1_GetPhoneNumberRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetPhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/phone_numbers/{phone_number_id}
   */
  getPhoneNumber(argument: _svc_messaging_proxy_v1_GetPhoneNumberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetPhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  getPhoneNumber(argument: _svc_messaging_proxy_v1_GetPhoneNumberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetPhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  getPhoneNumber(argument: _svc_messaging_proxy_v1_GetPhoneNumberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetPhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  getPhoneNumber(argument: _svc_messaging_proxy_v1_GetPhoneNumberRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetPhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * What a broadcast needs to know before sending from a number (broadcasts service, issue 17): the
   * number's throughput as the upstream reports it and, when named, one of its account's templates.
   */
  GetSendingProfile(argument: _svc_messaging_proxy_v1_GetSendingProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetSendingProfileResponse__Output>): grpc.ClientUnaryCall;
  GetSendingProfile(argument: _svc_messaging_proxy_v1_GetSendingProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetSendingProfileResponse__Output>): grpc.ClientUnaryCall;
  GetSendingProfile(argument: _svc_messaging_proxy_v1_GetSendingProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetSendingProfileResponse__Output>): grpc.ClientUnaryCall;
  GetSendingProfile(argument: _svc_messaging_proxy_v1_GetSendingProfileRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetSendingProfileResponse__Output>): grpc.ClientUnaryCall;
  /**
   * What a broadcast needs to know before sending from a number (broadcasts service, issue 17): the
   * number's throughput as the upstream reports it and, when named, one of its account's templates.
   */
  getSendingProfile(argument: _svc_messaging_proxy_v1_GetSendingProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetSendingProfileResponse__Output>): grpc.ClientUnaryCall;
  getSendingProfile(argument: _svc_messaging_proxy_v1_GetSendingProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetSendingProfileResponse__Output>): grpc.ClientUnaryCall;
  getSendingProfile(argument: _svc_messaging_proxy_v1_GetSendingProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetSendingProfileResponse__Output>): grpc.ClientUnaryCall;
  getSendingProfile(argument: _svc_messaging_proxy_v1_GetSendingProfileRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetSendingProfileResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /customers/{customer_id}/setup_links/{setup_link_id}
   */
  GetSetupLink(argument: _svc_messaging_proxy_v1_GetSetupLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  GetSetupLink(argument: _svc_messaging_proxy_v1_GetSetupLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  GetSetupLink(argument: _svc_messaging_proxy_v1_GetSetupLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  GetSetupLink(argument: _svc_messaging_proxy_v1_GetSetupLinkRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /customers/{customer_id}/setup_links/{setup_link_id}
   */
  getSetupLink(argument: _svc_messaging_proxy_v1_GetSetupLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  getSetupLink(argument: _svc_messaging_proxy_v1_GetSetupLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  getSetupLink(argument: _svc_messaging_proxy_v1_GetSetupLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  getSetupLink(argument: _svc_messaging_proxy_v1_GetSetupLinkRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_GetSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/conversations/{conversation_id}/calls (the gateway resolves the conversation's number
   * and contact first): the calls between one of the project's numbers and one counterpart, newest
   * first (decision 0024). A number the project does not own has no calls (an empty list).
   */
  ListCalls(argument: _svc_messaging_proxy_v1_ListCallsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListCallsResponse__Output>): grpc.ClientUnaryCall;
  ListCalls(argument: _svc_messaging_proxy_v1_ListCallsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListCallsResponse__Output>): grpc.ClientUnaryCall;
  ListCalls(argument: _svc_messaging_proxy_v1_ListCallsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListCallsResponse__Output>): grpc.ClientUnaryCall;
  ListCalls(argument: _svc_messaging_proxy_v1_ListCallsRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListCallsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/conversations/{conversation_id}/calls (the gateway resolves the conversation's number
   * and contact first): the calls between one of the project's numbers and one counterpart, newest
   * first (decision 0024). A number the project does not own has no calls (an empty list).
   */
  listCalls(argument: _svc_messaging_proxy_v1_ListCallsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListCallsResponse__Output>): grpc.ClientUnaryCall;
  listCalls(argument: _svc_messaging_proxy_v1_ListCallsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListCallsResponse__Output>): grpc.ClientUnaryCall;
  listCalls(argument: _svc_messaging_proxy_v1_ListCallsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListCallsResponse__Output>): grpc.ClientUnaryCall;
  listCalls(argument: _svc_messaging_proxy_v1_ListCallsRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListCallsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /customers
   */
  ListCustomers(argument: _svc_messaging_proxy_v1_ListCustomersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  ListCustomers(argument: _svc_messaging_proxy_v1_ListCustomersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  ListCustomers(argument: _svc_messaging_proxy_v1_ListCustomersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  ListCustomers(argument: _svc_messaging_proxy_v1_ListCustomersRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /customers
   */
  listCustomers(argument: _svc_messaging_proxy_v1_ListCustomersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  listCustomers(argument: _svc_messaging_proxy_v1_ListCustomersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  listCustomers(argument: _svc_messaging_proxy_v1_ListCustomersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  listCustomers(argument: _svc_messaging_proxy_v1_ListCustomersRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/phone_numbers/{phone_number_id}/display_name_requests
   */
  ListDisplayNameRequests(argument: _svc_messaging_proxy_v1_ListDisplayNameRequestsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListDisplayNameRequestsResponse__Output>): grpc.ClientUnaryCall;
  ListDisplayNameRequests(argument: _svc_messaging_proxy_v1_ListDisplayNameRequestsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListDisplayNameRequestsResponse__Output>): grpc.ClientUnaryCall;
  ListDisplayNameRequests(argument: _svc_messaging_proxy_v1_ListDisplayNameRequestsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListDisplayNameRequestsResponse__Output>): grpc.ClientUnaryCall;
  ListDisplayNameRequests(argument: _svc_messaging_proxy_v1_ListDisplayNameRequestsRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListDisplayNameRequestsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/phone_numbers/{phone_number_id}/display_name_requests
   */
  listDisplayNameRequests(argument: _svc_messaging_proxy_v1_ListDisplayNameRequestsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListDisplayNameRequestsResponse__Output>): grpc.ClientUnaryCall;
  listDisplayNameRequests(argument: _svc_messaging_proxy_v1_ListDisplayNameRequestsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListDisplayNameRequestsResponse__Output>): grpc.ClientUnaryCall;
  listDisplayNameRequests(argument: _svc_messaging_proxy_v1_ListDisplayNameRequestsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListDisplayNameRequestsResponse__Output>): grpc.ClientUnaryCall;
  listDisplayNameRequests(argument: _svc_messaging_proxy_v1_ListDisplayNameRequestsRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListDisplayNameRequestsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /external_api_logs: the upstream calls made for the project (decision 0250), most recent first.
   */
  ListExternalApiLogs(argument: _svc_messaging_proxy_v1_ListExternalApiLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListExternalApiLogsResponse__Output>): grpc.ClientUnaryCall;
  ListExternalApiLogs(argument: _svc_messaging_proxy_v1_ListExternalApiLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListExternalApiLogsResponse__Output>): grpc.ClientUnaryCall;
  ListExternalApiLogs(argument: _svc_messaging_proxy_v1_ListExternalApiLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListExternalApiLogsResponse__Output>): grpc.ClientUnaryCall;
  ListExternalApiLogs(argument: _svc_messaging_proxy_v1_ListExternalApiLogsRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListExternalApiLogsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /external_api_logs: the upstream calls made for the project (decision 0250), most recent first.
   */
  listExternalApiLogs(argument: _svc_messaging_proxy_v1_ListExternalApiLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListExternalApiLogsResponse__Output>): grpc.ClientUnaryCall;
  listExternalApiLogs(argument: _svc_messaging_proxy_v1_ListExternalApiLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListExternalApiLogsResponse__Output>): grpc.ClientUnaryCall;
  listExternalApiLogs(argument: _svc_messaging_proxy_v1_ListExternalApiLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListExternalApiLogsResponse__Output>): grpc.ClientUnaryCall;
  listExternalApiLogs(argument: _svc_messaging_proxy_v1_ListExternalApiLogsRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListExternalApiLogsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/phone_numbers/{phone_number_id}/message_templates: the templates of the number's
   * business account as the upstream lists them (the inbox's template picker, decision 0023).
   */
  ListMessageTemplates(argument: _svc_messaging_proxy_v1_ListMessageTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListMessageTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListMessageTemplates(argument: _svc_messaging_proxy_v1_ListMessageTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListMessageTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListMessageTemplates(argument: _svc_messaging_proxy_v1_ListMessageTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListMessageTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListMessageTemplates(argument: _svc_messaging_proxy_v1_ListMessageTemplatesRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListMessageTemplatesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/phone_numbers/{phone_number_id}/message_templates: the templates of the number's
   * business account as the upstream lists them (the inbox's template picker, decision 0023).
   */
  listMessageTemplates(argument: _svc_messaging_proxy_v1_ListMessageTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListMessageTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listMessageTemplates(argument: _svc_messaging_proxy_v1_ListMessageTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListMessageTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listMessageTemplates(argument: _svc_messaging_proxy_v1_ListMessageTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListMessageTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listMessageTemplates(argument: _svc_messaging_proxy_v1_ListMessageTemplatesRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListMessageTemplatesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/phone_numbers
   */
  ListPhoneNumbers(argument: _svc_messaging_proxy_v1_ListPhoneNumbersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListPhoneNumbersResponse__Output>): grpc.ClientUnaryCall;
  ListPhoneNumbers(argument: _svc_messaging_proxy_v1_ListPhoneNumbersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListPhoneNumbersResponse__Output>): grpc.ClientUnaryCall;
  ListPhoneNumbers(argument: _svc_messaging_proxy_v1_ListPhoneNumbersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListPhoneNumbersResponse__Output>): grpc.ClientUnaryCall;
  ListPhoneNumbers(argument: _svc_messaging_proxy_v1_ListPhoneNumbersRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListPhoneNumbersResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/phone_numbers
   */
  listPhoneNumbers(argument: _svc_messaging_proxy_v1_ListPhoneNumbersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListPhoneNumbersResponse__Output>): grpc.ClientUnaryCall;
  listPhoneNumbers(argument: _svc_messaging_proxy_v1_ListPhoneNumbersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListPhoneNumbersResponse__Output>): grpc.ClientUnaryCall;
  listPhoneNumbers(argument: _svc_messaging_proxy_v1_ListPhoneNumbersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListPhoneNumbersResponse__Output>): grpc.ClientUnaryCall;
  listPhoneNumbers(argument: _svc_messaging_proxy_v1_ListPhoneNumbersRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListPhoneNumbersResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /customers/{customer_id}/setup_links
   */
  ListSetupLinks(argument: _svc_messaging_proxy_v1_ListSetupLinksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListSetupLinksResponse__Output>): grpc.ClientUnaryCall;
  ListSetupLinks(argument: _svc_messaging_proxy_v1_ListSetupLinksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListSetupLinksResponse__Output>): grpc.ClientUnaryCall;
  ListSetupLinks(argument: _svc_messaging_proxy_v1_ListSetupLinksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListSetupLinksResponse__Output>): grpc.ClientUnaryCall;
  ListSetupLinks(argument: _svc_messaging_proxy_v1_ListSetupLinksRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListSetupLinksResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /customers/{customer_id}/setup_links
   */
  listSetupLinks(argument: _svc_messaging_proxy_v1_ListSetupLinksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListSetupLinksResponse__Output>): grpc.ClientUnaryCall;
  listSetupLinks(argument: _svc_messaging_proxy_v1_ListSetupLinksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListSetupLinksResponse__Output>): grpc.ClientUnaryCall;
  listSetupLinks(argument: _svc_messaging_proxy_v1_ListSetupLinksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListSetupLinksResponse__Output>): grpc.ClientUnaryCall;
  listSetupLinks(argument: _svc_messaging_proxy_v1_ListSetupLinksRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_ListSetupLinksResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * PATCH /customers/{customer_id}/setup_links/{setup_link_id} with {setup_link: {status: "revoked"}}: an
   * active link becomes revoked; a revoked one is answered as it is (a retry); a used or expired one is
   * a conflict (ABORTED, HTTP 409).
   */
  RevokeSetupLink(argument: _svc_messaging_proxy_v1_RevokeSetupLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_RevokeSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  RevokeSetupLink(argument: _svc_messaging_proxy_v1_RevokeSetupLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_RevokeSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  RevokeSetupLink(argument: _svc_messaging_proxy_v1_RevokeSetupLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_RevokeSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  RevokeSetupLink(argument: _svc_messaging_proxy_v1_RevokeSetupLinkRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_RevokeSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PATCH /customers/{customer_id}/setup_links/{setup_link_id} with {setup_link: {status: "revoked"}}: an
   * active link becomes revoked; a revoked one is answered as it is (a retry); a used or expired one is
   * a conflict (ABORTED, HTTP 409).
   */
  revokeSetupLink(argument: _svc_messaging_proxy_v1_RevokeSetupLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_RevokeSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  revokeSetupLink(argument: _svc_messaging_proxy_v1_RevokeSetupLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_RevokeSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  revokeSetupLink(argument: _svc_messaging_proxy_v1_RevokeSetupLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_RevokeSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  revokeSetupLink(argument: _svc_messaging_proxy_v1_RevokeSetupLinkRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_RevokeSetupLinkResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /log_search: this service's sources (external_api_log, upstream_webhook_event) searched for the project (decision 0019).
   */
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  /**
   * GET /log_search: this service's sources (external_api_log, upstream_webhook_event) searched for the project (decision 0019).
   */
  searchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  searchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  searchLogs(argument: _svc_common_v1_LogSearchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  searchLogs(argument: _svc_common_v1_LogSearchRequest, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  
  /**
   * The guarded send path for the platform's own senders (broadcasts, workflows, agent runs): the same
   * classification, opt-out, thread-ownership and credit checks as POST {proxy_url}/{phone_number_id}/messages
   * (decision 0230), then the forward upstream, the outbound record and the settlement. A refusal or an
   * upstream error is an answer (accepted = false), not a gRPC error; gRPC errors mean the send's outcome
   * is unknown (UNAVAILABLE, DEADLINE_EXCEEDED) or the request itself is wrong (INVALID_ARGUMENT, NOT_FOUND
   * for an unknown or foreign phone number).
   */
  SendMessage(argument: _svc_messaging_proxy_v1_SendMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_SendMessageResponse__Output>): grpc.ClientUnaryCall;
  SendMessage(argument: _svc_messaging_proxy_v1_SendMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_SendMessageResponse__Output>): grpc.ClientUnaryCall;
  SendMessage(argument: _svc_messaging_proxy_v1_SendMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_SendMessageResponse__Output>): grpc.ClientUnaryCall;
  SendMessage(argument: _svc_messaging_proxy_v1_SendMessageRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_SendMessageResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The guarded send path for the platform's own senders (broadcasts, workflows, agent runs): the same
   * classification, opt-out, thread-ownership and credit checks as POST {proxy_url}/{phone_number_id}/messages
   * (decision 0230), then the forward upstream, the outbound record and the settlement. A refusal or an
   * upstream error is an answer (accepted = false), not a gRPC error; gRPC errors mean the send's outcome
   * is unknown (UNAVAILABLE, DEADLINE_EXCEEDED) or the request itself is wrong (INVALID_ARGUMENT, NOT_FOUND
   * for an unknown or foreign phone number).
   */
  sendMessage(argument: _svc_messaging_proxy_v1_SendMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_SendMessageResponse__Output>): grpc.ClientUnaryCall;
  sendMessage(argument: _svc_messaging_proxy_v1_SendMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_SendMessageResponse__Output>): grpc.ClientUnaryCall;
  sendMessage(argument: _svc_messaging_proxy_v1_SendMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_SendMessageResponse__Output>): grpc.ClientUnaryCall;
  sendMessage(argument: _svc_messaging_proxy_v1_SendMessageRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_SendMessageResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Several SendMessage calls in one (issue 40: a broadcast's sends of one moment share a call): every item
   * is checked and sent exactly as SendMessage would, all at once, and answered in order with its own result
   * - its response, or the error SendMessage would have raised for it (the call fails only when it lists no
   * item or more than 100). Items are independent: one refused or failing never holds up the others.
   */
  SendMessages(argument: _svc_messaging_proxy_v1_SendMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_SendMessagesResponse__Output>): grpc.ClientUnaryCall;
  SendMessages(argument: _svc_messaging_proxy_v1_SendMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_SendMessagesResponse__Output>): grpc.ClientUnaryCall;
  SendMessages(argument: _svc_messaging_proxy_v1_SendMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_SendMessagesResponse__Output>): grpc.ClientUnaryCall;
  SendMessages(argument: _svc_messaging_proxy_v1_SendMessagesRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_SendMessagesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Several SendMessage calls in one (issue 40: a broadcast's sends of one moment share a call): every item
   * is checked and sent exactly as SendMessage would, all at once, and answered in order with its own result
   * - its response, or the error SendMessage would have raised for it (the call fails only when it lists no
   * item or more than 100). Items are independent: one refused or failing never holds up the others.
   */
  sendMessages(argument: _svc_messaging_proxy_v1_SendMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_SendMessagesResponse__Output>): grpc.ClientUnaryCall;
  sendMessages(argument: _svc_messaging_proxy_v1_SendMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_SendMessagesResponse__Output>): grpc.ClientUnaryCall;
  sendMessages(argument: _svc_messaging_proxy_v1_SendMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_SendMessagesResponse__Output>): grpc.ClientUnaryCall;
  sendMessages(argument: _svc_messaging_proxy_v1_SendMessagesRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_SendMessagesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * PATCH /customers/{customer_id}
   */
  UpdateCustomer(argument: _svc_messaging_proxy_v1_UpdateCustomerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_UpdateCustomerResponse__Output>): grpc.ClientUnaryCall;
  UpdateCustomer(argument: _svc_messaging_proxy_v1_UpdateCustomerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_UpdateCustomerResponse__Output>): grpc.ClientUnaryCall;
  UpdateCustomer(argument: _svc_messaging_proxy_v1_UpdateCustomerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_UpdateCustomerResponse__Output>): grpc.ClientUnaryCall;
  UpdateCustomer(argument: _svc_messaging_proxy_v1_UpdateCustomerRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_UpdateCustomerResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PATCH /customers/{customer_id}
   */
  updateCustomer(argument: _svc_messaging_proxy_v1_UpdateCustomerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_UpdateCustomerResponse__Output>): grpc.ClientUnaryCall;
  updateCustomer(argument: _svc_messaging_proxy_v1_UpdateCustomerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_UpdateCustomerResponse__Output>): grpc.ClientUnaryCall;
  updateCustomer(argument: _svc_messaging_proxy_v1_UpdateCustomerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_UpdateCustomerResponse__Output>): grpc.ClientUnaryCall;
  updateCustomer(argument: _svc_messaging_proxy_v1_UpdateCustomerRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_UpdateCustomerResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * PATCH /messaging/phone_numbers/{phone_number_id}
   */
  UpdatePhoneNumber(argument: _svc_messaging_proxy_v1_UpdatePhoneNumberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_UpdatePhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  UpdatePhoneNumber(argument: _svc_messaging_proxy_v1_UpdatePhoneNumberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_UpdatePhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  UpdatePhoneNumber(argument: _svc_messaging_proxy_v1_UpdatePhoneNumberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_UpdatePhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  UpdatePhoneNumber(argument: _svc_messaging_proxy_v1_UpdatePhoneNumberRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_UpdatePhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PATCH /messaging/phone_numbers/{phone_number_id}
   */
  updatePhoneNumber(argument: _svc_messaging_proxy_v1_UpdatePhoneNumberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_UpdatePhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  updatePhoneNumber(argument: _svc_messaging_proxy_v1_UpdatePhoneNumberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_messaging_proxy_v1_UpdatePhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  updatePhoneNumber(argument: _svc_messaging_proxy_v1_UpdatePhoneNumberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_messaging_proxy_v1_UpdatePhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  updatePhoneNumber(argument: _svc_messaging_proxy_v1_UpdatePhoneNumberRequest, callback: grpc.requestCallback<_svc_messaging_proxy_v1_UpdatePhoneNumberResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Customers, setup links, phone numbers, health checks and display name requests, scoped by project.
 */
export interface MessagingProxyServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * GET /messaging/phone_numbers/{phone_number_id}/health (cached 3 minutes; not idempotent
   * for retries because a miss calls the upstream, which the rate limit protects).
   */
  CheckPhoneNumberHealth: grpc.handleUnaryCall<_svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest__Output, _svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse>;
  
  /**
   * POST /customers/{customer_id}/messaging/phone_numbers
   */
  ConnectPhoneNumber: grpc.handleUnaryCall<_svc_messaging_proxy_v1_ConnectPhoneNumberRequest__Output, _svc_messaging_proxy_v1_ConnectPhoneNumberResponse>;
  
  /**
   * POST /messaging/conversations/{conversation_id}/thread_control (decision 0023): take or release the
   * thread of one customer on a number shared with another app (`POST {phone_number_id}/thread_control`
   * with the number's token), recorded like a take-control send. On a number not shared nothing is called
   * (shared = false): the platform already handles every thread there. The upstream's refusal of a take
   * (not the escalation app) is ABORTED (409, code `thread_take_not_permitted`); another refusal ABORTED
   * `thread_control_refused`; no answer UPSTREAM_FAILED (502, code `thread_control_unknown`: it may have
   * gone through).
   */
  ControlThread: grpc.handleUnaryCall<_svc_messaging_proxy_v1_ControlThreadRequest__Output, _svc_messaging_proxy_v1_ControlThreadResponse>;
  
  /**
   * POST /customers
   */
  CreateCustomer: grpc.handleUnaryCall<_svc_messaging_proxy_v1_CreateCustomerRequest__Output, _svc_messaging_proxy_v1_CreateCustomerResponse>;
  
  /**
   * POST /messaging/phone_numbers/{phone_number_id}/display_name_requests
   */
  CreateDisplayNameRequest: grpc.handleUnaryCall<_svc_messaging_proxy_v1_CreateDisplayNameRequestRequest__Output, _svc_messaging_proxy_v1_CreateDisplayNameRequestResponse>;
  
  /**
   * POST /customers/{customer_id}/setup_links
   */
  CreateSetupLink: grpc.handleUnaryCall<_svc_messaging_proxy_v1_CreateSetupLinkRequest__Output, _svc_messaging_proxy_v1_CreateSetupLinkResponse>;
  
  /**
   * DELETE /customers/{customer_id}
   */
  DeleteCustomer: grpc.handleUnaryCall<_svc_messaging_proxy_v1_DeleteCustomerRequest__Output, _svc_messaging_proxy_v1_DeleteCustomerResponse>;
  
  /**
   * GET /customers/{customer_id}
   */
  GetCustomer: grpc.handleUnaryCall<_svc_messaging_proxy_v1_GetCustomerRequest__Output, _svc_messaging_proxy_v1_GetCustomerResponse>;
  
  /**
   * GET /messaging/phone_numbers/{phone_number_id}/display_name_requests/{request_id}
   */
  GetDisplayNameRequest: grpc.handleUnaryCall<_svc_messaging_proxy_v1_GetDisplayNameRequestRequest__Output, _svc_messaging_proxy_v1_GetDisplayNameRequestResponse>;
  
  /**
   * GET /messaging/phone_numbers/{phone_number_id}
   */
  GetPhoneNumber: grpc.handleUnaryCall<_svc_messaging_proxy_v1_GetPhoneNumberRequest__Output, _svc_messaging_proxy_v1_GetPhoneNumberResponse>;
  
  /**
   * What a broadcast needs to know before sending from a number (broadcasts service, issue 17): the
   * number's throughput as the upstream reports it and, when named, one of its account's templates.
   */
  GetSendingProfile: grpc.handleUnaryCall<_svc_messaging_proxy_v1_GetSendingProfileRequest__Output, _svc_messaging_proxy_v1_GetSendingProfileResponse>;
  
  /**
   * GET /customers/{customer_id}/setup_links/{setup_link_id}
   */
  GetSetupLink: grpc.handleUnaryCall<_svc_messaging_proxy_v1_GetSetupLinkRequest__Output, _svc_messaging_proxy_v1_GetSetupLinkResponse>;
  
  /**
   * GET /messaging/conversations/{conversation_id}/calls (the gateway resolves the conversation's number
   * and contact first): the calls between one of the project's numbers and one counterpart, newest
   * first (decision 0024). A number the project does not own has no calls (an empty list).
   */
  ListCalls: grpc.handleUnaryCall<_svc_messaging_proxy_v1_ListCallsRequest__Output, _svc_messaging_proxy_v1_ListCallsResponse>;
  
  /**
   * GET /customers
   */
  ListCustomers: grpc.handleUnaryCall<_svc_messaging_proxy_v1_ListCustomersRequest__Output, _svc_messaging_proxy_v1_ListCustomersResponse>;
  
  /**
   * GET /messaging/phone_numbers/{phone_number_id}/display_name_requests
   */
  ListDisplayNameRequests: grpc.handleUnaryCall<_svc_messaging_proxy_v1_ListDisplayNameRequestsRequest__Output, _svc_messaging_proxy_v1_ListDisplayNameRequestsResponse>;
  
  /**
   * GET /external_api_logs: the upstream calls made for the project (decision 0250), most recent first.
   */
  ListExternalApiLogs: grpc.handleUnaryCall<_svc_messaging_proxy_v1_ListExternalApiLogsRequest__Output, _svc_messaging_proxy_v1_ListExternalApiLogsResponse>;
  
  /**
   * GET /messaging/phone_numbers/{phone_number_id}/message_templates: the templates of the number's
   * business account as the upstream lists them (the inbox's template picker, decision 0023).
   */
  ListMessageTemplates: grpc.handleUnaryCall<_svc_messaging_proxy_v1_ListMessageTemplatesRequest__Output, _svc_messaging_proxy_v1_ListMessageTemplatesResponse>;
  
  /**
   * GET /messaging/phone_numbers
   */
  ListPhoneNumbers: grpc.handleUnaryCall<_svc_messaging_proxy_v1_ListPhoneNumbersRequest__Output, _svc_messaging_proxy_v1_ListPhoneNumbersResponse>;
  
  /**
   * GET /customers/{customer_id}/setup_links
   */
  ListSetupLinks: grpc.handleUnaryCall<_svc_messaging_proxy_v1_ListSetupLinksRequest__Output, _svc_messaging_proxy_v1_ListSetupLinksResponse>;
  
  /**
   * PATCH /customers/{customer_id}/setup_links/{setup_link_id} with {setup_link: {status: "revoked"}}: an
   * active link becomes revoked; a revoked one is answered as it is (a retry); a used or expired one is
   * a conflict (ABORTED, HTTP 409).
   */
  RevokeSetupLink: grpc.handleUnaryCall<_svc_messaging_proxy_v1_RevokeSetupLinkRequest__Output, _svc_messaging_proxy_v1_RevokeSetupLinkResponse>;
  
  /**
   * GET /log_search: this service's sources (external_api_log, upstream_webhook_event) searched for the project (decision 0019).
   */
  SearchLogs: grpc.handleUnaryCall<_svc_common_v1_LogSearchRequest__Output, _svc_common_v1_LogSearchReply>;
  
  /**
   * The guarded send path for the platform's own senders (broadcasts, workflows, agent runs): the same
   * classification, opt-out, thread-ownership and credit checks as POST {proxy_url}/{phone_number_id}/messages
   * (decision 0230), then the forward upstream, the outbound record and the settlement. A refusal or an
   * upstream error is an answer (accepted = false), not a gRPC error; gRPC errors mean the send's outcome
   * is unknown (UNAVAILABLE, DEADLINE_EXCEEDED) or the request itself is wrong (INVALID_ARGUMENT, NOT_FOUND
   * for an unknown or foreign phone number).
   */
  SendMessage: grpc.handleUnaryCall<_svc_messaging_proxy_v1_SendMessageRequest__Output, _svc_messaging_proxy_v1_SendMessageResponse>;
  
  /**
   * Several SendMessage calls in one (issue 40: a broadcast's sends of one moment share a call): every item
   * is checked and sent exactly as SendMessage would, all at once, and answered in order with its own result
   * - its response, or the error SendMessage would have raised for it (the call fails only when it lists no
   * item or more than 100). Items are independent: one refused or failing never holds up the others.
   */
  SendMessages: grpc.handleUnaryCall<_svc_messaging_proxy_v1_SendMessagesRequest__Output, _svc_messaging_proxy_v1_SendMessagesResponse>;
  
  /**
   * PATCH /customers/{customer_id}
   */
  UpdateCustomer: grpc.handleUnaryCall<_svc_messaging_proxy_v1_UpdateCustomerRequest__Output, _svc_messaging_proxy_v1_UpdateCustomerResponse>;
  
  /**
   * PATCH /messaging/phone_numbers/{phone_number_id}
   */
  UpdatePhoneNumber: grpc.handleUnaryCall<_svc_messaging_proxy_v1_UpdatePhoneNumberRequest__Output, _svc_messaging_proxy_v1_UpdatePhoneNumberResponse>;
  
}

export interface MessagingProxyServiceDefinition extends grpc.ServiceDefinition {
  CheckPhoneNumberHealth: MethodDefinition<_svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest, _svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse, _svc_messaging_proxy_v1_CheckPhoneNumberHealthRequest__Output, _svc_messaging_proxy_v1_CheckPhoneNumberHealthResponse__Output>
  ConnectPhoneNumber: MethodDefinition<_svc_messaging_proxy_v1_ConnectPhoneNumberRequest, _svc_messaging_proxy_v1_ConnectPhoneNumberResponse, _svc_messaging_proxy_v1_ConnectPhoneNumberRequest__Output, _svc_messaging_proxy_v1_ConnectPhoneNumberResponse__Output>
  ControlThread: MethodDefinition<_svc_messaging_proxy_v1_ControlThreadRequest, _svc_messaging_proxy_v1_ControlThreadResponse, _svc_messaging_proxy_v1_ControlThreadRequest__Output, _svc_messaging_proxy_v1_ControlThreadResponse__Output>
  CreateCustomer: MethodDefinition<_svc_messaging_proxy_v1_CreateCustomerRequest, _svc_messaging_proxy_v1_CreateCustomerResponse, _svc_messaging_proxy_v1_CreateCustomerRequest__Output, _svc_messaging_proxy_v1_CreateCustomerResponse__Output>
  CreateDisplayNameRequest: MethodDefinition<_svc_messaging_proxy_v1_CreateDisplayNameRequestRequest, _svc_messaging_proxy_v1_CreateDisplayNameRequestResponse, _svc_messaging_proxy_v1_CreateDisplayNameRequestRequest__Output, _svc_messaging_proxy_v1_CreateDisplayNameRequestResponse__Output>
  CreateSetupLink: MethodDefinition<_svc_messaging_proxy_v1_CreateSetupLinkRequest, _svc_messaging_proxy_v1_CreateSetupLinkResponse, _svc_messaging_proxy_v1_CreateSetupLinkRequest__Output, _svc_messaging_proxy_v1_CreateSetupLinkResponse__Output>
  DeleteCustomer: MethodDefinition<_svc_messaging_proxy_v1_DeleteCustomerRequest, _svc_messaging_proxy_v1_DeleteCustomerResponse, _svc_messaging_proxy_v1_DeleteCustomerRequest__Output, _svc_messaging_proxy_v1_DeleteCustomerResponse__Output>
  GetCustomer: MethodDefinition<_svc_messaging_proxy_v1_GetCustomerRequest, _svc_messaging_proxy_v1_GetCustomerResponse, _svc_messaging_proxy_v1_GetCustomerRequest__Output, _svc_messaging_proxy_v1_GetCustomerResponse__Output>
  GetDisplayNameRequest: MethodDefinition<_svc_messaging_proxy_v1_GetDisplayNameRequestRequest, _svc_messaging_proxy_v1_GetDisplayNameRequestResponse, _svc_messaging_proxy_v1_GetDisplayNameRequestRequest__Output, _svc_messaging_proxy_v1_GetDisplayNameRequestResponse__Output>
  GetPhoneNumber: MethodDefinition<_svc_messaging_proxy_v1_GetPhoneNumberRequest, _svc_messaging_proxy_v1_GetPhoneNumberResponse, _svc_messaging_proxy_v1_GetPhoneNumberRequest__Output, _svc_messaging_proxy_v1_GetPhoneNumberResponse__Output>
  GetSendingProfile: MethodDefinition<_svc_messaging_proxy_v1_GetSendingProfileRequest, _svc_messaging_proxy_v1_GetSendingProfileResponse, _svc_messaging_proxy_v1_GetSendingProfileRequest__Output, _svc_messaging_proxy_v1_GetSendingProfileResponse__Output>
  GetSetupLink: MethodDefinition<_svc_messaging_proxy_v1_GetSetupLinkRequest, _svc_messaging_proxy_v1_GetSetupLinkResponse, _svc_messaging_proxy_v1_GetSetupLinkRequest__Output, _svc_messaging_proxy_v1_GetSetupLinkResponse__Output>
  ListCalls: MethodDefinition<_svc_messaging_proxy_v1_ListCallsRequest, _svc_messaging_proxy_v1_ListCallsResponse, _svc_messaging_proxy_v1_ListCallsRequest__Output, _svc_messaging_proxy_v1_ListCallsResponse__Output>
  ListCustomers: MethodDefinition<_svc_messaging_proxy_v1_ListCustomersRequest, _svc_messaging_proxy_v1_ListCustomersResponse, _svc_messaging_proxy_v1_ListCustomersRequest__Output, _svc_messaging_proxy_v1_ListCustomersResponse__Output>
  ListDisplayNameRequests: MethodDefinition<_svc_messaging_proxy_v1_ListDisplayNameRequestsRequest, _svc_messaging_proxy_v1_ListDisplayNameRequestsResponse, _svc_messaging_proxy_v1_ListDisplayNameRequestsRequest__Output, _svc_messaging_proxy_v1_ListDisplayNameRequestsResponse__Output>
  ListExternalApiLogs: MethodDefinition<_svc_messaging_proxy_v1_ListExternalApiLogsRequest, _svc_messaging_proxy_v1_ListExternalApiLogsResponse, _svc_messaging_proxy_v1_ListExternalApiLogsRequest__Output, _svc_messaging_proxy_v1_ListExternalApiLogsResponse__Output>
  ListMessageTemplates: MethodDefinition<_svc_messaging_proxy_v1_ListMessageTemplatesRequest, _svc_messaging_proxy_v1_ListMessageTemplatesResponse, _svc_messaging_proxy_v1_ListMessageTemplatesRequest__Output, _svc_messaging_proxy_v1_ListMessageTemplatesResponse__Output>
  ListPhoneNumbers: MethodDefinition<_svc_messaging_proxy_v1_ListPhoneNumbersRequest, _svc_messaging_proxy_v1_ListPhoneNumbersResponse, _svc_messaging_proxy_v1_ListPhoneNumbersRequest__Output, _svc_messaging_proxy_v1_ListPhoneNumbersResponse__Output>
  ListSetupLinks: MethodDefinition<_svc_messaging_proxy_v1_ListSetupLinksRequest, _svc_messaging_proxy_v1_ListSetupLinksResponse, _svc_messaging_proxy_v1_ListSetupLinksRequest__Output, _svc_messaging_proxy_v1_ListSetupLinksResponse__Output>
  RevokeSetupLink: MethodDefinition<_svc_messaging_proxy_v1_RevokeSetupLinkRequest, _svc_messaging_proxy_v1_RevokeSetupLinkResponse, _svc_messaging_proxy_v1_RevokeSetupLinkRequest__Output, _svc_messaging_proxy_v1_RevokeSetupLinkResponse__Output>
  SearchLogs: MethodDefinition<_svc_common_v1_LogSearchRequest, _svc_common_v1_LogSearchReply, _svc_common_v1_LogSearchRequest__Output, _svc_common_v1_LogSearchReply__Output>
  SendMessage: MethodDefinition<_svc_messaging_proxy_v1_SendMessageRequest, _svc_messaging_proxy_v1_SendMessageResponse, _svc_messaging_proxy_v1_SendMessageRequest__Output, _svc_messaging_proxy_v1_SendMessageResponse__Output>
  SendMessages: MethodDefinition<_svc_messaging_proxy_v1_SendMessagesRequest, _svc_messaging_proxy_v1_SendMessagesResponse, _svc_messaging_proxy_v1_SendMessagesRequest__Output, _svc_messaging_proxy_v1_SendMessagesResponse__Output>
  UpdateCustomer: MethodDefinition<_svc_messaging_proxy_v1_UpdateCustomerRequest, _svc_messaging_proxy_v1_UpdateCustomerResponse, _svc_messaging_proxy_v1_UpdateCustomerRequest__Output, _svc_messaging_proxy_v1_UpdateCustomerResponse__Output>
  UpdatePhoneNumber: MethodDefinition<_svc_messaging_proxy_v1_UpdatePhoneNumberRequest, _svc_messaging_proxy_v1_UpdatePhoneNumberResponse, _svc_messaging_proxy_v1_UpdatePhoneNumberRequest__Output, _svc_messaging_proxy_v1_UpdatePhoneNumberResponse__Output>
}
