// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateCustomerRequest as _svc_messaging_proxy_v1_CreateCustomerRequest, CreateCustomerRequest__Output as _svc_messaging_proxy_v1_CreateCustomerRequest__Output } from '../../../svc/messaging_proxy/v1/CreateCustomerRequest';
import type { CreateCustomerResponse as _svc_messaging_proxy_v1_CreateCustomerResponse, CreateCustomerResponse__Output as _svc_messaging_proxy_v1_CreateCustomerResponse__Output } from '../../../svc/messaging_proxy/v1/CreateCustomerResponse';
import type { GetCustomerRequest as _svc_messaging_proxy_v1_GetCustomerRequest, GetCustomerRequest__Output as _svc_messaging_proxy_v1_GetCustomerRequest__Output } from '../../../svc/messaging_proxy/v1/GetCustomerRequest';
import type { GetCustomerResponse as _svc_messaging_proxy_v1_GetCustomerResponse, GetCustomerResponse__Output as _svc_messaging_proxy_v1_GetCustomerResponse__Output } from '../../../svc/messaging_proxy/v1/GetCustomerResponse';
import type { ListCustomersRequest as _svc_messaging_proxy_v1_ListCustomersRequest, ListCustomersRequest__Output as _svc_messaging_proxy_v1_ListCustomersRequest__Output } from '../../../svc/messaging_proxy/v1/ListCustomersRequest';
import type { ListCustomersResponse as _svc_messaging_proxy_v1_ListCustomersResponse, ListCustomersResponse__Output as _svc_messaging_proxy_v1_ListCustomersResponse__Output } from '../../../svc/messaging_proxy/v1/ListCustomersResponse';

/**
 * Customers and their phone numbers, scoped by project.
 */
export interface MessagingProxyServiceClient extends grpc.Client {
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
  
}

/**
 * Customers and their phone numbers, scoped by project.
 */
export interface MessagingProxyServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * POST /customers
   */
  CreateCustomer: grpc.handleUnaryCall<_svc_messaging_proxy_v1_CreateCustomerRequest__Output, _svc_messaging_proxy_v1_CreateCustomerResponse>;
  
  /**
   * GET /customers/{customer_id}
   */
  GetCustomer: grpc.handleUnaryCall<_svc_messaging_proxy_v1_GetCustomerRequest__Output, _svc_messaging_proxy_v1_GetCustomerResponse>;
  
  /**
   * GET /customers
   */
  ListCustomers: grpc.handleUnaryCall<_svc_messaging_proxy_v1_ListCustomersRequest__Output, _svc_messaging_proxy_v1_ListCustomersResponse>;
  
}

export interface MessagingProxyServiceDefinition extends grpc.ServiceDefinition {
  CreateCustomer: MethodDefinition<_svc_messaging_proxy_v1_CreateCustomerRequest, _svc_messaging_proxy_v1_CreateCustomerResponse, _svc_messaging_proxy_v1_CreateCustomerRequest__Output, _svc_messaging_proxy_v1_CreateCustomerResponse__Output>
  GetCustomer: MethodDefinition<_svc_messaging_proxy_v1_GetCustomerRequest, _svc_messaging_proxy_v1_GetCustomerResponse, _svc_messaging_proxy_v1_GetCustomerRequest__Output, _svc_messaging_proxy_v1_GetCustomerResponse__Output>
  ListCustomers: MethodDefinition<_svc_messaging_proxy_v1_ListCustomersRequest, _svc_messaging_proxy_v1_ListCustomersResponse, _svc_messaging_proxy_v1_ListCustomersRequest__Output, _svc_messaging_proxy_v1_ListCustomersResponse__Output>
}
