// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from '../../../svc/common/v1/PageRequest';

export interface ListWebhooksRequest {
  'project_id'?: (string);
  /**
   * Only the webhooks of this number; unset lists project-level webhooks only.
   */
  'phone_number_id'?: (string);
  'page'?: (_svc_common_v1_PageRequest | null);
  '_phone_number_id'?: "phone_number_id";
}

export interface ListWebhooksRequest__Output {
  'project_id': (string);
  /**
   * Only the webhooks of this number; unset lists project-level webhooks only.
   */
  'phone_number_id'?: (string);
  'page': (_svc_common_v1_PageRequest__Output | null);
  '_phone_number_id'?: "phone_number_id";
}
