import { describe, expect, it } from 'vitest';
import { renderBody, sampleEvent } from './index';
import { broadcastStatusEvent } from './broadcasts';

describe('messaging.broadcast.status_changed', () => {
  const change = {
    broadcast_id: '5f0c7f4e-2f7b-4c52-9d37-1b1f1d0e9a11',
    name: 'Sale',
    status: 'failed',
    previous_status: 'sending',
    phone_number_id: '106540352242922',
    total_recipients: 10,
    sent: 4,
    delivered: 3,
    read: 1,
    failed: 2,
    responded: 1,
    pending: 3,
    suppressed_count: 1,
    failure_reason: 'The phone number is no longer connected to the project',
  };

  it('renders the broadcast with its counters in v2 (flat) and v1 (wrapped), for the number', () => {
    const e = broadcastStatusEvent(change);
    expect(e.phoneNumberIds).toEqual(['106540352242922']);
    const v2 = JSON.parse(renderBody(e, 'v2', '2026-01-01T00:00:00.000Z')!);
    expect(v2).toEqual({
      event: 'messaging.broadcast.status_changed',
      phone_number_id: '106540352242922',
      broadcast: {
        id: change.broadcast_id,
        name: 'Sale',
        status: 'failed',
        previous_status: 'sending',
        phone_number_id: '106540352242922',
        total_recipients: 10,
        sent: 4,
        delivered: 3,
        read: 1,
        failed: 2,
        responded: 1,
        pending: 3,
        suppressed_count: 1,
        failure_reason: 'The phone number is no longer connected to the project',
      },
    });
    const v1 = JSON.parse(renderBody(e, 'v1', '2026-01-01T00:00:00.000Z')!);
    expect(v1).toMatchObject({ type: 'messaging.broadcast.status_changed', data: { broadcast: { status: 'failed' } } });
  });

  it('has a sample for test sends; an empty failure reason is null', () => {
    expect(sampleEvent('messaging.broadcast.status_changed', '2026-01-01T00:00:00.000Z').fields).toMatchObject({
      broadcast: { status: 'completed', failure_reason: null },
    });
    expect((broadcastStatusEvent({ ...change, failure_reason: '' }).fields.broadcast as Record<string, unknown>).failure_reason).toBeNull();
  });
});
