import { describe, expect, it } from 'vitest';
import { deliveryView, failureReason } from './status';

describe('deliveryView', () => {
  it.each([
    ['pending', 'Sending', 'clock'],
    ['sent', 'Sent', '✓'],
    ['delivered', 'Delivered', '✓✓'],
    ['read', 'Read', '✓✓'],
    ['failed', 'Not delivered', '!'],
  ] as const)('%s → "%s" (%s beside the words)', (status, label, symbol) => {
    const v = deliveryView({ direction: 'outbound', status, errors: [] });
    expect(v).toMatchObject({ status, label, symbol });
  });

  it('read is colored, delivered is not (the same ticks, told apart in words and color)', () => {
    expect(deliveryView({ direction: 'outbound', status: 'read', errors: [] })?.className).not.toBe(
      deliveryView({ direction: 'outbound', status: 'delivered', errors: [] })?.className,
    );
  });

  it('an inbound message shows no delivery state', () => {
    expect(deliveryView({ direction: 'inbound', status: 'received', errors: [] })).toBeNull();
  });

  it('a failed message carries its reason and code', () => {
    const v = deliveryView({ direction: 'outbound', status: 'failed', errors: [{ code: 131047, title: 'Re-engagement message' }] });
    expect(v?.failure).toEqual({ reason: expect.stringContaining('24 hours'), code: '131047' });
    expect(v?.className).toBe('cv-failed');
  });
});

describe('failureReason', () => {
  it.each([
    ['a known code in a plain sentence', [{ code: 131026, title: 'Message undeliverable' }], /could not deliver/, '131026'],
    ['details over message over title', [{ code: 1, title: 'T', message: 'M', error_data: { details: 'The details' } }], /^The details\.$/, '1'],
    ['message when no details', [{ code: 2, title: 'T', message: 'The message' }], /^The message\.$/, '2'],
    ['title alone', [{ title: 'Only a title' }], /^Only a title\.$/, null],
    ['nothing given', [], /did not say why/, null],
  ])('%s', (_n, errors, reason, code) => {
    const f = failureReason(errors as Array<Record<string, unknown>>);
    expect(f.reason).toMatch(reason);
    expect(f.code).toBe(code);
  });
});
