import type { funding } from '@platform/contracts';
import type { CreditAccountRow } from '../infra/db/credits.repository';

/** Balance, held and available of an account (a project without one has zero credits). */
export function balanceToWire(a: CreditAccountRow | undefined, currency: string): funding.CreditBalance {
  const balance = a?.balanceMicros ?? 0n;
  const held = a?.heldMicros ?? 0n;
  return { currency: a?.currency ?? currency, balance_micros: balance.toString(), held_micros: held.toString(), available_micros: (balance - held).toString() };
}
