import { describe, expect, it } from 'vitest';
import { PAYLOAD_EXCERPT_CHARS, storable, upstreamWebhookEventRows } from './upstream-webhook-events';

const P1 = '00000000-0000-4000-8000-000000000001';
const P2 = '00000000-0000-4000-8000-000000000002';
const now = new Date('2026-05-01T10:00:00.000Z');
const byWaba = new Map([
  [
    'waba1',
    [
      { projectId: P1, phoneNumberId: '111' },
      { projectId: P2, phoneNumberId: '222' },
    ],
  ],
]);
let n = 0;
const rowsOf = (entry: unknown[]) => upstreamWebhookEventRows({ payload: { entry }, byWaba, requestId: 'in_x', now }, () => `id${n++}`);
const change = (field: string, value: unknown, id = 'waba1') => ({ id, changes: [{ field, value }] });

describe('upstream webhook event rows', () => {
  it('one row per message and status of a messages change, for the project of the number it names', () => {
    const rows = rowsOf([
      change('messages', {
        metadata: { phone_number_id: '111' },
        contacts: [{ wa_id: '15550001' }],
        messages: [{ id: 'wamid.A', from: '15550001', type: 'text', errors: [{ code: 131051, title: 'Unsupported message type' }] }],
        statuses: [
          {
            id: 'wamid.B',
            status: 'failed',
            recipient_id: '15550002',
            errors: [
              { code: 131047, title: 'Re-engagement message' },
              { code: '131026', message: 'Undeliverable' },
            ],
          },
        ],
      }),
    ]);
    expect(rows.map(({ id: _id, payload_excerpt: _excerpt, ...r }) => r)).toEqual([
      {
        project_id: P1,
        received_at: now,
        request_id: 'in_x',
        field: 'messages',
        kind: 'message',
        status: null,
        phone_number_id: '111',
        wamid: 'wamid.A',
        wa_id: '15550001',
        error_codes: '131051',
        error_titles: 'Unsupported message type',
      },
      {
        project_id: P1,
        received_at: now,
        request_id: 'in_x',
        field: 'messages',
        kind: 'status:failed',
        status: 'failed',
        phone_number_id: '111',
        wamid: 'wamid.B',
        wa_id: '15550002',
        error_codes: '131047 131026',
        error_titles: 'Re-engagement message; Undeliverable',
      },
    ]);
    // Each excerpt holds its own item only.
    expect(JSON.parse(rows[0].payload_excerpt)).toEqual({
      metadata: { phone_number_id: '111' },
      contacts: [{ wa_id: '15550001' }],
      messages: [{ id: 'wamid.A', from: '15550001', type: 'text', errors: [{ code: 131051, title: 'Unsupported message type' }] }],
    });
    expect(JSON.parse(rows[1].payload_excerpt)).toEqual({
      metadata: { phone_number_id: '111' },
      contacts: [{ wa_id: '15550001' }],
      statuses: [
        {
          id: 'wamid.B',
          status: 'failed',
          recipient_id: '15550002',
          errors: [
            { code: 131047, title: 'Re-engagement message' },
            { code: '131026', message: 'Undeliverable' },
          ],
        },
      ],
    });
  });

  it('a change naming no number is recorded once per project of the account, with its event as kind and the change errors', () => {
    const rows = rowsOf([change('account_update', { event: 'DISABLED_UPDATE', errors: [{ code: 100, title: 'Bad' }] })]);
    expect(rows.map((r) => [r.project_id, r.field, r.kind, r.phone_number_id, r.error_codes])).toEqual([
      [P1, 'account_update', 'DISABLED_UPDATE', null, '100'],
      [P2, 'account_update', 'DISABLED_UPDATE', null, '100'],
    ]);
    expect(rowsOf([change('message_template_status_update', {})]).map((r) => [r.kind, r.status, r.wamid])).toEqual([
      ['message_template_status_update', null, null],
      ['message_template_status_update', null, null],
    ]);
  });

  it('nothing for an account or a number no project has, nor for a malformed payload', () => {
    expect(rowsOf([change('messages', { metadata: { phone_number_id: '999' }, messages: [{ id: 'w' }] })])).toEqual([]);
    expect(rowsOf([change('messages', { messages: [{ id: 'w' }] }, 'waba2')])).toEqual([]);
    expect(upstreamWebhookEventRows({ payload: 'nope', byWaba, now }, () => 'x')).toEqual([]);
    expect(rowsOf([{ id: 'waba1', changes: 'nope' }, null, 3])).toEqual([]);
  });

  it('cuts the excerpt to ~4 KB and drops what Postgres cannot store (NUL, lone surrogates)', () => {
    const [row] = rowsOf([
      change('messages', { metadata: { phone_number_id: '222' }, messages: [{ id: 'wamid.\u0000C\ud800', text: { body: `${'x'.repeat(5000)}` } }] }),
    ]);
    expect(row.project_id).toBe(P2);
    expect(row.wamid).toBe('wamid.C');
    expect(row.payload_excerpt.length).toBe(PAYLOAD_EXCERPT_CHARS);
    expect(storable('a\u0000b\udc00c\ud83d\ude00')).toBe('abc\ud83d\ude00');
    // A surrogate pair cut in two by the excerpt's end loses its half.
    const [cut] = rowsOf([change('messages', { metadata: { phone_number_id: '111' }, messages: [{ id: 'w', text: { body: '😀'.repeat(3000) } }] })]);
    expect(cut.payload_excerpt).toBe(storable(cut.payload_excerpt));
    expect(JSON.stringify(cut.payload_excerpt)).not.toMatch(/\\ud[89ab]/);
  });
});
