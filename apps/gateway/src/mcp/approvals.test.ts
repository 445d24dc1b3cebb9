import { describe, expect, it } from 'vitest';
import { decisionRefusal, statusAt } from './approvals';

const send = {
  requested_by_key_id: 'k-assistant',
  route_path: '/messaging/conversations/:conversation_id/messages',
  http_method: 'POST',
  operation_id: 'sendConversationMessage',
};
const credits = { ...send, route_path: '/messaging/accounts/:waba_id/funding', operation_id: 'ensureFunding' };

describe('who may decide an approval', () => {
  it('never the key that asked, whatever its scope', () => {
    expect(decisionRefusal(send, { kind: 'key', keyId: 'k-assistant', scopes: ['full'] })).toMatch(/cannot approve or deny its own/);
  });

  it('another key whose scopes grant the write of the request’s group', () => {
    expect(decisionRefusal(send, { kind: 'key', keyId: 'k-other', scopes: ['messaging'] })).toBeUndefined();
    expect(decisionRefusal(send, { kind: 'key', keyId: 'k-other', scopes: ['read_only'] })).toMatch(
      /scope \(read_only\) does not allow deciding an approval of POST/,
    );
    expect(decisionRefusal(credits, { kind: 'key', keyId: 'k-other', scopes: ['messaging'] })).toMatch(/needs the full or billing scope/);
    expect(decisionRefusal(credits, { kind: 'key', keyId: 'k-other', scopes: ['billing'] })).toBeUndefined();
  });

  it('a person whose role writes the request’s area', () => {
    expect(decisionRefusal(send, { kind: 'user', userId: 'u', role: 'agent', scopes: [] })).toBeUndefined();
    expect(decisionRefusal(send, { kind: 'user', userId: 'u', role: 'viewer', scopes: [] })).toBeDefined();
    expect(decisionRefusal(credits, { kind: 'user', userId: 'u', role: 'developer', scopes: ['messaging', 'automation'] })).toBeDefined();
    expect(decisionRefusal(credits, { kind: 'user', userId: 'u', role: 'admin', scopes: ['full'] })).toBeUndefined();
  });
});

describe('the status an approval shows', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  it('pending or approved past its expiry is expired; the others keep theirs', () => {
    expect(statusAt({ status: 'pending', expires_at: new Date('2026-01-01T12:00:01Z') }, now)).toBe('pending');
    expect(statusAt({ status: 'pending', expires_at: now }, now)).toBe('expired');
    expect(statusAt({ status: 'approved', expires_at: new Date('2026-01-01T11:59:00Z') }, now)).toBe('expired');
    expect(statusAt({ status: 'used', expires_at: new Date('2026-01-01T11:59:00Z') }, now)).toBe('used');
    expect(statusAt({ status: 'denied', expires_at: new Date('2026-01-01T11:59:00Z') }, now)).toBe('denied');
  });
});
