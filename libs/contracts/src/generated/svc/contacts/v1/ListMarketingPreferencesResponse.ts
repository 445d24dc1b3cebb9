// Original file: protos/svc/contacts/v1/contacts.proto

import type { MarketingPreference as _svc_contacts_v1_MarketingPreference, MarketingPreference__Output as _svc_contacts_v1_MarketingPreference__Output } from '../../../svc/contacts/v1/MarketingPreference';

export interface ListMarketingPreferencesResponse {
  'preferences'?: (_svc_contacts_v1_MarketingPreference)[];
}

export interface ListMarketingPreferencesResponse__Output {
  'preferences': (_svc_contacts_v1_MarketingPreference__Output)[];
}
