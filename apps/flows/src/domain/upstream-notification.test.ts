import { describe, expect, it } from 'vitest';
import { notificationOutcome } from './upstream-notification';

describe('notificationOutcome', () => {
  it('a raised endpoint alert is a failed record with the upstream message', () => {
    expect(notificationOutcome({ event: 'ENDPOINT_ERROR_RATE', message: 'Error rate above 10%', alertState: 'ACTIVATED', value: {} })).toEqual({
      success: false,
      errorMessage: 'ENDPOINT_ERROR_RATE: Error rate above 10%',
    });
  });

  it('a cleared alert is not a problem', () => {
    expect(notificationOutcome({ event: 'ENDPOINT_LATENCY', message: 'back to normal', alertState: 'DEACTIVATED', value: {} })).toEqual({
      success: true,
      errorMessage: null,
    });
  });

  it('a status change to BLOCKED or THROTTLED is a problem; to PUBLISHED it is not', () => {
    const change = (new_status: string) => notificationOutcome({ event: 'FLOW_STATUS_CHANGE', message: '', alertState: '', value: { new_status } });
    expect(change('BLOCKED')).toEqual({ success: false, errorMessage: 'FLOW_STATUS_CHANGE' });
    expect(change('throttled').success).toBe(false);
    expect(change('PUBLISHED').success).toBe(true);
  });
});
