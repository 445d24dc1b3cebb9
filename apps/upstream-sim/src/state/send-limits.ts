/** Why a send was refused by a rate limit. */
export type LimitVerdict = 'ok' | 'throughput' | 'pair';

/** Pair limit: a burst of this many messages to one user... (reference 0 #6) */
export const PAIR_BURST = 45;
/** ...then one message per this many ms. */
export const PAIR_REFILL_MS = 6_000;
/** Coexistence numbers are fixed at 20 mps (reference 0 #6, 2.1). */
export const COEXISTENCE_MPS = 20;
/** Throughput after the automatic upgrade (`throughput.level = HIGH`). */
export const HIGH_THROUGHPUT_MPS = 1_000;
/** Width of the throughput window. */
const WINDOW_MS = 1_000;

/**
 * Upstream send limits. Throughput: at most `limit` accepted messages per number in any sliding
 * one-second window (130429). Pair: a token bucket per (number, recipient) holding 45 tokens,
 * refilled at one per 6 s (131056). Only accepted sends consume capacity; a refused send costs
 * nothing, so a client retrying after 130429 is not punished twice.
 */
export class SendLimiter {
  private readonly accepted = new Map<string, number[]>();
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  /** Checks both limits at `nowMs` and, when both pass, consumes capacity. */
  take(phoneNumberId: string, recipient: string, limitPerSecond: number, nowMs: number): LimitVerdict {
    const window = (this.accepted.get(phoneNumberId) ?? []).filter((t) => t > nowMs - WINDOW_MS);
    this.accepted.set(phoneNumberId, window);
    if (window.length >= limitPerSecond) return 'throughput';

    const key = `${phoneNumberId}:${recipient}`;
    const bucket = this.buckets.get(key) ?? { tokens: PAIR_BURST, at: nowMs };
    const tokens = Math.min(PAIR_BURST, bucket.tokens + Math.max(0, nowMs - bucket.at) / PAIR_REFILL_MS);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: nowMs });
      return 'pair';
    }
    this.buckets.set(key, { tokens: tokens - 1, at: nowMs });
    window.push(nowMs);
    return 'ok';
  }

  /** Forgets all windows and buckets. */
  clear(): void {
    this.accepted.clear();
    this.buckets.clear();
  }
}
