// Original file: protos/svc/funding/v1/funding.proto

import type { PageRequest as _svc_common_v1_PageRequest, PageRequest__Output as _svc_common_v1_PageRequest__Output } from '../../../svc/common/v1/PageRequest';

export interface ListPortfolioAccountsRequest {
  'project_id'?: (string);
  'portfolio_id'?: (string);
  'page'?: (_svc_common_v1_PageRequest | null);
}

export interface ListPortfolioAccountsRequest__Output {
  'project_id': (string);
  'portfolio_id': (string);
  'page': (_svc_common_v1_PageRequest__Output | null);
}
