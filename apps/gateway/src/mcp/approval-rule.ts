/**
 * Which MCP tools need a person's approval before they run (docs/decisions/0029). Pure rules, no
 * I/O, derived from the route's method and path alone (never a list of tools), so a new route falls
 * under them the day it is added. `approval-rule.test.ts` walks the route table.
 */
import { groupOfPath } from '../keys/scopes';

/** Why a route's tool needs an approval. */
export type ApprovalReason = 'sends_messages' | 'deletes' | 'changes_webhooks' | 'spends_credits';

/** Last path segments of a broadcast's writes that send its messages (now or at a set time). */
const BROADCAST_SENDS: ReadonlySet<string> = new Set(['send', 'schedule', 'resume']);

/**
 * The reason a route's tool needs an approval, or undefined when it runs as asked (every read, and
 * the writes below none of the rules):
 * - `sends_messages`: a POST whose path ends in `/messages` (a conversation's reply, a number's send),
 *   or a broadcast's `send`, `schedule` or `resume`;
 * - `deletes`: every DELETE;
 * - `changes_webhooks`: any write whose path has a `webhooks` segment (the project's webhooks, a
 *   number's webhook override);
 * - `spends_credits`: any write of the `billing` scope group (funding of accounts and portfolios,
 *   the credits ledger).
 */
export function approvalReasonOf(route: { method: string; path: string }): ApprovalReason | undefined {
  const method = route.method.toLowerCase();
  if (method === 'get' || method === 'head') return undefined;
  const segments = route.path.split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  const under = segments[0] === 'messaging' ? segments.slice(1) : segments;
  if (method === 'post' && (last === 'messages' || (under[0] === 'broadcasts' && BROADCAST_SENDS.has(last)))) return 'sends_messages';
  if (method === 'delete') return 'deletes';
  if (segments.includes('webhooks')) return 'changes_webhooks';
  if (groupOfPath(route.path) === 'billing') return 'spends_credits';
  return undefined;
}

/** The reasons in words, for tool descriptions and the approval's summary. */
export const APPROVAL_REASON_TEXT: Readonly<Record<ApprovalReason, string>> = {
  sends_messages: 'it sends messages',
  deletes: 'it deletes',
  changes_webhooks: 'it changes webhooks',
  spends_credits: 'it spends or moves credits',
};
