import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Contact as _svc_contacts_v1_Contact, Contact__Output as _svc_contacts_v1_Contact__Output } from './svc/contacts/v1/Contact';
import type { ContactsServiceClient as _svc_contacts_v1_ContactsServiceClient, ContactsServiceDefinition as _svc_contacts_v1_ContactsServiceDefinition } from './svc/contacts/v1/ContactsService';
import type { GetContactRequest as _svc_contacts_v1_GetContactRequest, GetContactRequest__Output as _svc_contacts_v1_GetContactRequest__Output } from './svc/contacts/v1/GetContactRequest';
import type { GetContactResponse as _svc_contacts_v1_GetContactResponse, GetContactResponse__Output as _svc_contacts_v1_GetContactResponse__Output } from './svc/contacts/v1/GetContactResponse';
import type { ListMarketingPreferencesRequest as _svc_contacts_v1_ListMarketingPreferencesRequest, ListMarketingPreferencesRequest__Output as _svc_contacts_v1_ListMarketingPreferencesRequest__Output } from './svc/contacts/v1/ListMarketingPreferencesRequest';
import type { ListMarketingPreferencesResponse as _svc_contacts_v1_ListMarketingPreferencesResponse, ListMarketingPreferencesResponse__Output as _svc_contacts_v1_ListMarketingPreferencesResponse__Output } from './svc/contacts/v1/ListMarketingPreferencesResponse';
import type { MarketingPreference as _svc_contacts_v1_MarketingPreference, MarketingPreference__Output as _svc_contacts_v1_MarketingPreference__Output } from './svc/contacts/v1/MarketingPreference';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  svc: {
    contacts: {
      v1: {
        Contact: MessageTypeDefinition<_svc_contacts_v1_Contact, _svc_contacts_v1_Contact__Output>
        /**
         * Contacts of a project, addressed by uuid, phone number, business-scoped user id or parent id.
         */
        ContactsService: SubtypeConstructor<typeof grpc.Client, _svc_contacts_v1_ContactsServiceClient> & { service: _svc_contacts_v1_ContactsServiceDefinition }
        GetContactRequest: MessageTypeDefinition<_svc_contacts_v1_GetContactRequest, _svc_contacts_v1_GetContactRequest__Output>
        GetContactResponse: MessageTypeDefinition<_svc_contacts_v1_GetContactResponse, _svc_contacts_v1_GetContactResponse__Output>
        ListMarketingPreferencesRequest: MessageTypeDefinition<_svc_contacts_v1_ListMarketingPreferencesRequest, _svc_contacts_v1_ListMarketingPreferencesRequest__Output>
        ListMarketingPreferencesResponse: MessageTypeDefinition<_svc_contacts_v1_ListMarketingPreferencesResponse, _svc_contacts_v1_ListMarketingPreferencesResponse__Output>
        MarketingPreference: MessageTypeDefinition<_svc_contacts_v1_MarketingPreference, _svc_contacts_v1_MarketingPreference__Output>
      }
    }
  }
}

