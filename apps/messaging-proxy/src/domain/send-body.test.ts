import { describe, expect, it } from 'vitest';
import { isReadReceipt, recipientOf, unstorableRecipientField } from './send-body';

describe('send body reads (decisions 0230, 0010)', () => {
  it('a read receipt: status read with a message_id, no type, no to, no recipient', () => {
    expect(isReadReceipt({ messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.1' })).toBe(true);
    expect(isReadReceipt({ messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.1', typing_indicator: { type: 'text' } })).toBe(true);
    for (const body of [
      { status: 'read' },
      { status: 'read', message_id: '' },
      { status: 'read', message_id: 7 },
      { status: 'delivered', message_id: 'wamid.1' },
      { status: 'read', message_id: 'wamid.1', type: 'text', text: { body: 'hi' } },
      { status: 'read', message_id: 'wamid.1', to: '15550001234', text: { body: 'hi' } },
      { status: 'read', message_id: 'wamid.1', recipient: 'US.1' },
      { to: '15550001234', type: 'text', text: { body: 'hi' } },
    ]) {
      expect(isReadReceipt(body)).toBe(false);
    }
  });

  it('the recipient is `to`, else `recipient`, as the upstream reads them', () => {
    expect(recipientOf({ to: '15550001234', recipient: 'US.1' })).toBe('15550001234');
    expect(recipientOf({ recipient: 'US.1' })).toBe('US.1');
    expect(recipientOf({ to: null, recipient: 'US.1' })).toBe('US.1');
    expect(recipientOf({ to: 15550001234 })).toBe('15550001234');
    expect(recipientOf({ to: 1.5 })).toBe('');
    expect(recipientOf({ to: { id: 'x' }, recipient: 'US.1' })).toBe('');
    expect(recipientOf({})).toBe('');
  });

  it('NUL and unpaired surrogates in to or recipient are named; pairs (emoji) are text', () => {
    expect(unstorableRecipientField({ to: 'a\u0000b' })).toBe('to');
    expect(unstorableRecipientField({ to: '\ud800x' })).toBe('to');
    expect(unstorableRecipientField({ recipient: 'x\udc00' })).toBe('recipient');
    expect(unstorableRecipientField({ recipient: 'US.1😀' })).toBeUndefined();
    expect(unstorableRecipientField({ to: '1555\u0000' })).toBe('to');
    expect(unstorableRecipientField({ to: '15550001234', recipient: 'US.\ud800' })).toBe('recipient');
    expect(unstorableRecipientField({ to: 5, recipient: { x: '\u0000' } })).toBeUndefined();
    expect(unstorableRecipientField({ to: '15550001234' })).toBeUndefined();
  });
});
