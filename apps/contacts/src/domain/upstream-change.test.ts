import { describe, expect, it } from 'vitest';
import { messageText, parseChange } from './upstream-change';

const at = new Date('2026-11-29T12:00:00Z');

describe('parseChange: lenient like the upstream (a field of the wrong type reads as absent, never as an error)', () => {
  it('reads an inbound message, its contact and a status; absent objects (context, system, pricing) read as empty', () => {
    const facts = parseChange(
      'messages',
      {
        metadata: { phone_number_id: '1001', display_phone_number: '+1 555 0100' },
        contacts: [{ wa_id: '15550111', profile: { name: 'Ana' } }],
        messages: [{ id: 'wamid.1', from: '15550111', timestamp: '1764417600', type: 'text', text: { body: 'hello' } }],
        statuses: [{ id: 'wamid.0', status: 'delivered', timestamp: 1764417601, recipient_id: '15550111' }],
      },
      at,
    );
    expect(facts.phoneNumberId).toBe('1001');
    expect(facts.displayPhoneNumber).toBe('+1 555 0100');
    expect(facts.contacts).toEqual([{ waId: '15550111', userId: undefined, parentUserId: undefined, name: 'Ana', username: undefined }]);
    expect(facts.messages).toHaveLength(1);
    expect(facts.messages[0]).toMatchObject({
      wamid: 'wamid.1',
      direction: 'inbound',
      origin: 'cloud_api',
      type: 'text',
      text: 'hello',
      content: { body: 'hello' },
      contextWamid: undefined,
      historyStatus: undefined,
      timestamp: new Date(1764417600 * 1000),
      contact: { waId: '15550111', name: 'Ana' },
    });
    expect(facts.statuses).toEqual([
      {
        wamid: 'wamid.0',
        status: 'delivered',
        timestamp: new Date(1764417601 * 1000),
        contact: { waId: '15550111', userId: undefined },
        errors: [],
        pricing: undefined,
        raw: { id: 'wamid.0', status: 'delivered', timestamp: 1764417601, recipient_id: '15550111' },
      },
    ]);
  });

  it('reads wrong types as absent: a number id as its text, an empty string as none, arrays and scalars where objects belong as {}', () => {
    const facts = parseChange(
      'messages',
      {
        metadata: ['not', 'an', 'object'],
        contacts: { not: 'a list' },
        messages: [
          { id: 42, from: '', type: 'image', image: 'not an object', context: 'x', timestamp: 'soon' },
          { id: '', type: 'text', text: { body: 'no id: skipped' } },
          'not an object',
        ],
        statuses: [
          { id: 'wamid.9', status: '' },
          { id: 'wamid.8', status: 'read', pricing: { category: 'service', billable: false }, errors: [null, { code: 1 }] },
        ],
      },
      at,
    );
    expect(facts.phoneNumberId).toBe('');
    expect(facts.contacts).toEqual([]);
    expect(facts.messages).toHaveLength(1);
    expect(facts.messages[0]).toMatchObject({
      wamid: '42',
      type: 'image',
      content: {},
      text: undefined,
      media: undefined,
      contextWamid: undefined,
      timestamp: at,
    });
    expect(facts.messages[0].contact).toEqual({ waId: undefined, userId: undefined });
    expect(facts.statuses).toHaveLength(1);
    expect(facts.statuses[0]).toMatchObject({
      wamid: 'wamid.8',
      status: 'read',
      errors: [{}, { code: 1 }],
      pricing: { category: 'service', pricingModel: 'PMP', pricingType: 'regular', billable: false },
    });
  });

  it('a change that is not an object at all, or of another field, reads as no facts', () => {
    expect(parseChange('messages', null as never, at)).toEqual({
      phoneNumberId: '',
      displayPhoneNumber: '',
      messages: [],
      statuses: [],
      identities: [],
      contacts: [],
    });
    expect(parseChange('unknown_field', { messages: [{ id: 'wamid.x' }] }, at).messages).toEqual([]);
  });

  it('messageText reads the body, caption, button, reply title, emoji or template name; nothing for other shapes', () => {
    expect(messageText('text', { body: 'hi' })).toBe('hi');
    expect(messageText('text', { body: '' })).toBeUndefined();
    expect(messageText('image', { caption: 'a cat' })).toBe('a cat');
    expect(messageText('interactive', { button_reply: { title: 'Yes' } })).toBe('Yes');
    expect(messageText('interactive', { list_reply: 'broken', body: { text: 'fallback' } })).toBe('fallback');
    expect(messageText('reaction', { emoji: 7 })).toBe('7');
    expect(messageText('template', { name: 'order_update' })).toBe('order_update');
    expect(messageText('location', { latitude: 1 })).toBeUndefined();
  });
});
