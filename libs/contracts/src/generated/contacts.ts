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
import type { CheckMarketingStopsRequest as _svc_contacts_v1_CheckMarketingStopsRequest, CheckMarketingStopsRequest__Output as _svc_contacts_v1_CheckMarketingStopsRequest__Output } from './svc/contacts/v1/CheckMarketingStopsRequest';
import type { CheckMarketingStopsResponse as _svc_contacts_v1_CheckMarketingStopsResponse, CheckMarketingStopsResponse__Output as _svc_contacts_v1_CheckMarketingStopsResponse__Output } from './svc/contacts/v1/CheckMarketingStopsResponse';
import type { Contact as _svc_contacts_v1_Contact, Contact__Output as _svc_contacts_v1_Contact__Output } from './svc/contacts/v1/Contact';
import type { ContactPresence as _svc_contacts_v1_ContactPresence, ContactPresence__Output as _svc_contacts_v1_ContactPresence__Output } from './svc/contacts/v1/ContactPresence';
import type { ContactsServiceClient as _svc_contacts_v1_ContactsServiceClient, ContactsServiceDefinition as _svc_contacts_v1_ContactsServiceDefinition } from './svc/contacts/v1/ContactsService';
import type { Conversation as _svc_contacts_v1_Conversation, Conversation__Output as _svc_contacts_v1_Conversation__Output } from './svc/contacts/v1/Conversation';
import type { ConversationAssignment as _svc_contacts_v1_ConversationAssignment, ConversationAssignment__Output as _svc_contacts_v1_ConversationAssignment__Output } from './svc/contacts/v1/ConversationAssignment';
import type { ConversationNote as _svc_contacts_v1_ConversationNote, ConversationNote__Output as _svc_contacts_v1_ConversationNote__Output } from './svc/contacts/v1/ConversationNote';
import type { ConversationThread as _svc_contacts_v1_ConversationThread, ConversationThread__Output as _svc_contacts_v1_ConversationThread__Output } from './svc/contacts/v1/ConversationThread';
import type { CountConversationsRequest as _svc_contacts_v1_CountConversationsRequest, CountConversationsRequest__Output as _svc_contacts_v1_CountConversationsRequest__Output } from './svc/contacts/v1/CountConversationsRequest';
import type { CountConversationsResponse as _svc_contacts_v1_CountConversationsResponse, CountConversationsResponse__Output as _svc_contacts_v1_CountConversationsResponse__Output } from './svc/contacts/v1/CountConversationsResponse';
import type { CreateConversationAssignmentRequest as _svc_contacts_v1_CreateConversationAssignmentRequest, CreateConversationAssignmentRequest__Output as _svc_contacts_v1_CreateConversationAssignmentRequest__Output } from './svc/contacts/v1/CreateConversationAssignmentRequest';
import type { CreateConversationAssignmentResponse as _svc_contacts_v1_CreateConversationAssignmentResponse, CreateConversationAssignmentResponse__Output as _svc_contacts_v1_CreateConversationAssignmentResponse__Output } from './svc/contacts/v1/CreateConversationAssignmentResponse';
import type { CreateConversationNoteRequest as _svc_contacts_v1_CreateConversationNoteRequest, CreateConversationNoteRequest__Output as _svc_contacts_v1_CreateConversationNoteRequest__Output } from './svc/contacts/v1/CreateConversationNoteRequest';
import type { CreateConversationNoteResponse as _svc_contacts_v1_CreateConversationNoteResponse, CreateConversationNoteResponse__Output as _svc_contacts_v1_CreateConversationNoteResponse__Output } from './svc/contacts/v1/CreateConversationNoteResponse';
import type { CreateSandboxSessionRequest as _svc_contacts_v1_CreateSandboxSessionRequest, CreateSandboxSessionRequest__Output as _svc_contacts_v1_CreateSandboxSessionRequest__Output } from './svc/contacts/v1/CreateSandboxSessionRequest';
import type { CreateSandboxSessionResponse as _svc_contacts_v1_CreateSandboxSessionResponse, CreateSandboxSessionResponse__Output as _svc_contacts_v1_CreateSandboxSessionResponse__Output } from './svc/contacts/v1/CreateSandboxSessionResponse';
import type { DeleteContactRequest as _svc_contacts_v1_DeleteContactRequest, DeleteContactRequest__Output as _svc_contacts_v1_DeleteContactRequest__Output } from './svc/contacts/v1/DeleteContactRequest';
import type { DeleteContactResponse as _svc_contacts_v1_DeleteContactResponse, DeleteContactResponse__Output as _svc_contacts_v1_DeleteContactResponse__Output } from './svc/contacts/v1/DeleteContactResponse';
import type { EndUserAssignmentsRequest as _svc_contacts_v1_EndUserAssignmentsRequest, EndUserAssignmentsRequest__Output as _svc_contacts_v1_EndUserAssignmentsRequest__Output } from './svc/contacts/v1/EndUserAssignmentsRequest';
import type { EndUserAssignmentsResponse as _svc_contacts_v1_EndUserAssignmentsResponse, EndUserAssignmentsResponse__Output as _svc_contacts_v1_EndUserAssignmentsResponse__Output } from './svc/contacts/v1/EndUserAssignmentsResponse';
import type { GetContactRequest as _svc_contacts_v1_GetContactRequest, GetContactRequest__Output as _svc_contacts_v1_GetContactRequest__Output } from './svc/contacts/v1/GetContactRequest';
import type { GetContactResponse as _svc_contacts_v1_GetContactResponse, GetContactResponse__Output as _svc_contacts_v1_GetContactResponse__Output } from './svc/contacts/v1/GetContactResponse';
import type { GetConversationRequest as _svc_contacts_v1_GetConversationRequest, GetConversationRequest__Output as _svc_contacts_v1_GetConversationRequest__Output } from './svc/contacts/v1/GetConversationRequest';
import type { GetConversationResponse as _svc_contacts_v1_GetConversationResponse, GetConversationResponse__Output as _svc_contacts_v1_GetConversationResponse__Output } from './svc/contacts/v1/GetConversationResponse';
import type { GetMessageRequest as _svc_contacts_v1_GetMessageRequest, GetMessageRequest__Output as _svc_contacts_v1_GetMessageRequest__Output } from './svc/contacts/v1/GetMessageRequest';
import type { GetMessageResponse as _svc_contacts_v1_GetMessageResponse, GetMessageResponse__Output as _svc_contacts_v1_GetMessageResponse__Output } from './svc/contacts/v1/GetMessageResponse';
import type { GetMessageStatsRequest as _svc_contacts_v1_GetMessageStatsRequest, GetMessageStatsRequest__Output as _svc_contacts_v1_GetMessageStatsRequest__Output } from './svc/contacts/v1/GetMessageStatsRequest';
import type { GetMessageStatsResponse as _svc_contacts_v1_GetMessageStatsResponse, GetMessageStatsResponse__Output as _svc_contacts_v1_GetMessageStatsResponse__Output } from './svc/contacts/v1/GetMessageStatsResponse';
import type { GetSandboxSessionRequest as _svc_contacts_v1_GetSandboxSessionRequest, GetSandboxSessionRequest__Output as _svc_contacts_v1_GetSandboxSessionRequest__Output } from './svc/contacts/v1/GetSandboxSessionRequest';
import type { GetSandboxSessionResponse as _svc_contacts_v1_GetSandboxSessionResponse, GetSandboxSessionResponse__Output as _svc_contacts_v1_GetSandboxSessionResponse__Output } from './svc/contacts/v1/GetSandboxSessionResponse';
import type { ListContactsRequest as _svc_contacts_v1_ListContactsRequest, ListContactsRequest__Output as _svc_contacts_v1_ListContactsRequest__Output } from './svc/contacts/v1/ListContactsRequest';
import type { ListContactsResponse as _svc_contacts_v1_ListContactsResponse, ListContactsResponse__Output as _svc_contacts_v1_ListContactsResponse__Output } from './svc/contacts/v1/ListContactsResponse';
import type { ListConversationAssignmentsRequest as _svc_contacts_v1_ListConversationAssignmentsRequest, ListConversationAssignmentsRequest__Output as _svc_contacts_v1_ListConversationAssignmentsRequest__Output } from './svc/contacts/v1/ListConversationAssignmentsRequest';
import type { ListConversationAssignmentsResponse as _svc_contacts_v1_ListConversationAssignmentsResponse, ListConversationAssignmentsResponse__Output as _svc_contacts_v1_ListConversationAssignmentsResponse__Output } from './svc/contacts/v1/ListConversationAssignmentsResponse';
import type { ListConversationNotesRequest as _svc_contacts_v1_ListConversationNotesRequest, ListConversationNotesRequest__Output as _svc_contacts_v1_ListConversationNotesRequest__Output } from './svc/contacts/v1/ListConversationNotesRequest';
import type { ListConversationNotesResponse as _svc_contacts_v1_ListConversationNotesResponse, ListConversationNotesResponse__Output as _svc_contacts_v1_ListConversationNotesResponse__Output } from './svc/contacts/v1/ListConversationNotesResponse';
import type { ListConversationsRequest as _svc_contacts_v1_ListConversationsRequest, ListConversationsRequest__Output as _svc_contacts_v1_ListConversationsRequest__Output } from './svc/contacts/v1/ListConversationsRequest';
import type { ListConversationsResponse as _svc_contacts_v1_ListConversationsResponse, ListConversationsResponse__Output as _svc_contacts_v1_ListConversationsResponse__Output } from './svc/contacts/v1/ListConversationsResponse';
import type { ListMarketingPreferencesRequest as _svc_contacts_v1_ListMarketingPreferencesRequest, ListMarketingPreferencesRequest__Output as _svc_contacts_v1_ListMarketingPreferencesRequest__Output } from './svc/contacts/v1/ListMarketingPreferencesRequest';
import type { ListMarketingPreferencesResponse as _svc_contacts_v1_ListMarketingPreferencesResponse, ListMarketingPreferencesResponse__Output as _svc_contacts_v1_ListMarketingPreferencesResponse__Output } from './svc/contacts/v1/ListMarketingPreferencesResponse';
import type { ListMessagesRequest as _svc_contacts_v1_ListMessagesRequest, ListMessagesRequest__Output as _svc_contacts_v1_ListMessagesRequest__Output } from './svc/contacts/v1/ListMessagesRequest';
import type { ListMessagesResponse as _svc_contacts_v1_ListMessagesResponse, ListMessagesResponse__Output as _svc_contacts_v1_ListMessagesResponse__Output } from './svc/contacts/v1/ListMessagesResponse';
import type { ListSandboxSessionsRequest as _svc_contacts_v1_ListSandboxSessionsRequest, ListSandboxSessionsRequest__Output as _svc_contacts_v1_ListSandboxSessionsRequest__Output } from './svc/contacts/v1/ListSandboxSessionsRequest';
import type { ListSandboxSessionsResponse as _svc_contacts_v1_ListSandboxSessionsResponse, ListSandboxSessionsResponse__Output as _svc_contacts_v1_ListSandboxSessionsResponse__Output } from './svc/contacts/v1/ListSandboxSessionsResponse';
import type { MarkConversationReadRequest as _svc_contacts_v1_MarkConversationReadRequest, MarkConversationReadRequest__Output as _svc_contacts_v1_MarkConversationReadRequest__Output } from './svc/contacts/v1/MarkConversationReadRequest';
import type { MarkConversationReadResponse as _svc_contacts_v1_MarkConversationReadResponse, MarkConversationReadResponse__Output as _svc_contacts_v1_MarkConversationReadResponse__Output } from './svc/contacts/v1/MarkConversationReadResponse';
import type { MarketingPreference as _svc_contacts_v1_MarketingPreference, MarketingPreference__Output as _svc_contacts_v1_MarketingPreference__Output } from './svc/contacts/v1/MarketingPreference';
import type { Message as _svc_contacts_v1_Message, Message__Output as _svc_contacts_v1_Message__Output } from './svc/contacts/v1/Message';
import type { MessageFailureReason as _svc_contacts_v1_MessageFailureReason, MessageFailureReason__Output as _svc_contacts_v1_MessageFailureReason__Output } from './svc/contacts/v1/MessageFailureReason';
import type { MessageMedia as _svc_contacts_v1_MessageMedia, MessageMedia__Output as _svc_contacts_v1_MessageMedia__Output } from './svc/contacts/v1/MessageMedia';
import type { MessagePricing as _svc_contacts_v1_MessagePricing, MessagePricing__Output as _svc_contacts_v1_MessagePricing__Output } from './svc/contacts/v1/MessagePricing';
import type { MessageStatsBucket as _svc_contacts_v1_MessageStatsBucket, MessageStatsBucket__Output as _svc_contacts_v1_MessageStatsBucket__Output } from './svc/contacts/v1/MessageStatsBucket';
import type { MessageStatusEntry as _svc_contacts_v1_MessageStatusEntry, MessageStatusEntry__Output as _svc_contacts_v1_MessageStatusEntry__Output } from './svc/contacts/v1/MessageStatusEntry';
import type { NoteAuthor as _svc_contacts_v1_NoteAuthor, NoteAuthor__Output as _svc_contacts_v1_NoteAuthor__Output } from './svc/contacts/v1/NoteAuthor';
import type { PropertyFilter as _svc_contacts_v1_PropertyFilter, PropertyFilter__Output as _svc_contacts_v1_PropertyFilter__Output } from './svc/contacts/v1/PropertyFilter';
import type { SandboxSession as _svc_contacts_v1_SandboxSession, SandboxSession__Output as _svc_contacts_v1_SandboxSession__Output } from './svc/contacts/v1/SandboxSession';
import type { UpdateContactRequest as _svc_contacts_v1_UpdateContactRequest, UpdateContactRequest__Output as _svc_contacts_v1_UpdateContactRequest__Output } from './svc/contacts/v1/UpdateContactRequest';
import type { UpdateContactResponse as _svc_contacts_v1_UpdateContactResponse, UpdateContactResponse__Output as _svc_contacts_v1_UpdateContactResponse__Output } from './svc/contacts/v1/UpdateContactResponse';
import type { UpdateConversationAssignmentRequest as _svc_contacts_v1_UpdateConversationAssignmentRequest, UpdateConversationAssignmentRequest__Output as _svc_contacts_v1_UpdateConversationAssignmentRequest__Output } from './svc/contacts/v1/UpdateConversationAssignmentRequest';
import type { UpdateConversationAssignmentResponse as _svc_contacts_v1_UpdateConversationAssignmentResponse, UpdateConversationAssignmentResponse__Output as _svc_contacts_v1_UpdateConversationAssignmentResponse__Output } from './svc/contacts/v1/UpdateConversationAssignmentResponse';
import type { UpdateConversationRequest as _svc_contacts_v1_UpdateConversationRequest, UpdateConversationRequest__Output as _svc_contacts_v1_UpdateConversationRequest__Output } from './svc/contacts/v1/UpdateConversationRequest';
import type { UpdateConversationResponse as _svc_contacts_v1_UpdateConversationResponse, UpdateConversationResponse__Output as _svc_contacts_v1_UpdateConversationResponse__Output } from './svc/contacts/v1/UpdateConversationResponse';

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
    contacts: {
      v1: {
        CheckMarketingStopsRequest: MessageTypeDefinition<_svc_contacts_v1_CheckMarketingStopsRequest, _svc_contacts_v1_CheckMarketingStopsRequest__Output>
        CheckMarketingStopsResponse: MessageTypeDefinition<_svc_contacts_v1_CheckMarketingStopsResponse, _svc_contacts_v1_CheckMarketingStopsResponse__Output>
        Contact: MessageTypeDefinition<_svc_contacts_v1_Contact, _svc_contacts_v1_Contact__Output>
        ContactPresence: MessageTypeDefinition<_svc_contacts_v1_ContactPresence, _svc_contacts_v1_ContactPresence__Output>
        /**
         * Contacts of a project, addressed by uuid, phone number, business-scoped user id or parent id;
         * their conversations and messages (stored from the upstream's webhooks and the pass-through's
         * sends); the platform sandbox's sessions.
         */
        ContactsService: SubtypeConstructor<typeof grpc.Client, _svc_contacts_v1_ContactsServiceClient> & { service: _svc_contacts_v1_ContactsServiceDefinition }
        Conversation: MessageTypeDefinition<_svc_contacts_v1_Conversation, _svc_contacts_v1_Conversation__Output>
        ConversationAssignment: MessageTypeDefinition<_svc_contacts_v1_ConversationAssignment, _svc_contacts_v1_ConversationAssignment__Output>
        ConversationNote: MessageTypeDefinition<_svc_contacts_v1_ConversationNote, _svc_contacts_v1_ConversationNote__Output>
        ConversationThread: MessageTypeDefinition<_svc_contacts_v1_ConversationThread, _svc_contacts_v1_ConversationThread__Output>
        CountConversationsRequest: MessageTypeDefinition<_svc_contacts_v1_CountConversationsRequest, _svc_contacts_v1_CountConversationsRequest__Output>
        CountConversationsResponse: MessageTypeDefinition<_svc_contacts_v1_CountConversationsResponse, _svc_contacts_v1_CountConversationsResponse__Output>
        CreateConversationAssignmentRequest: MessageTypeDefinition<_svc_contacts_v1_CreateConversationAssignmentRequest, _svc_contacts_v1_CreateConversationAssignmentRequest__Output>
        CreateConversationAssignmentResponse: MessageTypeDefinition<_svc_contacts_v1_CreateConversationAssignmentResponse, _svc_contacts_v1_CreateConversationAssignmentResponse__Output>
        CreateConversationNoteRequest: MessageTypeDefinition<_svc_contacts_v1_CreateConversationNoteRequest, _svc_contacts_v1_CreateConversationNoteRequest__Output>
        CreateConversationNoteResponse: MessageTypeDefinition<_svc_contacts_v1_CreateConversationNoteResponse, _svc_contacts_v1_CreateConversationNoteResponse__Output>
        CreateSandboxSessionRequest: MessageTypeDefinition<_svc_contacts_v1_CreateSandboxSessionRequest, _svc_contacts_v1_CreateSandboxSessionRequest__Output>
        CreateSandboxSessionResponse: MessageTypeDefinition<_svc_contacts_v1_CreateSandboxSessionResponse, _svc_contacts_v1_CreateSandboxSessionResponse__Output>
        DeleteContactRequest: MessageTypeDefinition<_svc_contacts_v1_DeleteContactRequest, _svc_contacts_v1_DeleteContactRequest__Output>
        DeleteContactResponse: MessageTypeDefinition<_svc_contacts_v1_DeleteContactResponse, _svc_contacts_v1_DeleteContactResponse__Output>
        EndUserAssignmentsRequest: MessageTypeDefinition<_svc_contacts_v1_EndUserAssignmentsRequest, _svc_contacts_v1_EndUserAssignmentsRequest__Output>
        EndUserAssignmentsResponse: MessageTypeDefinition<_svc_contacts_v1_EndUserAssignmentsResponse, _svc_contacts_v1_EndUserAssignmentsResponse__Output>
        GetContactRequest: MessageTypeDefinition<_svc_contacts_v1_GetContactRequest, _svc_contacts_v1_GetContactRequest__Output>
        GetContactResponse: MessageTypeDefinition<_svc_contacts_v1_GetContactResponse, _svc_contacts_v1_GetContactResponse__Output>
        GetConversationRequest: MessageTypeDefinition<_svc_contacts_v1_GetConversationRequest, _svc_contacts_v1_GetConversationRequest__Output>
        GetConversationResponse: MessageTypeDefinition<_svc_contacts_v1_GetConversationResponse, _svc_contacts_v1_GetConversationResponse__Output>
        GetMessageRequest: MessageTypeDefinition<_svc_contacts_v1_GetMessageRequest, _svc_contacts_v1_GetMessageRequest__Output>
        GetMessageResponse: MessageTypeDefinition<_svc_contacts_v1_GetMessageResponse, _svc_contacts_v1_GetMessageResponse__Output>
        GetMessageStatsRequest: MessageTypeDefinition<_svc_contacts_v1_GetMessageStatsRequest, _svc_contacts_v1_GetMessageStatsRequest__Output>
        GetMessageStatsResponse: MessageTypeDefinition<_svc_contacts_v1_GetMessageStatsResponse, _svc_contacts_v1_GetMessageStatsResponse__Output>
        GetSandboxSessionRequest: MessageTypeDefinition<_svc_contacts_v1_GetSandboxSessionRequest, _svc_contacts_v1_GetSandboxSessionRequest__Output>
        GetSandboxSessionResponse: MessageTypeDefinition<_svc_contacts_v1_GetSandboxSessionResponse, _svc_contacts_v1_GetSandboxSessionResponse__Output>
        ListContactsRequest: MessageTypeDefinition<_svc_contacts_v1_ListContactsRequest, _svc_contacts_v1_ListContactsRequest__Output>
        ListContactsResponse: MessageTypeDefinition<_svc_contacts_v1_ListContactsResponse, _svc_contacts_v1_ListContactsResponse__Output>
        ListConversationAssignmentsRequest: MessageTypeDefinition<_svc_contacts_v1_ListConversationAssignmentsRequest, _svc_contacts_v1_ListConversationAssignmentsRequest__Output>
        ListConversationAssignmentsResponse: MessageTypeDefinition<_svc_contacts_v1_ListConversationAssignmentsResponse, _svc_contacts_v1_ListConversationAssignmentsResponse__Output>
        ListConversationNotesRequest: MessageTypeDefinition<_svc_contacts_v1_ListConversationNotesRequest, _svc_contacts_v1_ListConversationNotesRequest__Output>
        ListConversationNotesResponse: MessageTypeDefinition<_svc_contacts_v1_ListConversationNotesResponse, _svc_contacts_v1_ListConversationNotesResponse__Output>
        ListConversationsRequest: MessageTypeDefinition<_svc_contacts_v1_ListConversationsRequest, _svc_contacts_v1_ListConversationsRequest__Output>
        ListConversationsResponse: MessageTypeDefinition<_svc_contacts_v1_ListConversationsResponse, _svc_contacts_v1_ListConversationsResponse__Output>
        ListMarketingPreferencesRequest: MessageTypeDefinition<_svc_contacts_v1_ListMarketingPreferencesRequest, _svc_contacts_v1_ListMarketingPreferencesRequest__Output>
        ListMarketingPreferencesResponse: MessageTypeDefinition<_svc_contacts_v1_ListMarketingPreferencesResponse, _svc_contacts_v1_ListMarketingPreferencesResponse__Output>
        ListMessagesRequest: MessageTypeDefinition<_svc_contacts_v1_ListMessagesRequest, _svc_contacts_v1_ListMessagesRequest__Output>
        ListMessagesResponse: MessageTypeDefinition<_svc_contacts_v1_ListMessagesResponse, _svc_contacts_v1_ListMessagesResponse__Output>
        ListSandboxSessionsRequest: MessageTypeDefinition<_svc_contacts_v1_ListSandboxSessionsRequest, _svc_contacts_v1_ListSandboxSessionsRequest__Output>
        ListSandboxSessionsResponse: MessageTypeDefinition<_svc_contacts_v1_ListSandboxSessionsResponse, _svc_contacts_v1_ListSandboxSessionsResponse__Output>
        MarkConversationReadRequest: MessageTypeDefinition<_svc_contacts_v1_MarkConversationReadRequest, _svc_contacts_v1_MarkConversationReadRequest__Output>
        MarkConversationReadResponse: MessageTypeDefinition<_svc_contacts_v1_MarkConversationReadResponse, _svc_contacts_v1_MarkConversationReadResponse__Output>
        MarketingPreference: MessageTypeDefinition<_svc_contacts_v1_MarketingPreference, _svc_contacts_v1_MarketingPreference__Output>
        Message: MessageTypeDefinition<_svc_contacts_v1_Message, _svc_contacts_v1_Message__Output>
        MessageFailureReason: MessageTypeDefinition<_svc_contacts_v1_MessageFailureReason, _svc_contacts_v1_MessageFailureReason__Output>
        MessageMedia: MessageTypeDefinition<_svc_contacts_v1_MessageMedia, _svc_contacts_v1_MessageMedia__Output>
        MessagePricing: MessageTypeDefinition<_svc_contacts_v1_MessagePricing, _svc_contacts_v1_MessagePricing__Output>
        MessageStatsBucket: MessageTypeDefinition<_svc_contacts_v1_MessageStatsBucket, _svc_contacts_v1_MessageStatsBucket__Output>
        MessageStatusEntry: MessageTypeDefinition<_svc_contacts_v1_MessageStatusEntry, _svc_contacts_v1_MessageStatusEntry__Output>
        NoteAuthor: MessageTypeDefinition<_svc_contacts_v1_NoteAuthor, _svc_contacts_v1_NoteAuthor__Output>
        PropertyFilter: MessageTypeDefinition<_svc_contacts_v1_PropertyFilter, _svc_contacts_v1_PropertyFilter__Output>
        SandboxSession: MessageTypeDefinition<_svc_contacts_v1_SandboxSession, _svc_contacts_v1_SandboxSession__Output>
        UpdateContactRequest: MessageTypeDefinition<_svc_contacts_v1_UpdateContactRequest, _svc_contacts_v1_UpdateContactRequest__Output>
        UpdateContactResponse: MessageTypeDefinition<_svc_contacts_v1_UpdateContactResponse, _svc_contacts_v1_UpdateContactResponse__Output>
        UpdateConversationAssignmentRequest: MessageTypeDefinition<_svc_contacts_v1_UpdateConversationAssignmentRequest, _svc_contacts_v1_UpdateConversationAssignmentRequest__Output>
        UpdateConversationAssignmentResponse: MessageTypeDefinition<_svc_contacts_v1_UpdateConversationAssignmentResponse, _svc_contacts_v1_UpdateConversationAssignmentResponse__Output>
        UpdateConversationRequest: MessageTypeDefinition<_svc_contacts_v1_UpdateConversationRequest, _svc_contacts_v1_UpdateConversationRequest__Output>
        UpdateConversationResponse: MessageTypeDefinition<_svc_contacts_v1_UpdateConversationResponse, _svc_contacts_v1_UpdateConversationResponse__Output>
      }
    }
  }
}

