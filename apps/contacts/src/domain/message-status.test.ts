import { describe, expect, it } from 'vitest';
import { nextStatus } from './message-status';

describe('message status machine', () => {
  it('moves forward only: a late earlier status never regresses', () => {
    expect(nextStatus('pending', 'sent')).toBe('sent');
    expect(nextStatus('delivered', 'sent')).toBe('delivered');
    expect(nextStatus('read', 'delivered')).toBe('read');
  });
  it('read may come without delivered', () => {
    expect(nextStatus('sent', 'read')).toBe('read');
  });
  it('failed is explicit and final', () => {
    expect(nextStatus('delivered', 'failed')).toBe('failed');
    expect(nextStatus('failed', 'read')).toBe('failed');
  });
  it('unknown statuses and inbound messages do not move', () => {
    expect(nextStatus('sent', 'deleted')).toBe('sent');
    expect(nextStatus('received', 'read')).toBe('received');
  });
});
