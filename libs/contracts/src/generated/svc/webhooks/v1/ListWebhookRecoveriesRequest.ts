// Original file: protos/svc/webhooks/v1/webhooks.proto

import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from '../../../svc/common/v1/PageRequest';

export interface ListWebhookRecoveriesRequest {
  'project_id'?: (string);
  'webhook_id'?: (string);
  'page'?: (_svc_common_v1_PageRequest | null);
}

export interface ListWebhookRecoveriesRequest__Output {
  'project_id': (string);
  'webhook_id': (string);
  'page': (_svc_common_v1_PageRequest__Output | null);
}
