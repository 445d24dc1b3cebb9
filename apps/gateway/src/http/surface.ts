/** Prefix of {base_url}. */
export const BASE_PATH = '/platform/v1';
/** Prefix of {proxy_url}: pass-through to the upstream network for one phone number. */
export const PROXY_PATH = '/upstream/messaging/v24.0';
/** Platform interface version (spec 9.1). */
export const API_VERSION = '0.2.0';
