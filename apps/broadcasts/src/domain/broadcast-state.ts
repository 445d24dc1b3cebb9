/**
 * Broadcast state machine (spec 3.4). Pure: the transition table is the single source of truth for
 * what each operation may do in each state.
 */
export const BROADCAST_STATES = ['copying', 'draft', 'scheduled', 'sending', 'completed', 'failed'] as const;

/** A broadcast status (extensible in the public API). */
export type BroadcastState = (typeof BROADCAST_STATES)[number];

/** Operations that change a broadcast's state. */
export type BroadcastOperation = 'send' | 'copy_finished' | 'copy_failed' | 'schedule' | 'edit';

/**
 * Allowed transitions: `[from][operation] → to`. Missing entries are refused. A copy in progress
 * cannot be edited, sent or scheduled (the source is locked the same way, see `isLocked`).
 */
export const TRANSITIONS: Readonly<Record<BroadcastState, Partial<Record<BroadcastOperation, BroadcastState>>>> = {
  copying: { copy_finished: 'draft', copy_failed: 'failed' },
  draft: { send: 'sending', schedule: 'scheduled', edit: 'draft' },
  scheduled: { send: 'sending', schedule: 'scheduled', edit: 'scheduled' },
  sending: {},
  completed: {},
  failed: {},
};

/** Outcome of applying an operation. */
export type TransitionResult = { ok: true; to: BroadcastState } | { ok: false; reason: string };

/** Applies `op` to a broadcast in `from`; `locked` is true while a copy of it is being made. */
export function transition(from: BroadcastState, op: BroadcastOperation, locked = false): TransitionResult {
  if (locked && op !== 'copy_finished' && op !== 'copy_failed')
    return { ok: false, reason: 'Broadcast is locked while a copy of it is being made; retry when the copy finishes' };
  const to = TRANSITIONS[from][op];
  if (!to)
    return {
      ok: false,
      reason: from === 'copying' ? 'Broadcast is still being copied and cannot be changed yet' : `Cannot ${op.replace('_', ' ')} a broadcast that is ${from}`,
    };
  return { ok: true, to };
}
