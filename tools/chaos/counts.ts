/**
 * The counts of one chaos scenario, computed from what the harness observed: the clients' own results,
 * the simulator's request log (what went upstream, per logical message) and the platform's records read
 * straight from its schemas (funding's credit holds, contacts' messages) and the webhook receiver's log.
 * Pure: tools/chaos/counts.test.ts checks it on fixture data.
 *
 * Every logical message carries a token (its Idempotency-Key for client sends, a text for inbound messages,
 * broadcast recipients are their phone numbers, workflow sends their execution's variable) that appears in
 * what is sent upstream, so each upstream request maps back to exactly one logical message.
 */

/** Pattern of a logical message's token: `CK.<run>.<scenario>.<kind>.<n>`. */
export const TOKEN_PATTERN = /CK\.[0-9a-z]+\.\d+\.[siwb]\.\d+/g;

/** The tokens found in a text (a request body, a webhook payload). */
export function tokensIn(text: string): string[] {
  return [...new Set(text.match(TOKEN_PATTERN) ?? [])];
}

/** Outcome of one logical send as its retrying client saw it. */
export interface ClientSend {
  key: string;
  /** accepted: 200 or 409 duplicate_send (with the wamid); refused: a 4xx with a known outcome; unresolved: still retrying at the deadline. */
  outcome: 'accepted' | 'refused' | 'unresolved';
  wamid: string | null;
  /** Status of every attempt that did not end the send (`net` = no answer). */
  failures: string[];
}

/** One POST /{phone_number_id}/messages the simulator received. */
export interface UpstreamSend {
  /** The logical message's token found in the body (null: not one of the harness's). */
  token: string | null;
  phoneNumberId: string;
  to: string;
  /** The wamid the simulator answered (an accepted send), else null. */
  messageId: string | null;
}

/** A credit hold in funding. */
export interface Hold {
  sendKey: string;
  status: string;
  messageId: string | null;
  outcome: string | null;
}

/** An outbound message record in contacts. */
export interface OutboundRecord {
  wamid: string;
  type: string;
}

/** An inbound message the harness injected at the simulator. */
export interface InjectedInbound {
  token: string;
  wamid: string;
}

/** A webhook delivery the receiver got. */
export interface Delivery {
  webhookId: string;
  event: string;
  /** Tokens found in its payload. */
  tokens: string[];
}

/** A broadcast recipient (its phone number) and its final status in broadcasts. */
export interface BroadcastRecipient {
  phone: string;
  status: string;
}

/** A workflow execution the harness started, by the token its send carries. */
export interface StartedExecution {
  token: string;
  started: boolean;
}

/** What one scenario observed, after drain. */
export interface Observed {
  sends: ClientSend[];
  upstream: UpstreamSend[];
  holds: Hold[];
  outbound: OutboundRecord[];
  inbound: InjectedInbound[];
  /** wamids of inbound messages stored in contacts (one entry per row). */
  inboundStored: string[];
  deliveries: Delivery[];
  broadcastNumber: string | null;
  broadcastRecipients: BroadcastRecipient[];
  executions: StartedExecution[];
  /** Failed requests of the harness's other clients (inbound injection, broadcast and workflow calls). */
  otherFailures: string[];
}

/** The counts of one scenario. */
export interface Counts {
  /** Accepted sends without an outbound record with content, inbound messages never stored or never delivered, broadcast recipients or workflow sends that never went out. */
  lost: number;
  /** `lost` by kind: client sends (accepted upstream without a record, or answered with a wamid from nowhere), inbound messages, broadcast recipients, workflow executions. */
  lostBy: { sends: number; inbound: number; broadcast: number; workflows: number };
  /** An inbound message stored twice, or one event delivered under two distinct webhook-ids. */
  duplicated: number;
  /** Upstream-accepted wamids whose hold is not `sent`/`settled` bound to them (or released `hold_expired`, or settled unbilled). */
  uncharged: number;
  /** Logical messages with more than one charged hold. */
  chargedTwice: number;
  /** Client keys (and workflow sends) the upstream accepted more than once. */
  keysSentTwice: number;
  /** Broadcast recipients the upstream accepted more than once. */
  recipientsSentTwice: number;
  /** Expected webhook events (messaging.message.received per inbound message) never delivered. */
  undelivered: number;
  /** Client sends still unresolved at the drain deadline. */
  unresolved: number;
  /** Failed client requests by status (`net` = no answer). */
  failures: Record<string, number>;
  /** Logical messages of the scenario (client sends, inbound, broadcast recipients, workflow executions). */
  messages: number;
}

/** Hold states that mean "charged (or being charged) for its message". */
const CHARGED_STATUSES = new Set(['sent', 'settled']);
/** Outcomes of a bound hold that charged nothing although the send happened. */
const UNCHARGED_OUTCOMES = new Set(['hold_expired', 'unbilled_late_confirmation']);

/** S of the summary line: keys sent twice + broadcast recipients sent twice + charged twice. */
export function doubleSent(c: Counts): number {
  return c.keysSentTwice + c.recipientsSentTwice + c.chargedTwice;
}

/** Computes the counts of one scenario. */
export function computeCounts(o: Observed): Counts {
  const failures: Record<string, number> = {};
  for (const f of [...o.sends.flatMap((s) => s.failures), ...o.otherFailures]) failures[f] = (failures[f] ?? 0) + 1;

  // Upstream-accepted sends per token, and the token of each accepted wamid.
  const acceptedByToken = new Map<string, string[]>();
  const tokenOfWamid = new Map<string, string>();
  const accepted: UpstreamSend[] = o.upstream.filter((u) => u.messageId !== null);
  for (const u of accepted) {
    if (!u.token) continue;
    const list = acceptedByToken.get(u.token) ?? [];
    list.push(u.messageId!);
    acceptedByToken.set(u.token, list);
    tokenOfWamid.set(u.messageId!, u.token);
  }
  const isBroadcast = (u: UpstreamSend) => o.broadcastNumber !== null && u.phoneNumberId === o.broadcastNumber;

  // Lost: an accepted send without an outbound record carrying its content.
  const outbound = new Map<string, OutboundRecord[]>();
  for (const r of o.outbound) outbound.set(r.wamid, [...(outbound.get(r.wamid) ?? []), r]);
  const lostBy = { sends: 0, inbound: 0, broadcast: 0, workflows: 0 };
  for (const u of accepted) {
    if (!u.token) continue;
    const recs = outbound.get(u.messageId!) ?? [];
    if (!recs.some((r) => r.type !== 'unknown')) lostBy.sends++;
  }
  // Client sends answered accepted whose wamid the upstream never accepted (a wamid from nowhere).
  const upstreamWamids = new Set(accepted.map((u) => u.messageId!));
  for (const s of o.sends) if (s.outcome === 'accepted' && (!s.wamid || !upstreamWamids.has(s.wamid))) lostBy.sends++;
  // Inbound: never stored, or never delivered to the receiver.
  const storedCount = new Map<string, number>();
  for (const w of o.inboundStored) storedCount.set(w, (storedCount.get(w) ?? 0) + 1);
  const receivedIds = new Map<string, Set<string>>();
  for (const d of o.deliveries) {
    if (d.event !== 'messaging.message.received') continue;
    for (const t of d.tokens) receivedIds.set(t, (receivedIds.get(t) ?? new Set()).add(d.webhookId));
  }
  let undelivered = 0;
  let duplicated = 0;
  for (const i of o.inbound) {
    const stored = storedCount.get(i.wamid) ?? 0;
    const ids = receivedIds.get(i.token)?.size ?? 0;
    if (stored === 0 || ids === 0) lostBy.inbound++;
    if (ids === 0) undelivered++;
    if (stored > 1) duplicated += stored - 1;
    if (ids > 1) duplicated += ids - 1;
  }
  // Broadcast recipients: sent twice, or never sent although not failed/suppressed.
  const perRecipient = new Map<string, number>();
  for (const u of accepted) if (isBroadcast(u)) perRecipient.set(u.to, (perRecipient.get(u.to) ?? 0) + 1);
  let recipientsSentTwice = 0;
  for (const r of o.broadcastRecipients) {
    const n = perRecipient.get(r.phone) ?? 0;
    if (n > 1) recipientsSentTwice++;
    if (n === 0 && r.status !== 'failed' && r.status !== 'suppressed') lostBy.broadcast++;
  }
  // Workflow sends: never sent, or sent more than once.
  let keysSentTwice = 0;
  for (const e of o.executions) {
    if (!e.started) continue;
    const n = acceptedByToken.get(e.token)?.length ?? 0;
    if (n === 0) lostBy.workflows++;
    if (n > 1) keysSentTwice++;
  }
  // Client keys accepted upstream more than once.
  for (const s of o.sends) if ((acceptedByToken.get(s.key)?.length ?? 0) > 1) keysSentTwice++;

  // Charges: every accepted wamid must have a hold bound to it that charged it.
  const holdsByWamid = new Map<string, Hold[]>();
  for (const h of o.holds) if (h.messageId) holdsByWamid.set(h.messageId, [...(holdsByWamid.get(h.messageId) ?? []), h]);
  let uncharged = 0;
  const chargedPerToken = new Map<string, number>();
  for (const u of accepted) {
    const hs = holdsByWamid.get(u.messageId!) ?? [];
    const charged = hs.filter((h) => CHARGED_STATUSES.has(h.status) && !UNCHARGED_OUTCOMES.has(h.outcome ?? ''));
    if (charged.length === 0) uncharged++;
    const key = u.token ?? u.messageId!;
    chargedPerToken.set(key, (chargedPerToken.get(key) ?? 0) + charged.length);
  }
  const chargedTwice = [...chargedPerToken.values()].filter((n) => n > 1).length;

  return {
    lost: lostBy.sends + lostBy.inbound + lostBy.broadcast + lostBy.workflows,
    lostBy,
    duplicated,
    uncharged,
    chargedTwice,
    keysSentTwice,
    recipientsSentTwice,
    undelivered,
    unresolved: o.sends.filter((s) => s.outcome === 'unresolved').length,
    failures,
    messages: o.sends.length + o.inbound.length + o.broadcastRecipients.length + o.executions.length,
  };
}

/** Sums counts of several scenarios (the summary line). */
export function sumCounts(all: Counts[]): Counts {
  const z: Counts = {
    lost: 0,
    lostBy: { sends: 0, inbound: 0, broadcast: 0, workflows: 0 },
    duplicated: 0,
    uncharged: 0,
    chargedTwice: 0,
    keysSentTwice: 0,
    recipientsSentTwice: 0,
    undelivered: 0,
    unresolved: 0,
    failures: {},
    messages: 0,
  };
  for (const c of all) {
    for (const k of [
      'lost',
      'duplicated',
      'uncharged',
      'chargedTwice',
      'keysSentTwice',
      'recipientsSentTwice',
      'undelivered',
      'unresolved',
      'messages',
    ] as const)
      z[k] += c[k];
    for (const k of ['sends', 'inbound', 'broadcast', 'workflows'] as const) z.lostBy[k] += c.lostBy[k];
    for (const [s, n] of Object.entries(c.failures)) z.failures[s] = (z.failures[s] ?? 0) + n;
  }
  return z;
}
