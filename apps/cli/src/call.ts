import { apiFailure, networkFailure } from './exit-codes';

/** Awaits one SDK call: its data, or the refusal/failure as a CliError (network errors included). */
export async function call<T>(baseUrl: string, p: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let r: { data?: T; error?: unknown; response: Response };
  try {
    r = await p;
  } catch (err) {
    throw networkFailure(baseUrl, err);
  }
  if (!r.response.ok) throw apiFailure(r.response.status, r.error, r.response.headers.get('x-request-id'));
  return r.data as T;
}
