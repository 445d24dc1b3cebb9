/** What the upstream webhook deliveries of one transaction share (decision 0504). */
import type { PhoneNumberRow } from '../infra/db/phone-numbers.repository';
import type { UpstreamWebhookEventRow } from '../domain/upstream-webhook-events';
import { looseList, looseObject } from '@platform/lenient';

/** True when every change of every entry is a `messages` change (the hot path: messages and statuses). */
export function onlyMessages(payload: unknown): boolean {
  return looseList
    .parse(looseObject.parse(payload).entry)
    .every((e) => looseList.parse(looseObject.parse(e).changes).every((c) => looseObject.parse(c).field === 'messages'));
}

/**
 * What the deliveries of one transaction read alike (decision 0504): an account's numbers and whether
 * a number is shared. Kept only while the batch carries nothing but `messages` changes, which change
 * neither (a number's webhook-verified mark is set here too); anything else clears it.
 */
export class DeliveryMemo {
  /** The received changes of the transaction's deliveries (log search), inserted in one statement before the commit. */
  readonly events: UpstreamWebhookEventRow[] = [];

  private readonly accounts = new Map<string, PhoneNumberRow[]>();
  private readonly sharedMarks = new Map<string, boolean>();

  private readonly writes: Array<Promise<void>> = [];

  /** The account's numbers, read with their shared marks (kept for {@link shared}). */
  async numbers(wabaId: string, load: () => Promise<Array<{ number: PhoneNumberRow; shared: boolean }>>): Promise<PhoneNumberRow[]> {
    const hit = this.accounts.get(wabaId);
    if (hit) return hit;
    const rows = await load();
    for (const { number, shared } of rows) this.sharedMarks.set(`${number.projectId}:${number.phoneNumberId}`, shared);
    const numbers = rows.map((r) => r.number);
    this.accounts.set(wabaId, numbers);
    return numbers;
  }

  /** A write outside the database (the service windows in Redis) that must finish before the deliveries are answered. */
  pending(write: Promise<void>): void {
    this.writes.push(write);
  }

  /** Waits for the {@link pending} writes. */
  async settled(): Promise<void> {
    await Promise.all(this.writes.splice(0));
  }

  /** Whether the number is shared (decision 0231), read once per transaction. */
  async shared(n: PhoneNumberRow, load: () => Promise<boolean>): Promise<boolean> {
    const key = `${n.projectId}:${n.phoneNumberId}`;
    const hit = this.sharedMarks.get(key);
    if (hit !== undefined) return hit;
    const v = await load();
    this.sharedMarks.set(key, v);
    return v;
  }

  /** The account's numbers were marked webhook-verified in this transaction. */
  verified(wabaId: string, at: Date): void {
    const rows = this.accounts.get(wabaId);
    if (rows)
      this.accounts.set(
        wabaId,
        rows.map((n) => (n.webhookVerifiedAt ? n : { ...n, webhookVerifiedAt: at })),
      );
  }

  /** Forgets what was read: a change other than `messages` may have changed it. */
  clear(): void {
    this.accounts.clear();
    this.sharedMarks.clear();
  }
}
