/**
 * The API as the commands call it: the SDK's typed client (retries, Idempotency-Key on writes), each
 * answer turned into its data or a {@link CliError} with the right exit code.
 */
import { createPlatformClient, type PlatformClient } from '@messaging-platform/sdk';
import type { Profile } from './config';

/** User-Agent of the CLI's calls (the request log shows it). */
export const USER_AGENT = 'platform-cli/0.2.0';

/** What the commands need from the API. */
export interface Api {
  readonly client: PlatformClient;
  readonly baseUrl: string;
  /** Headers of a raw call (the listener's event stream): the key and the User-Agent. */
  readonly headers: Record<string, string>;
}

export function createApi(profile: Profile): Api {
  const headers = { 'X-API-Key': profile.api_key, 'User-Agent': USER_AGENT };
  const client = createPlatformClient({ apiKey: profile.api_key, baseUrl: profile.base_url, headers: { 'User-Agent': USER_AGENT } });
  return { client, baseUrl: profile.base_url, headers };
}
