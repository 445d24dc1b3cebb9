/**
 * Thrown by a work-item use case to have the queue redeliver the item later (allocation still
 * pending, transient upstream failure, run or operation not visible yet). Expected, and bounded by
 * the run's deadline, so the worker never dead-letters it.
 */
export class RetryLater extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RetryLater';
  }
}
