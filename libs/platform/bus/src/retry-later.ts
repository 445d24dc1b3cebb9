/**
 * Thrown by a message handler (a work item, an event) to have the bus redeliver the message later
 * because it cannot be processed yet: an allocation still pending upstream, a transient upstream
 * failure, a row or operation not visible yet, a step in flight in another process. It is expected
 * and bounded by the caller's own deadline, so workers log it quietly and never dead-letter it.
 */
export class RetryLater extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RetryLater';
  }
}
