import { describe, expect, it } from 'vitest';
import { decideInboxStatus, inboxStatusAfterInbound } from './inbox-state';

const NOW = new Date('2026-11-24T14:00:00.000Z');

describe('inbox status rules', () => {
  it.each([
    [{ inbox_status: 'open' }, { ok: true, inbox_status: 'open', snoozed_until: null }],
    [{ inbox_status: 'pending' }, { ok: true, inbox_status: 'pending', snoozed_until: null }],
    [
      { inbox_status: 'resolved', snoozed_until: null },
      { ok: true, inbox_status: 'resolved', snoozed_until: null },
    ],
    [{ inbox_status: 'snoozed' }, { ok: true, inbox_status: 'snoozed', snoozed_until: null }],
    [
      { inbox_status: 'snoozed', snoozed_until: '2026-11-25T09:00:00Z' },
      { ok: true, inbox_status: 'snoozed', snoozed_until: new Date('2026-11-25T09:00:00.000Z') },
    ],
    [{ inbox_status: 'closed' }, { ok: false, reason: 'INVALID_INBOX_STATUS' }],
    [
      { inbox_status: 'open', snoozed_until: '2026-11-25T09:00:00Z' },
      { ok: false, reason: 'INVALID_SNOOZED_UNTIL' },
    ],
    [
      { inbox_status: 'snoozed', snoozed_until: '2026-11-24T13:59:59Z' },
      { ok: false, reason: 'INVALID_SNOOZED_UNTIL' },
    ],
    [
      { inbox_status: 'snoozed', snoozed_until: 'tomorrow' },
      { ok: false, reason: 'INVALID_SNOOZED_UNTIL' },
    ],
    [
      { inbox_status: 'snoozed', snoozed_until: '2027-03-01T00:00:00Z' },
      { ok: false, reason: 'INVALID_SNOOZED_UNTIL' },
    ],
  ])('%j → %j', (input, expected) => {
    expect(decideInboxStatus(input, NOW)).toMatchObject(expected);
  });

  it('a customer message reopens resolved and snoozed, keeps open and pending', () => {
    expect([
      inboxStatusAfterInbound('open'),
      inboxStatusAfterInbound('pending'),
      inboxStatusAfterInbound('resolved'),
      inboxStatusAfterInbound('snoozed'),
    ]).toEqual(['open', 'pending', 'open', 'open']);
  });
});
