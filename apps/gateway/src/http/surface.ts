/** Prefix of {base_url}. */
export const BASE_PATH = '/platform/v1';
/** Prefix of {proxy_url}: pass-through to the upstream network for one phone number. */
export const PROXY_PATH = '/upstream/messaging/v24.0';
/**
 * Mount point of the pass-through: {proxy_url} without its version segment. Below it a Graph
 * version (`/v23.0/...`, `/v24.0/...`) or none is accepted and forwarded as asked (decision 0210).
 */
export const PROXY_ROOT = '/upstream/messaging';
/** Mount point of {app_url}, the dashboard application API (decision 0220): discovery's default `app_url`. */
export const APP_ROOT = '/app';
/** Platform interface version (spec 9.1). */
export const API_VERSION = '0.2.0';
