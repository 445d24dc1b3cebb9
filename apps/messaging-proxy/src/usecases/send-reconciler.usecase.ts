import { isUniqueViolation } from '@platform/db';
import { recipientOf, SEND_CLAIM_LEASE_MS, SEND_RECORD_RETENTION_MS } from '../domain/send';
import { looseObject } from '@platform/lenient';
import type { OpenSendRecord, SendRecordsReconciliation, SendsRepository } from '../infra/db/sends.repository';
import type { UsecaseContext } from './context';

/** Options of the reconciler (decision 0240). */
export interface SendReconcilerOptions {
  /** How often a pass runs, ms. */
  intervalMs: number;
  /** How long a send's outcome may stay unknown before it is presumed not sent (`lapsed`, its key spent), ms. */
  outcomeDeadlineMs: number;
  /**
   * How old a sighting must be before it is bound while a send to the same recipient is being forwarded,
   * ms: that live send has written its own record by then (the forward lease), so no sighting of another
   * send is taken for this one. With no such send, a sighting is bound at once.
   */
  sightingAgeMs: number;
}

/** Lapsed records are still matched this long (a late status webhook settles them, charged late by funding, 0239). */
const LAPSED_MATCHED_FOR_MS = 24 * 3_600_000;
/** A sighting may precede its record's timestamp by this much (clocks of two replicas). */
const CLOCK_SKEW_MS = 5_000;
/** Records matched per pass at most. */
const PASS_LIMIT = 200;

/**
 * Learns the outcome of sends whose upstream answer was lost (decision 0240): the upstream gave no
 * complete answer, or the process that forwarded died before it recorded the answer, or the database
 * was away when it tried. The record written before the forward names the number, the recipient, the
 * request and the credit hold; the upstream's first priced status webhook of a message names its
 * number, recipient and wamid (`priced_items`). A record whose outcome is unknown is bound to the oldest
 * sighting of its number and recipient that no other record names: the record becomes `accepted`, and
 * its `message.sent` (the outbound record, with its content) and `send.accepted` (funding confirms and
 * charges the hold) are written as the live path would have — same event ids, so a repeat is a no-op.
 * Still unknown after the outcome deadline: `lapsed` (presumed not sent; a retry with its key is told
 * the key is spent). Also prunes lapsed claims and records past their retention.
 */
export class SendReconcilerUsecase {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private stopped = false;

  constructor(
    private readonly ctx: UsecaseContext,
    private readonly deps: {
      records: Pick<SendsRepository, 'recordAccepted'>;
      reconciliation: SendRecordsReconciliation;
      options: SendReconcilerOptions;
    },
  ) {}

  /** Starts the periodic passes. */
  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.deps.options.intervalMs);
    this.timer.unref();
  }

  /** Runs a pass now unless one is running. */
  wake(): void {
    if (this.stopped || this.running) return;
    this.running = this.runOnce()
      .catch((err: unknown) => this.ctx.logger.warn({ err }, 'send reconciliation pass failed; retried on the next tick'))
      .finally(() => (this.running = undefined));
  }

  /** Stops and waits for the pass in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One pass: match, lapse, prune. Answers what it did. */
  async runOnce(): Promise<{ reconciled: number; lapsed: number; pruned: number }> {
    const { reconciliation, options } = this.deps;
    const now = this.ctx.clock.now();
    let reconciled = 0;
    // One statement for every open record and its candidate sightings; each record takes the oldest
    // candidate no older record took in this pass (nor another writer meanwhile: a unique violation).
    const taken = new Set<string>();
    const matches = await reconciliation.openWithSightings(now, LAPSED_MATCHED_FOR_MS, PASS_LIMIT, {
      before: new Date(now.getTime() - options.sightingAgeMs),
      skewMs: CLOCK_SKEW_MS,
    });
    for (const { record, sightings } of matches) {
      const sighting = sightings.find((s) => !taken.has(`${record.phoneNumberId}:${s.wamid}`));
      if (!sighting) continue;
      taken.add(`${record.phoneNumberId}:${sighting.wamid}`);
      if (await this.bind(record, sighting.wamid, sighting.recipientId, sighting.recipientUserId)) reconciled++;
    }
    const lapsed = await reconciliation.lapse(new Date(now.getTime() - options.outcomeDeadlineMs), now);
    if (lapsed > 0) this.ctx.logger.warn({ lapsed }, 'sends of unknown outcome lapsed: presumed not sent, their keys spent');
    const pruned = await reconciliation.prune(new Date(now.getTime() - SEND_CLAIM_LEASE_MS), new Date(now.getTime() - SEND_RECORD_RETENTION_MS), 1_000);
    return { reconciled, lapsed, pruned };
  }

  /** The record accepted as `wamid`, with its events; false when another record took that wamid first. */
  private async bind(record: OpenSendRecord, wamid: string, recipientWaId: string, recipientUserId: string): Promise<boolean> {
    const number = await this.ctx.phoneNumbers.get(record.projectId, record.phoneNumberId);
    const request = parseRequest(record.requestJson);
    const sent =
      number?.public.inbound_processing_enabled === true
        ? { wamid, to: recipientOf(request), recipientWaId, recipientUserId, requestJson: JSON.stringify(request) }
        : undefined;
    try {
      await this.deps.records.recordAccepted(
        record.projectId,
        { phoneNumberId: record.phoneNumberId, businessAccountId: record.wabaId, displayPhoneNumber: number?.displayPhoneNumber ?? '' },
        this.ctx.clock.now(),
        wamid,
        sent,
        record.held ? record.sendKey : undefined,
        record.sendKey,
      );
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
    this.ctx.logger.warn(
      { phone_number_id: record.phoneNumberId, wamid, was: record.state, held: record.held },
      'send of unknown outcome reconciled from its status webhook: accepted',
    );
    return true;
  }
}

function parseRequest(json: string): Record<string, unknown> {
  try {
    return looseObject.parse(JSON.parse(json));
  } catch {
    return {};
  }
}
