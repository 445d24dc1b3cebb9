// Original file: protos/svc/contacts/v1/contacts.proto

import type { SandboxSession as _svc_contacts_v1_SandboxSession, SandboxSession__Output as _svc_contacts_v1_SandboxSession__Output } from '../../../svc/contacts/v1/SandboxSession';

export interface GetSandboxSessionResponse {
  'session'?: (_svc_contacts_v1_SandboxSession | null);
}

export interface GetSandboxSessionResponse__Output {
  'session': (_svc_contacts_v1_SandboxSession__Output | null);
}
