import { describe, expect, it } from 'vitest';
import { readOnlyRouteTable } from '../routes';
import { approvalReasonOf } from './approval-rule';

const routes = readOnlyRouteTable();

const reason = (method: string, path: string) => approvalReasonOf({ method, path });

describe('the approval rule', () => {
  it('sends: a POST to messages, a broadcast sent, scheduled or resumed', () => {
    expect(reason('post', '/messaging/conversations/:conversation_id/messages')).toBe('sends_messages');
    expect(reason('post', '/messaging/phone_numbers/:phone_number_id/messages')).toBe('sends_messages');
    expect(reason('post', '/messaging/broadcasts/:broadcast_id/send')).toBe('sends_messages');
    expect(reason('post', '/messaging/broadcasts/:broadcast_id/schedule')).toBe('sends_messages');
    expect(reason('post', '/messaging/broadcasts/:broadcast_id/resume')).toBe('sends_messages');
    expect(reason('post', '/messaging/broadcasts/:broadcast_id/stop')).toBeUndefined();
  });

  it('deletes, webhook changes and credit moves', () => {
    expect(reason('delete', '/workflows/:workflow_id')).toBe('deletes');
    expect(reason('delete', '/webhooks/:webhook_id')).toBe('deletes');
    expect(reason('post', '/webhooks')).toBe('changes_webhooks');
    expect(reason('patch', '/webhooks/:webhook_id')).toBe('changes_webhooks');
    expect(reason('post', '/messaging/phone_numbers/:phone_number_id/webhooks')).toBe('changes_webhooks');
    expect(reason('post', '/messaging/accounts/:waba_id/funding')).toBe('spends_credits');
    expect(reason('post', '/messaging/portfolios/:portfolio_id/funding/revoke')).toBe('spends_credits');
  });

  it('reads and other writes run as asked', () => {
    expect(reason('get', '/messaging/conversations/:conversation_id/messages')).toBeUndefined();
    expect(reason('get', '/webhooks')).toBeUndefined();
    expect(reason('post', '/workflows')).toBeUndefined();
    expect(reason('patch', '/messaging/contacts/:identifier')).toBeUndefined();
  });

  it('over the whole route table: every DELETE, every webhook write, every billing write and every send needs one; no read does', () => {
    const needing = routes.filter((r) => approvalReasonOf(r) !== undefined);
    expect(needing.length).toBeGreaterThan(20);
    for (const r of routes) {
      if (r.method === 'get') expect(approvalReasonOf(r), r.path).toBeUndefined();
      if (r.method === 'delete') expect(approvalReasonOf(r), r.path).toBe('deletes');
      if (r.method === 'post' && r.path.endsWith('/messages')) expect(approvalReasonOf(r), r.path).toBe('sends_messages');
    }
    // The sends of the table today: a conversation's reply and a broadcast's send.
    expect(routes.filter((r) => approvalReasonOf(r) === 'sends_messages').map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['post /messaging/conversations/:conversation_id/messages', 'post /messaging/broadcasts/:broadcast_id/send']),
    );
  });
});
