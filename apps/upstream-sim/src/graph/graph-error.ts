import { fbtraceId } from '../ids';

/** Defaults of one Graph error code: title, exception type and HTTP status. */
interface CodeInfo {
  title: string;
  type: string;
  status: number;
  details?: string;
}

/**
 * Known codes (reference 2.1 table, 1.15 taxonomy). Meta advises keying on `code` and
 * `error_data.details`, not on HTTP status; statuses here follow what Graph answers: 400 for
 * parameter, policy and throttling errors (130429 included; the reference leaves 400 vs 429 open,
 * Graph uses 400), 401 for token errors, 403 for permission errors, 5xx for server faults.
 */
export const GRAPH_CODES: Record<number, CodeInfo> = {
  1: { title: 'An unknown error occurred', type: 'OAuthException', status: 500 },
  2: { title: 'Service temporarily unavailable', type: 'OAuthException', status: 503 },
  4: { title: 'Application request limit reached', type: 'OAuthException', status: 400 },
  10: { title: 'Application does not have permission for this action', type: 'OAuthException', status: 403 },
  100: { title: 'Invalid parameter', type: 'OAuthException', status: 400 },
  104: { title: 'An access token is required to request this resource.', type: 'OAuthException', status: 401 },
  190: { title: 'Invalid OAuth access token', type: 'OAuthException', status: 401 },
  200: { title: 'Permissions error', type: 'OAuthException', status: 403 },
  368: { title: 'Temporarily blocked for policies violations', type: 'OAuthException', status: 400 },
  80007: { title: 'Rate limit issues', type: 'OAuthException', status: 400 },
  130429: { title: 'Rate limit hit', type: 'OAuthException', status: 400, details: 'Cloud API message throughput has been reached.' },
  130497: { title: 'Business account is restricted from messaging users in this country', type: 'OAuthException', status: 400 },
  131000: { title: 'Something went wrong', type: 'OAuthException', status: 500 },
  131008: { title: 'Required parameter is missing', type: 'OAuthException', status: 400 },
  131009: { title: 'Parameter value is not valid', type: 'OAuthException', status: 400 },
  131026: { title: 'Message undeliverable', type: 'OAuthException', status: 400 },
  131031: { title: 'Business Account locked', type: 'OAuthException', status: 400 },
  131047: {
    title: 'Re-engagement message',
    type: 'OAuthException',
    status: 400,
    details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  },
  131048: { title: 'Spam rate limit hit', type: 'OAuthException', status: 400 },
  131049: { title: 'This message was not delivered to maintain healthy ecosystem engagement.', type: 'OAuthException', status: 400 },
  131050: {
    title: 'Unable to deliver the message. This recipient has chosen to stop receiving marketing messages on WhatsApp from your business.',
    type: 'OAuthException',
    status: 400,
  },
  131056: {
    title: '(Business Account, Consumer Account) pair rate limit hit',
    type: 'OAuthException',
    status: 400,
    details: 'Too many messages sent from the sender phone number to the same recipient phone number in a short period of time.',
  },
  131057: { title: 'Account in maintenance mode', type: 'OAuthException', status: 503 },
  131062: {
    title: 'Authentication templates cannot be sent to a business-scoped user ID',
    type: 'OAuthException',
    status: 400,
    details: "Send authentication templates to the user's phone number.",
  },
  132000: { title: 'Number of parameters does not match the expected number of params', type: 'OAuthException', status: 400 },
  132001: { title: 'Template name does not exist in the translation', type: 'OAuthException', status: 404 },
  133006: {
    title: 'Phone number re-verification needed',
    type: 'OAuthException',
    status: 400,
    details: 'Phone number needs to be verified before registering.',
  },
  133010: { title: 'Account not registered', type: 'OAuthException', status: 400 },
  136024: { title: 'Request code error', type: 'OAuthException', status: 400 },
  136025: { title: 'Verify code error', type: 'OAuthException', status: 400 },
  2593107: { title: 'Synchronization Request limit exceeded', type: 'OAuthException', status: 400 },
  2593108: { title: 'Synchronization Request made outside of allowed time window', type: 'OAuthException', status: 400 },
  2494191: {
    title: 'Take thread control is not permitted',
    type: 'OAuthException',
    status: 400,
    details: 'Only the escalation app may take control of this thread.',
  },
};

/** Options that refine a Graph error beyond its code's defaults. */
export interface GraphErrorOptions {
  title?: string;
  /** Full `message`; defaults to `(#code) title`. */
  message?: string;
  details?: string;
  subcode?: number;
  type?: string;
  status?: number;
  /** An OAuth endpoint error: `message` as given (no `(#code)` prefix) and no `error_data`, as Graph's /oauth answers. */
  bare?: boolean;
}

/** An error answered in Graph's envelope. Thrown by routes, rendered by the Graph error handler. */
export class GraphError extends Error {
  readonly title: string;
  readonly details: string;
  readonly subcode: number | undefined;
  readonly type: string;
  readonly status: number;
  readonly bare: boolean;

  constructor(
    readonly code: number,
    opts: GraphErrorOptions = {},
  ) {
    const info = GRAPH_CODES[code];
    const title = opts.title ?? info?.title ?? 'An unknown error occurred';
    super(opts.message ?? `(#${code}) ${title}`);
    this.title = title;
    this.details = opts.details ?? info?.details ?? title;
    this.subcode = opts.subcode;
    this.type = opts.type ?? info?.type ?? 'OAuthException';
    this.status = opts.status ?? info?.status ?? 400;
    this.bare = opts.bare ?? false;
  }

  /** The exact Graph body, with a fresh fbtrace_id. */
  toBody(): { error: Record<string, unknown> } {
    const error: Record<string, unknown> = {
      message: this.message,
      type: this.type,
      code: this.code,
    };
    if (!this.bare) error.error_data = { messaging_product: 'whatsapp', details: this.details };
    if (this.subcode !== undefined) error.error_subcode = this.subcode;
    error.fbtrace_id = fbtraceId();
    return { error };
  }
}

/** Unknown token. */
export function invalidToken(): GraphError {
  return new GraphError(190, { details: 'Invalid OAuth access token - Cannot parse access token' });
}

/** A token past its expires_at (subcode 463). */
export function expiredToken(expiredAt: Date): GraphError {
  return new GraphError(190, {
    title: 'Error validating access token: Session has expired',
    details: `Error validating access token: Session has expired on ${expiredAt.toUTCString()}.`,
    subcode: 463,
  });
}

/** An object that does not exist or the token cannot reach (Graph answers both alike: 100/33). */
export function unknownObject(id: string, method: string): GraphError {
  const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  const title = `Unsupported ${verb} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`;
  return new GraphError(100, { title, subcode: 33, type: 'GraphMethodException' });
}

/** A request parameter that is missing or wrong (code 100). */
export function invalidParameter(details: string): GraphError {
  return new GraphError(100, { details });
}
