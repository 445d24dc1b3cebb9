/**
 * The product rules of the {proxy_url} pass-through (decisions 0210-0212, 0230, 0231): which calls
 * are refused, which are served by the platform itself (media uploads and downloads, the guarded
 * send) and what a forwarded call records afterwards. Pure; the HTTP adapter
 * (inbound/http/pass-through.http.ts) parses the request, asks these rules and writes the answer.
 */

import { objectOrNone } from '@platform/lenient';

/** What a pass-through path is keyed by. */
export type OwnedNodeKind = 'phone_number' | 'business_account' | 'media' | 'template';

/** Methods the upstream Graph API uses (and HEAD); anything else is refused before any lookup. */
const GRAPH_METHODS = new Set(['GET', 'HEAD', 'POST', 'DELETE', 'PUT', 'PATCH']);

/** The `Allow` header of a 405 of the pass-through: the methods the Graph API uses. */
export const GRAPH_ALLOW = [...GRAPH_METHODS].join(', ');

/** A refusal of the pass-through: `status` and the JSON `body` answered as they are. */
export interface PassThroughRefusal {
  status: number;
  body: { error: string; code?: string };
}

/** The refusal of a method the Graph API does not use, or undefined when `method` is one of them. */
export function methodRefusal(method: string): PassThroughRefusal | undefined {
  return GRAPH_METHODS.has(method) ? undefined : { status: 405, body: { error: `Method ${method} is not part of the Graph API` } };
}

/**
 * `{business_account_id}/message_templates/{template_id}` (GET or POST, what some client libraries
 * call) is the upstream's `/{template_id}`, for a template of that account only: the template id to
 * serve instead, or undefined when the call is no such path.
 */
export function templatePathOf(kind: OwnedNodeKind, method: string, rest: string[]): string | undefined {
  if (kind === 'business_account' && rest.length === 2 && rest[0] === 'message_templates' && (method === 'GET' || method === 'POST')) return rest[1];
  return undefined;
}

/** What a forwarded call records after a successful upstream answer. */
export type AfterForward =
  /** `POST {phone_number_id}/thread_control`: the number is shared and the thread moved (decision 0231). */
  | 'thread_control'
  /** `GET|POST {business_account_id}/message_templates`: the template ids of the answer route to the account. */
  | 'templates'
  /** `GET {media_id}`: the media object's `url` becomes the platform's own signed download link (decision 0243). */
  | 'media_read'
  /** `DELETE {media_id}`: the media id is forgotten. */
  | 'media_delete'
  | 'none';

/**
 * How the pass-through serves `method` on a node of `kind` with edge segments `rest` (after the
 * template path rewrite, see {@link templatePathOf}):
 * - `media_upload`: `POST {phone_number_id}/media`, streamed through (media-upload.http.ts);
 * - `refused`: `DELETE {business_account_id}/subscribed_apps` (409: the subscription removed would be the
 *   platform's own, the account's webhooks would stop) and `POST {phone_number_id}/marketing_messages`
 *   (422 `unsupported_send_edge`: the upstream's other send edge would bypass the send guard — no
 *   opt-out check, no price, no hold, decision 0230; marketing templates go through `messages`);
 * - `media_download`: `GET|HEAD {media_id}/download`, the bytes streamed with the owner's token;
 * - `send`: `POST {phone_number_id}/messages`, the guarded send (sends.usecase.ts);
 * - `forward`: anything else, forwarded unchanged, then `after` on a successful answer.
 */
export type PassThroughAction =
  | { kind: 'media_upload' }
  | { kind: 'refused'; refusal: PassThroughRefusal }
  | { kind: 'media_download' }
  | { kind: 'send' }
  | { kind: 'forward'; after: AfterForward };

/** The action of one pass-through call (see {@link PassThroughAction}); the order of the checks is the rule's. */
export function passThroughAction(kind: OwnedNodeKind, method: string, rest: string[]): PassThroughAction {
  const edge = rest.join('/');
  if (kind === 'phone_number' && method === 'POST' && edge === 'media') return { kind: 'media_upload' };
  if (kind === 'business_account' && method === 'DELETE' && edge === 'subscribed_apps') {
    return {
      kind: 'refused',
      refusal: {
        status: 409,
        body: { error: "The platform's app subscription delivers this business account's webhooks; it cannot be removed through the pass-through" },
      },
    };
  }
  if (kind === 'media' && (method === 'GET' || method === 'HEAD') && edge === 'download') return { kind: 'media_download' };
  if (kind === 'phone_number' && method === 'POST' && edge === 'marketing_messages') {
    return {
      kind: 'refused',
      refusal: {
        status: 422,
        body: {
          error: 'Sends through marketing_messages are not supported: they cannot be checked or priced; send marketing templates through messages',
          code: 'unsupported_send_edge',
        },
      },
    };
  }
  if (kind === 'phone_number' && method === 'POST' && edge === 'messages') return { kind: 'send' };
  return { kind: 'forward', after: afterForwardOf(kind, method, edge, rest.length) };
}

function afterForwardOf(kind: OwnedNodeKind, method: string, edge: string, depth: number): AfterForward {
  if (kind === 'phone_number' && method === 'POST' && edge === 'thread_control') return 'thread_control';
  if (kind === 'business_account' && edge === 'message_templates' && (method === 'GET' || method === 'POST')) return 'templates';
  if (kind === 'media' && depth === 0 && method === 'GET') return 'media_read';
  if (kind === 'media' && depth === 0 && method === 'DELETE') return 'media_delete';
  return 'none';
}

/**
 * The public root of {proxy_url} without its version: the one the gateway names (`x-svc-proxy-base`,
 * an http(s) URL) else the platform's public origin + `/upstream/messaging`.
 */
export function proxyBaseOf(named: string | undefined, publicUrl: string): string {
  if (named && /^https?:\/\/[^\s]+$/.test(named)) return named.replace(/\/+$/, '');
  return `${publicUrl.replace(/\/+$/, '')}/upstream/messaging`;
}

/**
 * A media object's `url` (the upstream's, which needs the upstream token) → the platform's own signed
 * link `{base}/{version}/{media_id}/download?{signedQuery}` (decision 0243: it works with no header,
 * for a few minutes); any other answer (not JSON, no string `url`) unchanged.
 */
export function withPlatformMediaUrl(answer: Buffer, base: string, version: string, mediaId: string, signedQuery: string): Buffer {
  try {
    const meta = objectOrNone.parse(JSON.parse(answer.toString('utf8')));
    if (!meta || typeof meta.url !== 'string') return answer;
    meta.url = `${base}/${version}/${encodeURIComponent(mediaId)}/download?${signedQuery}`;
    return Buffer.from(JSON.stringify(meta));
  } catch {
    return answer;
  }
}
