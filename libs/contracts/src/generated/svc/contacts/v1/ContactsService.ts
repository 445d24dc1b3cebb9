// Original file: protos/svc/contacts/v1/contacts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CheckMarketingStopsRequest as _svc_contacts_v1_CheckMarketingStopsRequest, CheckMarketingStopsRequest__Output as _svc_contacts_v1_CheckMarketingStopsRequest__Output } from '../../../svc/contacts/v1/CheckMarketingStopsRequest';
import type { CheckMarketingStopsResponse as _svc_contacts_v1_CheckMarketingStopsResponse, CheckMarketingStopsResponse__Output as _svc_contacts_v1_CheckMarketingStopsResponse__Output } from '../../../svc/contacts/v1/CheckMarketingStopsResponse';
import type { CountConversationsRequest as _svc_contacts_v1_CountConversationsRequest, CountConversationsRequest__Output as _svc_contacts_v1_CountConversationsRequest__Output } from '../../../svc/contacts/v1/CountConversationsRequest';
import type { CountConversationsResponse as _svc_contacts_v1_CountConversationsResponse, CountConversationsResponse__Output as _svc_contacts_v1_CountConversationsResponse__Output } from '../../../svc/contacts/v1/CountConversationsResponse';
import type { CreateConversationAssignmentRequest as _svc_contacts_v1_CreateConversationAssignmentRequest, CreateConversationAssignmentRequest__Output as _svc_contacts_v1_CreateConversationAssignmentRequest__Output } from '../../../svc/contacts/v1/CreateConversationAssignmentRequest';
import type { CreateConversationAssignmentResponse as _svc_contacts_v1_CreateConversationAssignmentResponse, CreateConversationAssignmentResponse__Output as _svc_contacts_v1_CreateConversationAssignmentResponse__Output } from '../../../svc/contacts/v1/CreateConversationAssignmentResponse';
import type { CreateConversationNoteRequest as _svc_contacts_v1_CreateConversationNoteRequest, CreateConversationNoteRequest__Output as _svc_contacts_v1_CreateConversationNoteRequest__Output } from '../../../svc/contacts/v1/CreateConversationNoteRequest';
import type { CreateConversationNoteResponse as _svc_contacts_v1_CreateConversationNoteResponse, CreateConversationNoteResponse__Output as _svc_contacts_v1_CreateConversationNoteResponse__Output } from '../../../svc/contacts/v1/CreateConversationNoteResponse';
import type { CreateSandboxSessionRequest as _svc_contacts_v1_CreateSandboxSessionRequest, CreateSandboxSessionRequest__Output as _svc_contacts_v1_CreateSandboxSessionRequest__Output } from '../../../svc/contacts/v1/CreateSandboxSessionRequest';
import type { CreateSandboxSessionResponse as _svc_contacts_v1_CreateSandboxSessionResponse, CreateSandboxSessionResponse__Output as _svc_contacts_v1_CreateSandboxSessionResponse__Output } from '../../../svc/contacts/v1/CreateSandboxSessionResponse';
import type { DeleteContactRequest as _svc_contacts_v1_DeleteContactRequest, DeleteContactRequest__Output as _svc_contacts_v1_DeleteContactRequest__Output } from '../../../svc/contacts/v1/DeleteContactRequest';
import type { DeleteContactResponse as _svc_contacts_v1_DeleteContactResponse, DeleteContactResponse__Output as _svc_contacts_v1_DeleteContactResponse__Output } from '../../../svc/contacts/v1/DeleteContactResponse';
import type { EndUserAssignmentsRequest as _svc_contacts_v1_EndUserAssignmentsRequest, EndUserAssignmentsRequest__Output as _svc_contacts_v1_EndUserAssignmentsRequest__Output } from '../../../svc/contacts/v1/EndUserAssignmentsRequest';
import type { EndUserAssignmentsResponse as _svc_contacts_v1_EndUserAssignmentsResponse, EndUserAssignmentsResponse__Output as _svc_contacts_v1_EndUserAssignmentsResponse__Output } from '../../../svc/contacts/v1/EndUserAssignmentsResponse';
import type { GetContactRequest as _svc_contacts_v1_GetContactRequest, GetContactRequest__Output as _svc_contacts_v1_GetContactRequest__Output } from '../../../svc/contacts/v1/GetContactRequest';
import type { GetContactResponse as _svc_contacts_v1_GetContactResponse, GetContactResponse__Output as _svc_contacts_v1_GetContactResponse__Output } from '../../../svc/contacts/v1/GetContactResponse';
import type { GetConversationRequest as _svc_contacts_v1_GetConversationRequest, GetConversationRequest__Output as _svc_contacts_v1_GetConversationRequest__Output } from '../../../svc/contacts/v1/GetConversationRequest';
import type { GetConversationResponse as _svc_contacts_v1_GetConversationResponse, GetConversationResponse__Output as _svc_contacts_v1_GetConversationResponse__Output } from '../../../svc/contacts/v1/GetConversationResponse';
import type { GetMessageRequest as _svc_contacts_v1_GetMessageRequest, GetMessageRequest__Output as _svc_contacts_v1_GetMessageRequest__Output } from '../../../svc/contacts/v1/GetMessageRequest';
import type { GetMessageResponse as _svc_contacts_v1_GetMessageResponse, GetMessageResponse__Output as _svc_contacts_v1_GetMessageResponse__Output } from '../../../svc/contacts/v1/GetMessageResponse';
import type { GetMessageStatsRequest as _svc_contacts_v1_GetMessageStatsRequest, GetMessageStatsRequest__Output as _svc_contacts_v1_GetMessageStatsRequest__Output } from '../../../svc/contacts/v1/GetMessageStatsRequest';
import type { GetMessageStatsResponse as _svc_contacts_v1_GetMessageStatsResponse, GetMessageStatsResponse__Output as _svc_contacts_v1_GetMessageStatsResponse__Output } from '../../../svc/contacts/v1/GetMessageStatsResponse';
import type { GetSandboxSessionRequest as _svc_contacts_v1_GetSandboxSessionRequest, GetSandboxSessionRequest__Output as _svc_contacts_v1_GetSandboxSessionRequest__Output } from '../../../svc/contacts/v1/GetSandboxSessionRequest';
import type { GetSandboxSessionResponse as _svc_contacts_v1_GetSandboxSessionResponse, GetSandboxSessionResponse__Output as _svc_contacts_v1_GetSandboxSessionResponse__Output } from '../../../svc/contacts/v1/GetSandboxSessionResponse';
import type { ListContactsRequest as _svc_contacts_v1_ListContactsRequest, ListContactsRequest__Output as _svc_contacts_v1_ListContactsRequest__Output } from '../../../svc/contacts/v1/ListContactsRequest';
import type { ListContactsResponse as _svc_contacts_v1_ListContactsResponse, ListContactsResponse__Output as _svc_contacts_v1_ListContactsResponse__Output } from '../../../svc/contacts/v1/ListContactsResponse';
import type { ListConversationAssignmentsRequest as _svc_contacts_v1_ListConversationAssignmentsRequest, ListConversationAssignmentsRequest__Output as _svc_contacts_v1_ListConversationAssignmentsRequest__Output } from '../../../svc/contacts/v1/ListConversationAssignmentsRequest';
import type { ListConversationAssignmentsResponse as _svc_contacts_v1_ListConversationAssignmentsResponse, ListConversationAssignmentsResponse__Output as _svc_contacts_v1_ListConversationAssignmentsResponse__Output } from '../../../svc/contacts/v1/ListConversationAssignmentsResponse';
import type { ListConversationNotesRequest as _svc_contacts_v1_ListConversationNotesRequest, ListConversationNotesRequest__Output as _svc_contacts_v1_ListConversationNotesRequest__Output } from '../../../svc/contacts/v1/ListConversationNotesRequest';
import type { ListConversationNotesResponse as _svc_contacts_v1_ListConversationNotesResponse, ListConversationNotesResponse__Output as _svc_contacts_v1_ListConversationNotesResponse__Output } from '../../../svc/contacts/v1/ListConversationNotesResponse';
import type { ListConversationsRequest as _svc_contacts_v1_ListConversationsRequest, ListConversationsRequest__Output as _svc_contacts_v1_ListConversationsRequest__Output } from '../../../svc/contacts/v1/ListConversationsRequest';
import type { ListConversationsResponse as _svc_contacts_v1_ListConversationsResponse, ListConversationsResponse__Output as _svc_contacts_v1_ListConversationsResponse__Output } from '../../../svc/contacts/v1/ListConversationsResponse';
import type { ListMarketingPreferencesRequest as _svc_contacts_v1_ListMarketingPreferencesRequest, ListMarketingPreferencesRequest__Output as _svc_contacts_v1_ListMarketingPreferencesRequest__Output } from '../../../svc/contacts/v1/ListMarketingPreferencesRequest';
import type { ListMarketingPreferencesResponse as _svc_contacts_v1_ListMarketingPreferencesResponse, ListMarketingPreferencesResponse__Output as _svc_contacts_v1_ListMarketingPreferencesResponse__Output } from '../../../svc/contacts/v1/ListMarketingPreferencesResponse';
import type { ListMessagesRequest as _svc_contacts_v1_ListMessagesRequest, ListMessagesRequest__Output as _svc_contacts_v1_ListMessagesRequest__Output } from '../../../svc/contacts/v1/ListMessagesRequest';
import type { ListMessagesResponse as _svc_contacts_v1_ListMessagesResponse, ListMessagesResponse__Output as _svc_contacts_v1_ListMessagesResponse__Output } from '../../../svc/contacts/v1/ListMessagesResponse';
import type { ListSandboxSessionsRequest as _svc_contacts_v1_ListSandboxSessionsRequest, ListSandboxSessionsRequest__Output as _svc_contacts_v1_ListSandboxSessionsRequest__Output } from '../../../svc/contacts/v1/ListSandboxSessionsRequest';
import type { ListSandboxSessionsResponse as _svc_contacts_v1_ListSandboxSessionsResponse, ListSandboxSessionsResponse__Output as _svc_contacts_v1_ListSandboxSessionsResponse__Output } from '../../../svc/contacts/v1/ListSandboxSessionsResponse';
import type { LogSearchReply as _svc_common_v1_LogSearchReply, LogSearchReply__Output as _svc_common_v1_LogSearchReply__Output } from '../../../svc/common/v1/LogSearchReply';
import type { LogSearchRequest as _svc_common_v1_LogSearchRequest, LogSearchRequest__Output as _svc_common_v1_LogSearchRequest__Output } from '../../../svc/common/v1/LogSearchRequest';
import type { MarkConversationReadRequest as _svc_contacts_v1_MarkConversationReadRequest, MarkConversationReadRequest__Output as _svc_contacts_v1_MarkConversationReadRequest__Output } from '../../../svc/contacts/v1/MarkConversationReadRequest';
import type { MarkConversationReadResponse as _svc_contacts_v1_MarkConversationReadResponse, MarkConversationReadResponse__Output as _svc_contacts_v1_MarkConversationReadResponse__Output } from '../../../svc/contacts/v1/MarkConversationReadResponse';
import type { UpdateContactRequest as _svc_contacts_v1_UpdateContactRequest, UpdateContactRequest__Output as _svc_contacts_v1_UpdateContactRequest__Output } from '../../../svc/contacts/v1/UpdateContactRequest';
import type { UpdateContactResponse as _svc_contacts_v1_UpdateContactResponse, UpdateContactResponse__Output as _svc_contacts_v1_UpdateContactResponse__Output } from '../../../svc/contacts/v1/UpdateContactResponse';
import type { UpdateConversationAssignmentRequest as _svc_contacts_v1_UpdateConversationAssignmentRequest, UpdateConversationAssignmentRequest__Output as _svc_contacts_v1_UpdateConversationAssignmentRequest__Output } from '../../../svc/contacts/v1/UpdateConversationAssignmentRequest';
import type { UpdateConversationAssignmentResponse as _svc_contacts_v1_UpdateConversationAssignmentResponse, UpdateConversationAssignmentResponse__Output as _svc_contacts_v1_UpdateConversationAssignmentResponse__Output } from '../../../svc/contacts/v1/UpdateConversationAssignmentResponse';
import type { UpdateConversationRequest as _svc_contacts_v1_UpdateConversationRequest, UpdateConversationRequest__Output as _svc_contacts_v1_UpdateConversationRequest__Output } from '../../../svc/contacts/v1/UpdateConversationRequest';
import type { UpdateConversationResponse as _svc_contacts_v1_UpdateConversationResponse, UpdateConversationResponse__Output as _svc_contacts_v1_UpdateConversationResponse__Output } from '../../../svc/contacts/v1/UpdateConversationResponse';

/**
 * Contacts of a project, addressed by uuid, phone number, business-scoped user id or parent id;
 * their conversations and messages (stored from the upstream's webhooks and the pass-through's
 * sends); the platform sandbox's sessions.
 */
export interface ContactsServiceClient extends grpc.Client {
  /**
   * The send guard's opt-out check for many recipients at once (internal: messaging-proxy).
   */
  CheckMarketingStops(argument: _svc_contacts_v1_CheckMarketingStopsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CheckMarketingStopsResponse__Output>): grpc.ClientUnaryCall;
  CheckMarketingStops(argument: _svc_contacts_v1_CheckMarketingStopsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_CheckMarketingStopsResponse__Output>): grpc.ClientUnaryCall;
  CheckMarketingStops(argument: _svc_contacts_v1_CheckMarketingStopsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CheckMarketingStopsResponse__Output>): grpc.ClientUnaryCall;
  CheckMarketingStops(argument: _svc_contacts_v1_CheckMarketingStopsRequest, callback: grpc.requestCallback<_svc_contacts_v1_CheckMarketingStopsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The send guard's opt-out check for many recipients at once (internal: messaging-proxy).
   */
  checkMarketingStops(argument: _svc_contacts_v1_CheckMarketingStopsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CheckMarketingStopsResponse__Output>): grpc.ClientUnaryCall;
  checkMarketingStops(argument: _svc_contacts_v1_CheckMarketingStopsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_CheckMarketingStopsResponse__Output>): grpc.ClientUnaryCall;
  checkMarketingStops(argument: _svc_contacts_v1_CheckMarketingStopsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CheckMarketingStopsResponse__Output>): grpc.ClientUnaryCall;
  checkMarketingStops(argument: _svc_contacts_v1_CheckMarketingStopsRequest, callback: grpc.requestCallback<_svc_contacts_v1_CheckMarketingStopsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/conversations/counts: counts per inbox status, unassigned and the caller's (decision 0507).
   */
  CountConversations(argument: _svc_contacts_v1_CountConversationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CountConversationsResponse__Output>): grpc.ClientUnaryCall;
  CountConversations(argument: _svc_contacts_v1_CountConversationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_CountConversationsResponse__Output>): grpc.ClientUnaryCall;
  CountConversations(argument: _svc_contacts_v1_CountConversationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CountConversationsResponse__Output>): grpc.ClientUnaryCall;
  CountConversations(argument: _svc_contacts_v1_CountConversationsRequest, callback: grpc.requestCallback<_svc_contacts_v1_CountConversationsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/conversations/counts: counts per inbox status, unassigned and the caller's (decision 0507).
   */
  countConversations(argument: _svc_contacts_v1_CountConversationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CountConversationsResponse__Output>): grpc.ClientUnaryCall;
  countConversations(argument: _svc_contacts_v1_CountConversationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_CountConversationsResponse__Output>): grpc.ClientUnaryCall;
  countConversations(argument: _svc_contacts_v1_CountConversationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CountConversationsResponse__Output>): grpc.ClientUnaryCall;
  countConversations(argument: _svc_contacts_v1_CountConversationsRequest, callback: grpc.requestCallback<_svc_contacts_v1_CountConversationsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/conversations/{conversation_id}/assignments: assigns (the gateway checked the member).
   */
  CreateConversationAssignment(argument: _svc_contacts_v1_CreateConversationAssignmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CreateConversationAssignmentResponse__Output>): grpc.ClientUnaryCall;
  CreateConversationAssignment(argument: _svc_contacts_v1_CreateConversationAssignmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_CreateConversationAssignmentResponse__Output>): grpc.ClientUnaryCall;
  CreateConversationAssignment(argument: _svc_contacts_v1_CreateConversationAssignmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CreateConversationAssignmentResponse__Output>): grpc.ClientUnaryCall;
  CreateConversationAssignment(argument: _svc_contacts_v1_CreateConversationAssignmentRequest, callback: grpc.requestCallback<_svc_contacts_v1_CreateConversationAssignmentResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/conversations/{conversation_id}/assignments: assigns (the gateway checked the member).
   */
  createConversationAssignment(argument: _svc_contacts_v1_CreateConversationAssignmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CreateConversationAssignmentResponse__Output>): grpc.ClientUnaryCall;
  createConversationAssignment(argument: _svc_contacts_v1_CreateConversationAssignmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_CreateConversationAssignmentResponse__Output>): grpc.ClientUnaryCall;
  createConversationAssignment(argument: _svc_contacts_v1_CreateConversationAssignmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CreateConversationAssignmentResponse__Output>): grpc.ClientUnaryCall;
  createConversationAssignment(argument: _svc_contacts_v1_CreateConversationAssignmentRequest, callback: grpc.requestCallback<_svc_contacts_v1_CreateConversationAssignmentResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/conversations/{conversation_id}/notes: a private note of the team.
   */
  CreateConversationNote(argument: _svc_contacts_v1_CreateConversationNoteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CreateConversationNoteResponse__Output>): grpc.ClientUnaryCall;
  CreateConversationNote(argument: _svc_contacts_v1_CreateConversationNoteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_CreateConversationNoteResponse__Output>): grpc.ClientUnaryCall;
  CreateConversationNote(argument: _svc_contacts_v1_CreateConversationNoteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CreateConversationNoteResponse__Output>): grpc.ClientUnaryCall;
  CreateConversationNote(argument: _svc_contacts_v1_CreateConversationNoteRequest, callback: grpc.requestCallback<_svc_contacts_v1_CreateConversationNoteResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/conversations/{conversation_id}/notes: a private note of the team.
   */
  createConversationNote(argument: _svc_contacts_v1_CreateConversationNoteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CreateConversationNoteResponse__Output>): grpc.ClientUnaryCall;
  createConversationNote(argument: _svc_contacts_v1_CreateConversationNoteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_CreateConversationNoteResponse__Output>): grpc.ClientUnaryCall;
  createConversationNote(argument: _svc_contacts_v1_CreateConversationNoteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CreateConversationNoteResponse__Output>): grpc.ClientUnaryCall;
  createConversationNote(argument: _svc_contacts_v1_CreateConversationNoteRequest, callback: grpc.requestCallback<_svc_contacts_v1_CreateConversationNoteResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/sandbox_sessions
   */
  CreateSandboxSession(argument: _svc_contacts_v1_CreateSandboxSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CreateSandboxSessionResponse__Output>): grpc.ClientUnaryCall;
  CreateSandboxSession(argument: _svc_contacts_v1_CreateSandboxSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_CreateSandboxSessionResponse__Output>): grpc.ClientUnaryCall;
  CreateSandboxSession(argument: _svc_contacts_v1_CreateSandboxSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CreateSandboxSessionResponse__Output>): grpc.ClientUnaryCall;
  CreateSandboxSession(argument: _svc_contacts_v1_CreateSandboxSessionRequest, callback: grpc.requestCallback<_svc_contacts_v1_CreateSandboxSessionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/sandbox_sessions
   */
  createSandboxSession(argument: _svc_contacts_v1_CreateSandboxSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CreateSandboxSessionResponse__Output>): grpc.ClientUnaryCall;
  createSandboxSession(argument: _svc_contacts_v1_CreateSandboxSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_CreateSandboxSessionResponse__Output>): grpc.ClientUnaryCall;
  createSandboxSession(argument: _svc_contacts_v1_CreateSandboxSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_CreateSandboxSessionResponse__Output>): grpc.ClientUnaryCall;
  createSandboxSession(argument: _svc_contacts_v1_CreateSandboxSessionRequest, callback: grpc.requestCallback<_svc_contacts_v1_CreateSandboxSessionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /messaging/contacts/{identifier} (docs/decisions/0500-contact-deletion.md).
   */
  DeleteContact(argument: _svc_contacts_v1_DeleteContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_DeleteContactResponse__Output>): grpc.ClientUnaryCall;
  DeleteContact(argument: _svc_contacts_v1_DeleteContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_DeleteContactResponse__Output>): grpc.ClientUnaryCall;
  DeleteContact(argument: _svc_contacts_v1_DeleteContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_DeleteContactResponse__Output>): grpc.ClientUnaryCall;
  DeleteContact(argument: _svc_contacts_v1_DeleteContactRequest, callback: grpc.requestCallback<_svc_contacts_v1_DeleteContactResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /messaging/contacts/{identifier} (docs/decisions/0500-contact-deletion.md).
   */
  deleteContact(argument: _svc_contacts_v1_DeleteContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_DeleteContactResponse__Output>): grpc.ClientUnaryCall;
  deleteContact(argument: _svc_contacts_v1_DeleteContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_DeleteContactResponse__Output>): grpc.ClientUnaryCall;
  deleteContact(argument: _svc_contacts_v1_DeleteContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_DeleteContactResponse__Output>): grpc.ClientUnaryCall;
  deleteContact(argument: _svc_contacts_v1_DeleteContactRequest, callback: grpc.requestCallback<_svc_contacts_v1_DeleteContactResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /users/{id} of an active member (the gateway, decision 0024): ends every active assignment
   * of that person in the project (each conversation unassigned, `contacts.inbox.changed` published).
   */
  EndUserAssignments(argument: _svc_contacts_v1_EndUserAssignmentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_EndUserAssignmentsResponse__Output>): grpc.ClientUnaryCall;
  EndUserAssignments(argument: _svc_contacts_v1_EndUserAssignmentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_EndUserAssignmentsResponse__Output>): grpc.ClientUnaryCall;
  EndUserAssignments(argument: _svc_contacts_v1_EndUserAssignmentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_EndUserAssignmentsResponse__Output>): grpc.ClientUnaryCall;
  EndUserAssignments(argument: _svc_contacts_v1_EndUserAssignmentsRequest, callback: grpc.requestCallback<_svc_contacts_v1_EndUserAssignmentsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /users/{id} of an active member (the gateway, decision 0024): ends every active assignment
   * of that person in the project (each conversation unassigned, `contacts.inbox.changed` published).
   */
  endUserAssignments(argument: _svc_contacts_v1_EndUserAssignmentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_EndUserAssignmentsResponse__Output>): grpc.ClientUnaryCall;
  endUserAssignments(argument: _svc_contacts_v1_EndUserAssignmentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_EndUserAssignmentsResponse__Output>): grpc.ClientUnaryCall;
  endUserAssignments(argument: _svc_contacts_v1_EndUserAssignmentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_EndUserAssignmentsResponse__Output>): grpc.ClientUnaryCall;
  endUserAssignments(argument: _svc_contacts_v1_EndUserAssignmentsRequest, callback: grpc.requestCallback<_svc_contacts_v1_EndUserAssignmentsResponse__Output>): grpc.ClientUnaryCall;
  
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
   * GET /messaging/conversations/{conversation_id}
   */
  GetConversation(argument: _svc_contacts_v1_GetConversationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetConversationResponse__Output>): grpc.ClientUnaryCall;
  GetConversation(argument: _svc_contacts_v1_GetConversationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_GetConversationResponse__Output>): grpc.ClientUnaryCall;
  GetConversation(argument: _svc_contacts_v1_GetConversationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetConversationResponse__Output>): grpc.ClientUnaryCall;
  GetConversation(argument: _svc_contacts_v1_GetConversationRequest, callback: grpc.requestCallback<_svc_contacts_v1_GetConversationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/conversations/{conversation_id}
   */
  getConversation(argument: _svc_contacts_v1_GetConversationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetConversationResponse__Output>): grpc.ClientUnaryCall;
  getConversation(argument: _svc_contacts_v1_GetConversationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_GetConversationResponse__Output>): grpc.ClientUnaryCall;
  getConversation(argument: _svc_contacts_v1_GetConversationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetConversationResponse__Output>): grpc.ClientUnaryCall;
  getConversation(argument: _svc_contacts_v1_GetConversationRequest, callback: grpc.requestCallback<_svc_contacts_v1_GetConversationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/messages/{wamid}
   */
  GetMessage(argument: _svc_contacts_v1_GetMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetMessageResponse__Output>): grpc.ClientUnaryCall;
  GetMessage(argument: _svc_contacts_v1_GetMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_GetMessageResponse__Output>): grpc.ClientUnaryCall;
  GetMessage(argument: _svc_contacts_v1_GetMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetMessageResponse__Output>): grpc.ClientUnaryCall;
  GetMessage(argument: _svc_contacts_v1_GetMessageRequest, callback: grpc.requestCallback<_svc_contacts_v1_GetMessageResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/messages/{wamid}
   */
  getMessage(argument: _svc_contacts_v1_GetMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetMessageResponse__Output>): grpc.ClientUnaryCall;
  getMessage(argument: _svc_contacts_v1_GetMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_GetMessageResponse__Output>): grpc.ClientUnaryCall;
  getMessage(argument: _svc_contacts_v1_GetMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetMessageResponse__Output>): grpc.ClientUnaryCall;
  getMessage(argument: _svc_contacts_v1_GetMessageRequest, callback: grpc.requestCallback<_svc_contacts_v1_GetMessageResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET {app_url}/api/v1/projects/{id}/overview: the project's messages counted per hour or day of a
   * window, and the top failure reasons (decision 0025, Overview). One grouped query per window.
   */
  GetMessageStats(argument: _svc_contacts_v1_GetMessageStatsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetMessageStatsResponse__Output>): grpc.ClientUnaryCall;
  GetMessageStats(argument: _svc_contacts_v1_GetMessageStatsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_GetMessageStatsResponse__Output>): grpc.ClientUnaryCall;
  GetMessageStats(argument: _svc_contacts_v1_GetMessageStatsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetMessageStatsResponse__Output>): grpc.ClientUnaryCall;
  GetMessageStats(argument: _svc_contacts_v1_GetMessageStatsRequest, callback: grpc.requestCallback<_svc_contacts_v1_GetMessageStatsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET {app_url}/api/v1/projects/{id}/overview: the project's messages counted per hour or day of a
   * window, and the top failure reasons (decision 0025, Overview). One grouped query per window.
   */
  getMessageStats(argument: _svc_contacts_v1_GetMessageStatsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetMessageStatsResponse__Output>): grpc.ClientUnaryCall;
  getMessageStats(argument: _svc_contacts_v1_GetMessageStatsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_GetMessageStatsResponse__Output>): grpc.ClientUnaryCall;
  getMessageStats(argument: _svc_contacts_v1_GetMessageStatsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetMessageStatsResponse__Output>): grpc.ClientUnaryCall;
  getMessageStats(argument: _svc_contacts_v1_GetMessageStatsRequest, callback: grpc.requestCallback<_svc_contacts_v1_GetMessageStatsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/sandbox_sessions/{session_id}
   */
  GetSandboxSession(argument: _svc_contacts_v1_GetSandboxSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetSandboxSessionResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxSession(argument: _svc_contacts_v1_GetSandboxSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_GetSandboxSessionResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxSession(argument: _svc_contacts_v1_GetSandboxSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetSandboxSessionResponse__Output>): grpc.ClientUnaryCall;
  GetSandboxSession(argument: _svc_contacts_v1_GetSandboxSessionRequest, callback: grpc.requestCallback<_svc_contacts_v1_GetSandboxSessionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/sandbox_sessions/{session_id}
   */
  getSandboxSession(argument: _svc_contacts_v1_GetSandboxSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetSandboxSessionResponse__Output>): grpc.ClientUnaryCall;
  getSandboxSession(argument: _svc_contacts_v1_GetSandboxSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_GetSandboxSessionResponse__Output>): grpc.ClientUnaryCall;
  getSandboxSession(argument: _svc_contacts_v1_GetSandboxSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_GetSandboxSessionResponse__Output>): grpc.ClientUnaryCall;
  getSandboxSession(argument: _svc_contacts_v1_GetSandboxSessionRequest, callback: grpc.requestCallback<_svc_contacts_v1_GetSandboxSessionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/contacts and GET {proxy_url}/{phone_number_id}/contacts
   */
  ListContacts(argument: _svc_contacts_v1_ListContactsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListContactsResponse__Output>): grpc.ClientUnaryCall;
  ListContacts(argument: _svc_contacts_v1_ListContactsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_ListContactsResponse__Output>): grpc.ClientUnaryCall;
  ListContacts(argument: _svc_contacts_v1_ListContactsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListContactsResponse__Output>): grpc.ClientUnaryCall;
  ListContacts(argument: _svc_contacts_v1_ListContactsRequest, callback: grpc.requestCallback<_svc_contacts_v1_ListContactsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/contacts and GET {proxy_url}/{phone_number_id}/contacts
   */
  listContacts(argument: _svc_contacts_v1_ListContactsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListContactsResponse__Output>): grpc.ClientUnaryCall;
  listContacts(argument: _svc_contacts_v1_ListContactsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_ListContactsResponse__Output>): grpc.ClientUnaryCall;
  listContacts(argument: _svc_contacts_v1_ListContactsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListContactsResponse__Output>): grpc.ClientUnaryCall;
  listContacts(argument: _svc_contacts_v1_ListContactsRequest, callback: grpc.requestCallback<_svc_contacts_v1_ListContactsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/conversations/{conversation_id}/assignments: the history, newest first.
   */
  ListConversationAssignments(argument: _svc_contacts_v1_ListConversationAssignmentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationAssignmentsResponse__Output>): grpc.ClientUnaryCall;
  ListConversationAssignments(argument: _svc_contacts_v1_ListConversationAssignmentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationAssignmentsResponse__Output>): grpc.ClientUnaryCall;
  ListConversationAssignments(argument: _svc_contacts_v1_ListConversationAssignmentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationAssignmentsResponse__Output>): grpc.ClientUnaryCall;
  ListConversationAssignments(argument: _svc_contacts_v1_ListConversationAssignmentsRequest, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationAssignmentsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/conversations/{conversation_id}/assignments: the history, newest first.
   */
  listConversationAssignments(argument: _svc_contacts_v1_ListConversationAssignmentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationAssignmentsResponse__Output>): grpc.ClientUnaryCall;
  listConversationAssignments(argument: _svc_contacts_v1_ListConversationAssignmentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationAssignmentsResponse__Output>): grpc.ClientUnaryCall;
  listConversationAssignments(argument: _svc_contacts_v1_ListConversationAssignmentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationAssignmentsResponse__Output>): grpc.ClientUnaryCall;
  listConversationAssignments(argument: _svc_contacts_v1_ListConversationAssignmentsRequest, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationAssignmentsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/conversations/{conversation_id}/notes: newest first, cursor paged.
   */
  ListConversationNotes(argument: _svc_contacts_v1_ListConversationNotesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationNotesResponse__Output>): grpc.ClientUnaryCall;
  ListConversationNotes(argument: _svc_contacts_v1_ListConversationNotesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationNotesResponse__Output>): grpc.ClientUnaryCall;
  ListConversationNotes(argument: _svc_contacts_v1_ListConversationNotesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationNotesResponse__Output>): grpc.ClientUnaryCall;
  ListConversationNotes(argument: _svc_contacts_v1_ListConversationNotesRequest, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationNotesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/conversations/{conversation_id}/notes: newest first, cursor paged.
   */
  listConversationNotes(argument: _svc_contacts_v1_ListConversationNotesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationNotesResponse__Output>): grpc.ClientUnaryCall;
  listConversationNotes(argument: _svc_contacts_v1_ListConversationNotesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationNotesResponse__Output>): grpc.ClientUnaryCall;
  listConversationNotes(argument: _svc_contacts_v1_ListConversationNotesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationNotesResponse__Output>): grpc.ClientUnaryCall;
  listConversationNotes(argument: _svc_contacts_v1_ListConversationNotesRequest, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationNotesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/conversations and GET {proxy_url}/{phone_number_id}/conversations
   */
  ListConversations(argument: _svc_contacts_v1_ListConversationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationsResponse__Output>): grpc.ClientUnaryCall;
  ListConversations(argument: _svc_contacts_v1_ListConversationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationsResponse__Output>): grpc.ClientUnaryCall;
  ListConversations(argument: _svc_contacts_v1_ListConversationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationsResponse__Output>): grpc.ClientUnaryCall;
  ListConversations(argument: _svc_contacts_v1_ListConversationsRequest, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/conversations and GET {proxy_url}/{phone_number_id}/conversations
   */
  listConversations(argument: _svc_contacts_v1_ListConversationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationsResponse__Output>): grpc.ClientUnaryCall;
  listConversations(argument: _svc_contacts_v1_ListConversationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationsResponse__Output>): grpc.ClientUnaryCall;
  listConversations(argument: _svc_contacts_v1_ListConversationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationsResponse__Output>): grpc.ClientUnaryCall;
  listConversations(argument: _svc_contacts_v1_ListConversationsRequest, callback: grpc.requestCallback<_svc_contacts_v1_ListConversationsResponse__Output>): grpc.ClientUnaryCall;
  
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
  
  /**
   * GET /messaging/messages and GET {proxy_url}/{phone_number_id}/messages
   */
  ListMessages(argument: _svc_contacts_v1_ListMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _svc_contacts_v1_ListMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _svc_contacts_v1_ListMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _svc_contacts_v1_ListMessagesRequest, callback: grpc.requestCallback<_svc_contacts_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/messages and GET {proxy_url}/{phone_number_id}/messages
   */
  listMessages(argument: _svc_contacts_v1_ListMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _svc_contacts_v1_ListMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _svc_contacts_v1_ListMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _svc_contacts_v1_ListMessagesRequest, callback: grpc.requestCallback<_svc_contacts_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /messaging/sandbox_sessions
   */
  ListSandboxSessions(argument: _svc_contacts_v1_ListSandboxSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListSandboxSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxSessions(argument: _svc_contacts_v1_ListSandboxSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_ListSandboxSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxSessions(argument: _svc_contacts_v1_ListSandboxSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListSandboxSessionsResponse__Output>): grpc.ClientUnaryCall;
  ListSandboxSessions(argument: _svc_contacts_v1_ListSandboxSessionsRequest, callback: grpc.requestCallback<_svc_contacts_v1_ListSandboxSessionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /messaging/sandbox_sessions
   */
  listSandboxSessions(argument: _svc_contacts_v1_ListSandboxSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListSandboxSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSandboxSessions(argument: _svc_contacts_v1_ListSandboxSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_ListSandboxSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSandboxSessions(argument: _svc_contacts_v1_ListSandboxSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_ListSandboxSessionsResponse__Output>): grpc.ClientUnaryCall;
  listSandboxSessions(argument: _svc_contacts_v1_ListSandboxSessionsRequest, callback: grpc.requestCallback<_svc_contacts_v1_ListSandboxSessionsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /messaging/conversations/{conversation_id}/read: the person's read marker moves to now.
   */
  MarkConversationRead(argument: _svc_contacts_v1_MarkConversationReadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_MarkConversationReadResponse__Output>): grpc.ClientUnaryCall;
  MarkConversationRead(argument: _svc_contacts_v1_MarkConversationReadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_MarkConversationReadResponse__Output>): grpc.ClientUnaryCall;
  MarkConversationRead(argument: _svc_contacts_v1_MarkConversationReadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_MarkConversationReadResponse__Output>): grpc.ClientUnaryCall;
  MarkConversationRead(argument: _svc_contacts_v1_MarkConversationReadRequest, callback: grpc.requestCallback<_svc_contacts_v1_MarkConversationReadResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /messaging/conversations/{conversation_id}/read: the person's read marker moves to now.
   */
  markConversationRead(argument: _svc_contacts_v1_MarkConversationReadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_MarkConversationReadResponse__Output>): grpc.ClientUnaryCall;
  markConversationRead(argument: _svc_contacts_v1_MarkConversationReadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_MarkConversationReadResponse__Output>): grpc.ClientUnaryCall;
  markConversationRead(argument: _svc_contacts_v1_MarkConversationReadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_MarkConversationReadResponse__Output>): grpc.ClientUnaryCall;
  markConversationRead(argument: _svc_contacts_v1_MarkConversationReadRequest, callback: grpc.requestCallback<_svc_contacts_v1_MarkConversationReadResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /log_search: this service's sources (message_event) searched for the project (decision 0019).
   */
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  SearchLogs(argument: _svc_common_v1_LogSearchRequest, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  /**
   * GET /log_search: this service's sources (message_event) searched for the project (decision 0019).
   */
  searchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  searchLogs(argument: _svc_common_v1_LogSearchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  searchLogs(argument: _svc_common_v1_LogSearchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  searchLogs(argument: _svc_common_v1_LogSearchRequest, callback: grpc.requestCallback<_svc_common_v1_LogSearchReply__Output>): grpc.ClientUnaryCall;
  
  /**
   * PATCH /messaging/contacts/{identifier}: name and custom properties.
   */
  UpdateContact(argument: _svc_contacts_v1_UpdateContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_UpdateContactResponse__Output>): grpc.ClientUnaryCall;
  UpdateContact(argument: _svc_contacts_v1_UpdateContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_UpdateContactResponse__Output>): grpc.ClientUnaryCall;
  UpdateContact(argument: _svc_contacts_v1_UpdateContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_UpdateContactResponse__Output>): grpc.ClientUnaryCall;
  UpdateContact(argument: _svc_contacts_v1_UpdateContactRequest, callback: grpc.requestCallback<_svc_contacts_v1_UpdateContactResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PATCH /messaging/contacts/{identifier}: name and custom properties.
   */
  updateContact(argument: _svc_contacts_v1_UpdateContactRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_UpdateContactResponse__Output>): grpc.ClientUnaryCall;
  updateContact(argument: _svc_contacts_v1_UpdateContactRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_UpdateContactResponse__Output>): grpc.ClientUnaryCall;
  updateContact(argument: _svc_contacts_v1_UpdateContactRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_UpdateContactResponse__Output>): grpc.ClientUnaryCall;
  updateContact(argument: _svc_contacts_v1_UpdateContactRequest, callback: grpc.requestCallback<_svc_contacts_v1_UpdateContactResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * PATCH /messaging/conversations/{conversation_id}: the inbox status (decision 0507).
   */
  UpdateConversation(argument: _svc_contacts_v1_UpdateConversationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_UpdateConversationResponse__Output>): grpc.ClientUnaryCall;
  UpdateConversation(argument: _svc_contacts_v1_UpdateConversationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_UpdateConversationResponse__Output>): grpc.ClientUnaryCall;
  UpdateConversation(argument: _svc_contacts_v1_UpdateConversationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_UpdateConversationResponse__Output>): grpc.ClientUnaryCall;
  UpdateConversation(argument: _svc_contacts_v1_UpdateConversationRequest, callback: grpc.requestCallback<_svc_contacts_v1_UpdateConversationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PATCH /messaging/conversations/{conversation_id}: the inbox status (decision 0507).
   */
  updateConversation(argument: _svc_contacts_v1_UpdateConversationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_UpdateConversationResponse__Output>): grpc.ClientUnaryCall;
  updateConversation(argument: _svc_contacts_v1_UpdateConversationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_UpdateConversationResponse__Output>): grpc.ClientUnaryCall;
  updateConversation(argument: _svc_contacts_v1_UpdateConversationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_UpdateConversationResponse__Output>): grpc.ClientUnaryCall;
  updateConversation(argument: _svc_contacts_v1_UpdateConversationRequest, callback: grpc.requestCallback<_svc_contacts_v1_UpdateConversationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * PATCH /messaging/conversations/{conversation_id}/assignments/{assignment_id}: reassigns, edits notes or ends it.
   */
  UpdateConversationAssignment(argument: _svc_contacts_v1_UpdateConversationAssignmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_UpdateConversationAssignmentResponse__Output>): grpc.ClientUnaryCall;
  UpdateConversationAssignment(argument: _svc_contacts_v1_UpdateConversationAssignmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_UpdateConversationAssignmentResponse__Output>): grpc.ClientUnaryCall;
  UpdateConversationAssignment(argument: _svc_contacts_v1_UpdateConversationAssignmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_UpdateConversationAssignmentResponse__Output>): grpc.ClientUnaryCall;
  UpdateConversationAssignment(argument: _svc_contacts_v1_UpdateConversationAssignmentRequest, callback: grpc.requestCallback<_svc_contacts_v1_UpdateConversationAssignmentResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PATCH /messaging/conversations/{conversation_id}/assignments/{assignment_id}: reassigns, edits notes or ends it.
   */
  updateConversationAssignment(argument: _svc_contacts_v1_UpdateConversationAssignmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_UpdateConversationAssignmentResponse__Output>): grpc.ClientUnaryCall;
  updateConversationAssignment(argument: _svc_contacts_v1_UpdateConversationAssignmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_svc_contacts_v1_UpdateConversationAssignmentResponse__Output>): grpc.ClientUnaryCall;
  updateConversationAssignment(argument: _svc_contacts_v1_UpdateConversationAssignmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_svc_contacts_v1_UpdateConversationAssignmentResponse__Output>): grpc.ClientUnaryCall;
  updateConversationAssignment(argument: _svc_contacts_v1_UpdateConversationAssignmentRequest, callback: grpc.requestCallback<_svc_contacts_v1_UpdateConversationAssignmentResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Contacts of a project, addressed by uuid, phone number, business-scoped user id or parent id;
 * their conversations and messages (stored from the upstream's webhooks and the pass-through's
 * sends); the platform sandbox's sessions.
 */
export interface ContactsServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * The send guard's opt-out check for many recipients at once (internal: messaging-proxy).
   */
  CheckMarketingStops: grpc.handleUnaryCall<_svc_contacts_v1_CheckMarketingStopsRequest__Output, _svc_contacts_v1_CheckMarketingStopsResponse>;
  
  /**
   * GET /messaging/conversations/counts: counts per inbox status, unassigned and the caller's (decision 0507).
   */
  CountConversations: grpc.handleUnaryCall<_svc_contacts_v1_CountConversationsRequest__Output, _svc_contacts_v1_CountConversationsResponse>;
  
  /**
   * POST /messaging/conversations/{conversation_id}/assignments: assigns (the gateway checked the member).
   */
  CreateConversationAssignment: grpc.handleUnaryCall<_svc_contacts_v1_CreateConversationAssignmentRequest__Output, _svc_contacts_v1_CreateConversationAssignmentResponse>;
  
  /**
   * POST /messaging/conversations/{conversation_id}/notes: a private note of the team.
   */
  CreateConversationNote: grpc.handleUnaryCall<_svc_contacts_v1_CreateConversationNoteRequest__Output, _svc_contacts_v1_CreateConversationNoteResponse>;
  
  /**
   * POST /messaging/sandbox_sessions
   */
  CreateSandboxSession: grpc.handleUnaryCall<_svc_contacts_v1_CreateSandboxSessionRequest__Output, _svc_contacts_v1_CreateSandboxSessionResponse>;
  
  /**
   * DELETE /messaging/contacts/{identifier} (docs/decisions/0500-contact-deletion.md).
   */
  DeleteContact: grpc.handleUnaryCall<_svc_contacts_v1_DeleteContactRequest__Output, _svc_contacts_v1_DeleteContactResponse>;
  
  /**
   * DELETE /users/{id} of an active member (the gateway, decision 0024): ends every active assignment
   * of that person in the project (each conversation unassigned, `contacts.inbox.changed` published).
   */
  EndUserAssignments: grpc.handleUnaryCall<_svc_contacts_v1_EndUserAssignmentsRequest__Output, _svc_contacts_v1_EndUserAssignmentsResponse>;
  
  /**
   * GET /messaging/contacts/{identifier}
   */
  GetContact: grpc.handleUnaryCall<_svc_contacts_v1_GetContactRequest__Output, _svc_contacts_v1_GetContactResponse>;
  
  /**
   * GET /messaging/conversations/{conversation_id}
   */
  GetConversation: grpc.handleUnaryCall<_svc_contacts_v1_GetConversationRequest__Output, _svc_contacts_v1_GetConversationResponse>;
  
  /**
   * GET /messaging/messages/{wamid}
   */
  GetMessage: grpc.handleUnaryCall<_svc_contacts_v1_GetMessageRequest__Output, _svc_contacts_v1_GetMessageResponse>;
  
  /**
   * GET {app_url}/api/v1/projects/{id}/overview: the project's messages counted per hour or day of a
   * window, and the top failure reasons (decision 0025, Overview). One grouped query per window.
   */
  GetMessageStats: grpc.handleUnaryCall<_svc_contacts_v1_GetMessageStatsRequest__Output, _svc_contacts_v1_GetMessageStatsResponse>;
  
  /**
   * GET /messaging/sandbox_sessions/{session_id}
   */
  GetSandboxSession: grpc.handleUnaryCall<_svc_contacts_v1_GetSandboxSessionRequest__Output, _svc_contacts_v1_GetSandboxSessionResponse>;
  
  /**
   * GET /messaging/contacts and GET {proxy_url}/{phone_number_id}/contacts
   */
  ListContacts: grpc.handleUnaryCall<_svc_contacts_v1_ListContactsRequest__Output, _svc_contacts_v1_ListContactsResponse>;
  
  /**
   * GET /messaging/conversations/{conversation_id}/assignments: the history, newest first.
   */
  ListConversationAssignments: grpc.handleUnaryCall<_svc_contacts_v1_ListConversationAssignmentsRequest__Output, _svc_contacts_v1_ListConversationAssignmentsResponse>;
  
  /**
   * GET /messaging/conversations/{conversation_id}/notes: newest first, cursor paged.
   */
  ListConversationNotes: grpc.handleUnaryCall<_svc_contacts_v1_ListConversationNotesRequest__Output, _svc_contacts_v1_ListConversationNotesResponse>;
  
  /**
   * GET /messaging/conversations and GET {proxy_url}/{phone_number_id}/conversations
   */
  ListConversations: grpc.handleUnaryCall<_svc_contacts_v1_ListConversationsRequest__Output, _svc_contacts_v1_ListConversationsResponse>;
  
  /**
   * GET /messaging/contacts/{identifier}/marketing_preferences
   */
  ListMarketingPreferences: grpc.handleUnaryCall<_svc_contacts_v1_ListMarketingPreferencesRequest__Output, _svc_contacts_v1_ListMarketingPreferencesResponse>;
  
  /**
   * GET /messaging/messages and GET {proxy_url}/{phone_number_id}/messages
   */
  ListMessages: grpc.handleUnaryCall<_svc_contacts_v1_ListMessagesRequest__Output, _svc_contacts_v1_ListMessagesResponse>;
  
  /**
   * GET /messaging/sandbox_sessions
   */
  ListSandboxSessions: grpc.handleUnaryCall<_svc_contacts_v1_ListSandboxSessionsRequest__Output, _svc_contacts_v1_ListSandboxSessionsResponse>;
  
  /**
   * POST /messaging/conversations/{conversation_id}/read: the person's read marker moves to now.
   */
  MarkConversationRead: grpc.handleUnaryCall<_svc_contacts_v1_MarkConversationReadRequest__Output, _svc_contacts_v1_MarkConversationReadResponse>;
  
  /**
   * GET /log_search: this service's sources (message_event) searched for the project (decision 0019).
   */
  SearchLogs: grpc.handleUnaryCall<_svc_common_v1_LogSearchRequest__Output, _svc_common_v1_LogSearchReply>;
  
  /**
   * PATCH /messaging/contacts/{identifier}: name and custom properties.
   */
  UpdateContact: grpc.handleUnaryCall<_svc_contacts_v1_UpdateContactRequest__Output, _svc_contacts_v1_UpdateContactResponse>;
  
  /**
   * PATCH /messaging/conversations/{conversation_id}: the inbox status (decision 0507).
   */
  UpdateConversation: grpc.handleUnaryCall<_svc_contacts_v1_UpdateConversationRequest__Output, _svc_contacts_v1_UpdateConversationResponse>;
  
  /**
   * PATCH /messaging/conversations/{conversation_id}/assignments/{assignment_id}: reassigns, edits notes or ends it.
   */
  UpdateConversationAssignment: grpc.handleUnaryCall<_svc_contacts_v1_UpdateConversationAssignmentRequest__Output, _svc_contacts_v1_UpdateConversationAssignmentResponse>;
  
}

export interface ContactsServiceDefinition extends grpc.ServiceDefinition {
  CheckMarketingStops: MethodDefinition<_svc_contacts_v1_CheckMarketingStopsRequest, _svc_contacts_v1_CheckMarketingStopsResponse, _svc_contacts_v1_CheckMarketingStopsRequest__Output, _svc_contacts_v1_CheckMarketingStopsResponse__Output>
  CountConversations: MethodDefinition<_svc_contacts_v1_CountConversationsRequest, _svc_contacts_v1_CountConversationsResponse, _svc_contacts_v1_CountConversationsRequest__Output, _svc_contacts_v1_CountConversationsResponse__Output>
  CreateConversationAssignment: MethodDefinition<_svc_contacts_v1_CreateConversationAssignmentRequest, _svc_contacts_v1_CreateConversationAssignmentResponse, _svc_contacts_v1_CreateConversationAssignmentRequest__Output, _svc_contacts_v1_CreateConversationAssignmentResponse__Output>
  CreateConversationNote: MethodDefinition<_svc_contacts_v1_CreateConversationNoteRequest, _svc_contacts_v1_CreateConversationNoteResponse, _svc_contacts_v1_CreateConversationNoteRequest__Output, _svc_contacts_v1_CreateConversationNoteResponse__Output>
  CreateSandboxSession: MethodDefinition<_svc_contacts_v1_CreateSandboxSessionRequest, _svc_contacts_v1_CreateSandboxSessionResponse, _svc_contacts_v1_CreateSandboxSessionRequest__Output, _svc_contacts_v1_CreateSandboxSessionResponse__Output>
  DeleteContact: MethodDefinition<_svc_contacts_v1_DeleteContactRequest, _svc_contacts_v1_DeleteContactResponse, _svc_contacts_v1_DeleteContactRequest__Output, _svc_contacts_v1_DeleteContactResponse__Output>
  EndUserAssignments: MethodDefinition<_svc_contacts_v1_EndUserAssignmentsRequest, _svc_contacts_v1_EndUserAssignmentsResponse, _svc_contacts_v1_EndUserAssignmentsRequest__Output, _svc_contacts_v1_EndUserAssignmentsResponse__Output>
  GetContact: MethodDefinition<_svc_contacts_v1_GetContactRequest, _svc_contacts_v1_GetContactResponse, _svc_contacts_v1_GetContactRequest__Output, _svc_contacts_v1_GetContactResponse__Output>
  GetConversation: MethodDefinition<_svc_contacts_v1_GetConversationRequest, _svc_contacts_v1_GetConversationResponse, _svc_contacts_v1_GetConversationRequest__Output, _svc_contacts_v1_GetConversationResponse__Output>
  GetMessage: MethodDefinition<_svc_contacts_v1_GetMessageRequest, _svc_contacts_v1_GetMessageResponse, _svc_contacts_v1_GetMessageRequest__Output, _svc_contacts_v1_GetMessageResponse__Output>
  GetMessageStats: MethodDefinition<_svc_contacts_v1_GetMessageStatsRequest, _svc_contacts_v1_GetMessageStatsResponse, _svc_contacts_v1_GetMessageStatsRequest__Output, _svc_contacts_v1_GetMessageStatsResponse__Output>
  GetSandboxSession: MethodDefinition<_svc_contacts_v1_GetSandboxSessionRequest, _svc_contacts_v1_GetSandboxSessionResponse, _svc_contacts_v1_GetSandboxSessionRequest__Output, _svc_contacts_v1_GetSandboxSessionResponse__Output>
  ListContacts: MethodDefinition<_svc_contacts_v1_ListContactsRequest, _svc_contacts_v1_ListContactsResponse, _svc_contacts_v1_ListContactsRequest__Output, _svc_contacts_v1_ListContactsResponse__Output>
  ListConversationAssignments: MethodDefinition<_svc_contacts_v1_ListConversationAssignmentsRequest, _svc_contacts_v1_ListConversationAssignmentsResponse, _svc_contacts_v1_ListConversationAssignmentsRequest__Output, _svc_contacts_v1_ListConversationAssignmentsResponse__Output>
  ListConversationNotes: MethodDefinition<_svc_contacts_v1_ListConversationNotesRequest, _svc_contacts_v1_ListConversationNotesResponse, _svc_contacts_v1_ListConversationNotesRequest__Output, _svc_contacts_v1_ListConversationNotesResponse__Output>
  ListConversations: MethodDefinition<_svc_contacts_v1_ListConversationsRequest, _svc_contacts_v1_ListConversationsResponse, _svc_contacts_v1_ListConversationsRequest__Output, _svc_contacts_v1_ListConversationsResponse__Output>
  ListMarketingPreferences: MethodDefinition<_svc_contacts_v1_ListMarketingPreferencesRequest, _svc_contacts_v1_ListMarketingPreferencesResponse, _svc_contacts_v1_ListMarketingPreferencesRequest__Output, _svc_contacts_v1_ListMarketingPreferencesResponse__Output>
  ListMessages: MethodDefinition<_svc_contacts_v1_ListMessagesRequest, _svc_contacts_v1_ListMessagesResponse, _svc_contacts_v1_ListMessagesRequest__Output, _svc_contacts_v1_ListMessagesResponse__Output>
  ListSandboxSessions: MethodDefinition<_svc_contacts_v1_ListSandboxSessionsRequest, _svc_contacts_v1_ListSandboxSessionsResponse, _svc_contacts_v1_ListSandboxSessionsRequest__Output, _svc_contacts_v1_ListSandboxSessionsResponse__Output>
  MarkConversationRead: MethodDefinition<_svc_contacts_v1_MarkConversationReadRequest, _svc_contacts_v1_MarkConversationReadResponse, _svc_contacts_v1_MarkConversationReadRequest__Output, _svc_contacts_v1_MarkConversationReadResponse__Output>
  SearchLogs: MethodDefinition<_svc_common_v1_LogSearchRequest, _svc_common_v1_LogSearchReply, _svc_common_v1_LogSearchRequest__Output, _svc_common_v1_LogSearchReply__Output>
  UpdateContact: MethodDefinition<_svc_contacts_v1_UpdateContactRequest, _svc_contacts_v1_UpdateContactResponse, _svc_contacts_v1_UpdateContactRequest__Output, _svc_contacts_v1_UpdateContactResponse__Output>
  UpdateConversation: MethodDefinition<_svc_contacts_v1_UpdateConversationRequest, _svc_contacts_v1_UpdateConversationResponse, _svc_contacts_v1_UpdateConversationRequest__Output, _svc_contacts_v1_UpdateConversationResponse__Output>
  UpdateConversationAssignment: MethodDefinition<_svc_contacts_v1_UpdateConversationAssignmentRequest, _svc_contacts_v1_UpdateConversationAssignmentResponse, _svc_contacts_v1_UpdateConversationAssignmentRequest__Output, _svc_contacts_v1_UpdateConversationAssignmentResponse__Output>
}
