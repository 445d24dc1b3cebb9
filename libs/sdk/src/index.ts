/**
 * @messaging-platform/sdk: the typed TypeScript client of the messaging platform's {base_url}
 * (decision 0027). See README.md.
 */
export { createPlatformClient, type PlatformClient, type PlatformClientOptions } from './client';
export { PlatformApiError, unwrap } from './errors';
export { paginate } from './paginate';
export { DEFAULT_RETRY, type RetryOptions } from './retry';
export type { CursorPaging, ListItem, ListParams, PageMeta, PaginatedPath, PlatformPaths } from './types';
export type { components, operations, paths } from './generated/openapi';
export * from './webhooks/events';
export { verify, verifySignature, WebhookVerificationError, type VerifyOptions, type WebhookHeaders, type WebhookVerificationReason } from './webhooks/verify';
