// Original file: protos/svc/funding/v1/funding.proto

import type { PortfolioAccount as _svc_funding_v1_PortfolioAccount, PortfolioAccount__Output as _svc_funding_v1_PortfolioAccount__Output } from '../../../svc/funding/v1/PortfolioAccount';
import type { PageMeta as _svc_common_v1_PageMeta, PageMeta__Output as _svc_common_v1_PageMeta__Output } from '../../../svc/common/v1/PageMeta';

export interface ListPortfolioAccountsResponse {
  'accounts'?: (_svc_funding_v1_PortfolioAccount)[];
  'meta'?: (_svc_common_v1_PageMeta | null);
}

export interface ListPortfolioAccountsResponse__Output {
  'accounts': (_svc_funding_v1_PortfolioAccount__Output)[];
  'meta': (_svc_common_v1_PageMeta__Output | null);
}
