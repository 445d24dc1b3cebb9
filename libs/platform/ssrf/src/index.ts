/**
 * @platform/ssrf: the one SSRF policy for every URL a client gives the platform to call (project
 * webhooks, a number's webhook destination, redirect URLs, function and integration endpoints):
 * checks at save time, and a connect-time guarded DNS lookup for the HTTP agents that call out.
 */
export { parseAllowList, bareHost, blockedAddressReason, hostAllowListed, checkTargetUrl, MAX_URL_LENGTH, type AllowList, type UrlCheck } from './policy';
export { createGuardedLookup, literalHostRefusal, systemResolver, BlockedTargetError, BLOCKED_NAME_MESSAGE, type Resolver } from './lookup';
export { createGuardedClient, failureText, type GuardedClientOptions, type GuardedRequest, type GuardedResult, type ResponseLimit } from './client';
