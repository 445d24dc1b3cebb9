// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto

import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from '../../../svc/common/v1/PageRequest';

export interface ListPhoneNumbersRequest {
  'project_id'?: (string);
  /**
   * Filter: upstream phone number id.
   */
  'phone_number_id'?: (string);
  /**
   * Filter: upstream business account id.
   */
  'business_account_id'?: (string);
  /**
   * Filter: customer.
   */
  'customer_id'?: (string);
  'page'?: (_svc_common_v1_PageRequest | null);
}

export interface ListPhoneNumbersRequest__Output {
  'project_id': (string);
  /**
   * Filter: upstream phone number id.
   */
  'phone_number_id': (string);
  /**
   * Filter: upstream business account id.
   */
  'business_account_id': (string);
  /**
   * Filter: customer.
   */
  'customer_id': (string);
  'page': (_svc_common_v1_PageRequest__Output | null);
}
