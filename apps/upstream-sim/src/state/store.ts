import { graphId } from '../ids';
import type { AccessToken, Business, CreditAllocation, CreditLine, LoggedRequest, PhoneNumber, SentMessage, Template, ThreadOwner, Waba } from './types';

/** Kind of a Graph node the simulator knows. */
export type NodeKind = 'business' | 'waba' | 'phone_number' | 'credit_line' | 'allocation';

/** Most Graph requests kept for `GET /__sim/requests`; older ones are dropped first. */
const MAX_LOGGED_REQUESTS = 10_000;

/**
 * The simulator's whole in-memory state. Plain maps; every mutation goes through the routes,
 * the fixture seeder or the webhook triggers. `reset()` empties it.
 */
export class SimStore {
  readonly businesses = new Map<string, Business>();
  readonly wabas = new Map<string, Waba>();
  readonly phoneNumbers = new Map<string, PhoneNumber>();
  readonly tokens = new Map<string, AccessToken>();
  readonly creditLines = new Map<string, CreditLine>();
  readonly allocations = new Map<string, CreditAllocation>();
  readonly templates = new Map<string, Template>();
  readonly messages = new Map<string, SentMessage>();
  /** Last inbound message time per `${phone_number_id}:${wa_id}` (the customer-service window). */
  readonly lastInbound = new Map<string, Date>();
  /** Marketing preference `stop` per `${phone_number_id}:${wa_id}` (user_preferences webhook). */
  readonly marketingStopped = new Set<string>();
  /** Thread owner per `${phone_number_id}:${recipient}` (thread_control). */
  readonly threads = new Map<string, ThreadOwner>();
  /**
   * The user's phone digits (wa_id) per `${business_id}:${business-scoped user id}`, learnt from inbound
   * messages that carried both (reference 2.8: the id is scoped to the business portfolio), so a send
   * to the id reaches the same user: the same window, opt-out and pair limit.
   */
  readonly userIds = new Map<string, string>();
  readonly requests: LoggedRequest[] = [];
  private requestSeq = 0;

  /** Empties everything. */
  clear(): void {
    for (const m of [
      this.businesses,
      this.wabas,
      this.phoneNumbers,
      this.tokens,
      this.creditLines,
      this.allocations,
      this.templates,
      this.messages,
      this.lastInbound,
      this.threads,
      this.userIds,
    ])
      m.clear();
    this.marketingStopped.clear();
    this.requests.length = 0;
  }

  /** A fresh 15-16 digit id not used by any object. */
  newId(): string {
    return graphId((id) => this.kindOf(id) !== undefined);
  }

  /** What kind of node `id` is, or undefined. Deleted WABAs (and their numbers) no longer exist. */
  kindOf(id: string): NodeKind | undefined {
    if (this.businesses.has(id)) return 'business';
    const waba = this.wabas.get(id);
    if (waba) return waba.deleted ? undefined : 'waba';
    const pn = this.phoneNumbers.get(id);
    if (pn) return this.wabas.get(pn.waba_id)?.deleted ? undefined : 'phone_number';
    if (this.creditLines.has(id)) return 'credit_line';
    if (this.allocations.has(id)) return 'allocation';
    return undefined;
  }

  /** `id` and every object above it (number → WABA → business; allocation → credit line and WABA). */
  lineage(id: string): string[] {
    const out = [id];
    const pn = this.phoneNumbers.get(id);
    if (pn) out.push(...this.lineage(pn.waba_id));
    const waba = this.wabas.get(id);
    if (waba) out.push(waba.business_id);
    const line = this.creditLines.get(id);
    if (line) out.push(line.business_id);
    const alloc = this.allocations.get(id);
    if (alloc) out.push(...this.lineage(alloc.credit_line_id), ...this.lineage(alloc.waba_id));
    return out;
  }

  /** Whether `token` reaches `id`: granted directly or through an ancestor. */
  canAccess(token: AccessToken, id: string): boolean {
    if (token.all) return true;
    return this.lineage(id).some((x) => token.ids.includes(x));
  }

  /** Numbers of a WABA, oldest first. */
  numbersOf(wabaId: string): PhoneNumber[] {
    return [...this.phoneNumbers.values()].filter((p) => p.waba_id === wabaId);
  }

  /** Appends a Graph request to the log; returns the entry (its answer is filled in when given). */
  logRequest(entry: Omit<LoggedRequest, 'seq'>): LoggedRequest {
    const logged = { seq: ++this.requestSeq, ...entry };
    this.requests.push(logged);
    if (this.requests.length > MAX_LOGGED_REQUESTS) this.requests.splice(0, this.requests.length - MAX_LOGGED_REQUESTS);
    return logged;
  }

  /** A JSON-friendly dump of everything (for `GET /__sim/state`). */
  dump(): Record<string, unknown> {
    return {
      businesses: [...this.businesses.values()],
      wabas: [...this.wabas.values()],
      phone_numbers: [...this.phoneNumbers.values()],
      tokens: [...this.tokens.values()],
      credit_lines: [...this.creditLines.values()],
      allocations: [...this.allocations.values()],
      templates: [...this.templates.values()],
      messages: [...this.messages.values()],
      inbound_windows: Object.fromEntries(this.lastInbound),
      marketing_stopped: [...this.marketingStopped],
      threads: Object.fromEntries(this.threads),
    };
  }
}

/** Key of per-(number, user) maps. */
export function pairKey(phoneNumberId: string, user: string): string {
  return `${phoneNumberId}:${user}`;
}
