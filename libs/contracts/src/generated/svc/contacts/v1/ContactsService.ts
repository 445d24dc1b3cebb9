// Original file: protos/svc/contacts/v1/contacts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetContactRequest as _svc_contacts_v1_GetContactRequest, GetContactRequest__Output as _svc_contacts_v1_GetContactRequest__Output } from '../../../svc/contacts/v1/GetContactRequest';
import type { GetContactResponse as _svc_contacts_v1_GetContactResponse, GetContactResponse__Output as _svc_contacts_v1_GetContactResponse__Output } from '../../../svc/contacts/v1/GetContactResponse';
import type { ListMarketingPreferencesRequest as _svc_contacts_v1_ListMarketingPreferencesRequest, ListMarketingPreferencesRequest__Output as _svc_contacts_v1_ListMarketingPreferencesRequest__Output } from '../../../svc/contacts/v1/ListMarketingPreferencesRequest';
import type { ListMarketingPreferencesResponse as _svc_contacts_v1_ListMarketingPreferencesResponse, ListMarketingPreferencesResponse__Output as _svc_contacts_v1_ListMarketingPreferencesResponse__Output } from '../../../svc/contacts/v1/ListMarketingPreferencesResponse';

/**
 * Contacts of a project, addressed by uuid, phone number, business-scoped user id or parent id.
 */
export interface ContactsServiceClient extends grpc.Client {
  /**
   * GET /messaging/contacts/{identifier}
   */
  GetContact(argument: _svc_contacts_v1_GetContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetContactResponse__Output>): grpc.ClientUnaryCall;
  GetContact(argument: _svc_contacts_v1_GetContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_GetContactResponse__Output>): grpc.ClientUnaryCall;
  GetContact(argument: _svc_contacts_v1_GetContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetContactResponse__Output>): grpc.ClientUnaryCall;
  GetContact(argument: _svc_contacts_v1_GetContactRequest, callback: grpc.requestCallback<_svc_contacts_v1_GetContactResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/contacts/{identifier}
   */
  getContact(argument: _svc_contacts_v1_GetContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetContactResponse__Output>): grpc.ClientUnaryCall;
  getContact(argument: _svc_contacts_v1_GetContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_GetContactResponse__Output>): grpc.ClientUnaryCall;
  getContact(argument: _svc_contacts_v1_GetContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetContactResponse__Output>): grpc.ClientUnaryCall;
  getContact(argument: _svc_contacts_v1_GetContactRequest, callback: grpc.requestCallback<_svc_contacts_v1_GetContactResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/contacts/{identifier}/marketing_preferences
   */
  ListMarketingPreferences(argument: _svc_contacts_v1_ListMarketingPreferencesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListMarketingPreferencesResponse__Output>): grpc.ClientUnaryCall;
  ListMarketingPreferences(argument: _svc_contacts_v1_ListMarketingPreferencesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_ListMarketingPreferencesResponse__Output>): grpc.ClientUnaryCall;
  ListMarketingPreferences(argument: _svc_contacts_v1_ListMarketingPreferencesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListMarketingPreferencesResponse__Output>): grpc.ClientUnaryCall;
  ListMarketingPreferences(argument: _svc_contacts_v1_ListMarketingPreferencesRequest, callback: grpc.requestCallback<_svc_contacts_v1_ListMarketingPreferencesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/contacts/{identifier}/marketing_preferences
   */
  listMarketingPreferences(argument: _svc_contacts_v1_ListMarketingPreferencesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListMarketingPreferencesResponse__Output>): grpc.ClientUnaryCall;
  listMarketingPreferences(argument: _svc_contacts_v1_ListMarketingPreferencesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_ListMarketingPreferencesResponse__Output>): grpc.ClientUnaryCall;
  listMarketingPreferences(argument: _svc_contacts_v1_ListMarketingPreferencesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListMarketingPreferencesResponse__Output>): grpc.ClientUnaryCall;
  listMarketingPreferences(argument: _svc_contacts_v1_ListMarketingPreferencesRequest, callback: grpc.requestCallback<_svc_contacts_v1_ListMarketingPreferencesResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Contacts of a project, addressed by uuid, phone number, business-scoped user id or parent id.
 */
export interface ContactsServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * GET /messaging/contacts/{identifier}
   */
  GetContact: grpc.handleUnaryCall<_svc_contacts_v1_GetContactRequest__Output, _svc_contacts_v1_GetContactResponse>;
  
  /**
   * GET /messaging/contacts/{identifier}/marketing_preferences
   */
  ListMarketingPreferences: grpc.handleUnaryCall<_svc_contacts_v1_ListMarketingPreferencesRequest__Output, _svc_contacts_v1_ListMarketingPreferencesResponse>;
  
}

export interface ContactsServiceDefinition extends grpc.ServiceDefinition {
  GetContact: MethodDefinition<_svc_contacts_v1_GetContactRequest, _svc_contacts_v1_GetContactResponse, _svc_contacts_v1_GetContactRequest__Output, _svc_contacts_v1_GetContactResponse__Output>
  ListMarketingPreferences: MethodDefinition<_svc_contacts_v1_ListMarketingPreferencesRequest, _svc_contacts_v1_ListMarketingPreferencesResponse, _svc_contacts_v1_ListMarketingPreferencesRequest__Output, _svc_contacts_v1_ListMarketingPreferencesResponse__Output>
}
