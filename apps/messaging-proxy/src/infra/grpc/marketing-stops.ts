import { callUnary } from '@platform/grpc';
import type { ContactsClient } from './contacts.client';

/** Most recipients in one CheckMarketingStops call (contacts' limit). */
const MAX_PER_CALL = 500;

interface Waiting {
  identifier: string;
  resolve(stopped: boolean): void;
  reject(err: unknown): void;
}

interface Lane {
  projectId: string;
  phoneNumberId: string;
  waiting: Waiting[];
  /** A call of this number is out: checks asked meanwhile wait and go together in the next. */
  busy: boolean;
}

/**
 * The send guard's opt-out reads, coalesced (decision 0505), group-commit style: per number, one
 * `CheckMarketingStops` at a time; the checks asked while it is out (concurrent sends, a broadcast's
 * parallel sends) go together in the next call, up to 500. An idle number's check goes at the end of
 * the current turn of the event loop (with any asked in the same turn): no timer. contacts resolves
 * every identifier as `ListMarketingPreferences` does. A failed call fails only its own checks (the
 * caller decides what a failure means).
 */
export class MarketingStopChecks {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly contacts: ContactsClient) {}

  /** True when the contact `identifier` names stopped marketing messages on the number. */
  stopped(projectId: string, phoneNumberId: string, identifier: string): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      const key = `${projectId}:${phoneNumberId}`;
      let lane = this.lanes.get(key);
      if (!lane) {
        lane = { projectId, phoneNumberId, waiting: [], busy: false };
        this.lanes.set(key, lane);
      }
      lane.waiting.push({ identifier, resolve, reject });
      if (!lane.busy && lane.waiting.length === 1) {
        const l = lane;
        setImmediate(() => void this.run(key, l));
      }
    });
  }

  /** Sends the lane's waiting checks, call after call, until none wait; then forgets the lane. */
  private async run(key: string, lane: Lane): Promise<void> {
    if (lane.busy) return;
    lane.busy = true;
    while (lane.waiting.length > 0) {
      const batch = lane.waiting.splice(0, MAX_PER_CALL);
      try {
        const r = await callUnary(this.contacts.client(), 'CheckMarketingStops', {
          project_id: lane.projectId,
          phone_number_id: lane.phoneNumberId,
          identifiers: batch.map((w) => w.identifier),
        });
        batch.forEach((w, i) => w.resolve(r.stopped?.[i] === true));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    lane.busy = false;
    this.lanes.delete(key);
  }
}
