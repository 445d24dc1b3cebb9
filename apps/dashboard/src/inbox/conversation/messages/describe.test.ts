import { describe, expect, it } from 'vitest';
import type { InboxMessage } from '../../inbox-api';
import { describeMessage, linkify, mapUrl, type MessageDescription } from './describe';

type In = Pick<InboxMessage, 'type' | 'content' | 'text' | 'media' | 'direction'>;
const msg = (type: string, content: unknown, extra: Partial<In> = {}): In => ({
  type,
  content: content as Record<string, unknown>,
  text: null,
  media: null,
  direction: 'inbound',
  ...extra,
});

describe('describeMessage', () => {
  const cases: Array<[string, In, Partial<MessageDescription>]> = [
    ['text', msg('text', { body: 'Hello\nthere' }), { kind: 'text', text: 'Hello\nthere', summary: 'Hello\nthere' }],
    ['text without content falls back to text', msg('text', {}, { text: 'stored' }), { kind: 'text', text: 'stored' }],
    [
      'image with caption',
      msg('image', { id: 'M1', caption: 'A cat' }, { media: { id: 'M1', mime_type: 'image/jpeg', caption: 'A cat' } }),
      { kind: 'media', media: 'image', mediaId: 'M1', caption: 'A cat', mimeType: 'image/jpeg', summary: 'Photo: A cat' },
    ],
    ['sticker', msg('sticker', { id: 'S1' }, { media: { id: 'S1' } }), { kind: 'media', media: 'sticker', mediaId: 'S1', caption: null, summary: 'Sticker' }],
    ['video', msg('video', {}, { media: { id: 'V1', mime_type: 'video/mp4' } }), { kind: 'media', media: 'video', mediaId: 'V1' }],
    ['audio', msg('audio', {}, { media: { id: 'A1' } }), { kind: 'media', media: 'audio', mediaId: 'A1', summary: 'Voice or audio message' }],
    [
      'outbound image by link: no stored media, the link kept as text',
      msg('image', { link: 'https://cdn.example/x.png' }, { direction: 'outbound' }),
      { kind: 'media', mediaId: null, link: 'https://cdn.example/x.png' },
    ],
    [
      'document',
      msg('document', { filename: 'invoice.pdf' }, { media: { id: 'D1', filename: 'invoice.pdf', mime_type: 'application/pdf' } }),
      { kind: 'document', mediaId: 'D1', filename: 'invoice.pdf', summary: 'Document: invoice.pdf' },
    ],
    ['document without a name', msg('document', {}, { media: { id: 'D2' } }), { kind: 'document', filename: 'Document' }],
    [
      'location',
      msg('location', { latitude: 52.52, longitude: 13.405, name: 'Office', address: 'Main St 1' }),
      {
        kind: 'location',
        name: 'Office',
        address: 'Main St 1',
        latitude: 52.52,
        longitude: 13.405,
        mapUrl: mapUrl(52.52, 13.405),
        summary: 'Location: Office, Main St 1',
      },
    ],
    [
      'location with coordinates as text',
      msg('location', { latitude: '1.5', longitude: '-2' }),
      { kind: 'location', latitude: 1.5, longitude: -2, summary: 'Location: 1.5, -2' },
    ],
    ['location without coordinates', msg('location', { name: 'Somewhere' }), { kind: 'location', mapUrl: null }],
    [
      'contacts (array as stored)',
      msg('contacts', [{ name: { formatted_name: 'Ann Lee' }, phones: [{ phone: '+1 555' }], emails: [{ email: 'a@x.io' }], org: { company: 'ACME' } }]),
      { kind: 'contacts', contacts: [{ name: 'Ann Lee', phones: ['+1 555'], emails: ['a@x.io'], organization: 'ACME' }], summary: 'Shared contact: Ann Lee' },
    ],
    [
      'contacts inside an object, name from parts',
      msg('contacts', { contacts: [{ name: { first_name: 'Bo', last_name: 'Ng' } }, { name: {} }] }),
      { kind: 'contacts', summary: 'Shared contacts: Bo Ng, Unnamed contact' },
    ],
    ['contacts emptied by the store', msg('contacts', {}), { kind: 'contacts', contacts: [], summary: 'Shared contacts' }],
    [
      'button reply',
      msg('interactive', { type: 'button_reply', button_reply: { id: 'b1', title: 'Yes' } }),
      { kind: 'reply', source: 'button_reply', title: 'Yes', summary: 'Pressed “Yes”' },
    ],
    [
      'list reply',
      msg('interactive', { type: 'list_reply', list_reply: { id: 'r1', title: 'Blue', description: 'The blue one' } }),
      { kind: 'reply', source: 'list_reply', title: 'Blue', description: 'The blue one', summary: 'Chose “Blue”' },
    ],
    [
      'flow reply: response fields, flow token left out',
      msg('interactive', { type: 'nfm_reply', nfm_reply: { name: 'flow', body: 'Sent', response_json: '{"flow_token":"T","first_name":"Ann","age":31}' } }),
      {
        kind: 'flow_reply',
        body: 'Sent',
        fields: [
          { key: 'first name', value: 'Ann' },
          { key: 'age', value: '31' },
        ],
      },
    ],
    ['flow reply with broken JSON', msg('interactive', { nfm_reply: { response_json: '{' } }), { kind: 'flow_reply', fields: [], summary: 'Form reply' }],
    [
      'template quick reply (button)',
      msg('button', { text: 'Stop promotions', payload: 'STOP' }),
      { kind: 'reply', source: 'button', title: 'Stop promotions' },
    ],
    ['reaction', msg('reaction', { message_id: 'wamid.A', emoji: '👍' }), { kind: 'reaction', emoji: '👍', targetWamid: 'wamid.A', summary: 'Reacted 👍' }],
    ['reaction removed', msg('reaction', { message_id: 'wamid.A', emoji: '' }), { kind: 'reaction', emoji: null, summary: 'Removed a reaction' }],
    [
      'order',
      msg('order', {
        catalog_id: 'C',
        text: 'Quick please',
        product_items: [
          { product_retailer_id: 'SKU1', quantity: 2, item_price: 5, currency: 'EUR' },
          { product_retailer_id: 'SKU2', quantity: 1, item_price: 1.5, currency: 'EUR' },
        ],
      }),
      { kind: 'order', text: 'Quick please', total: '11.50 EUR', summary: 'Order of 2 items (11.50 EUR)' },
    ],
    [
      'order of mixed currencies has no total',
      msg('order', {
        product_items: [
          { quantity: 1, item_price: 1, currency: 'EUR' },
          { quantity: 1, item_price: 1, currency: 'USD' },
        ],
      }),
      { total: null },
    ],
    [
      'outbound template with values',
      msg(
        'template',
        { name: 'order_update', language: { code: 'en_US' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ann' }] }] },
        { direction: 'outbound' },
      ),
      { kind: 'template', name: 'order_update', language: 'en_US', body: null, values: ['Ann'], summary: 'Template “order_update”' },
    ],
    [
      'outbound interactive with reply buttons',
      msg(
        'interactive',
        {
          type: 'button',
          header: { type: 'text', text: 'Hi' },
          body: { text: 'Pick one' },
          footer: { text: 'Thanks' },
          action: {
            buttons: [
              { type: 'reply', reply: { id: '1', title: 'A' } },
              { type: 'reply', reply: { id: '2', title: 'B' } },
            ],
          },
        },
        { direction: 'outbound' },
      ),
      { kind: 'interactive', header: 'Hi', body: 'Pick one', footer: 'Thanks', buttons: ['A', 'B'] },
    ],
    [
      'outbound interactive list',
      msg(
        'interactive',
        { type: 'list', body: { text: 'Menu' }, action: { button: 'See options', sections: [{ rows: [{ id: 'r', title: 'Row 1' }] }] } },
        { direction: 'outbound' },
      ),
      { kind: 'interactive', buttons: ['See options', 'Row 1'] },
    ],
    ['unsupported', msg('unsupported', {}), { kind: 'unsupported' }],
    ['an unknown type says so in a sentence', msg('poll', {}), { kind: 'unsupported', summary: 'A message of a kind this inbox cannot show yet (poll).' }],
    ['content that is not an object reads as empty', msg('text', null, { text: null }), { kind: 'text', text: '', summary: 'Empty message' }],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(describeMessage(input)).toMatchObject(expected);
  });

  it('every description carries a summary in words', () => {
    for (const [name, input] of cases) expect(typeof describeMessage(input).summary, name).toBe('string');
  });
});

describe('linkify', () => {
  it.each([
    ['plain text', 'no links here', [{ text: 'no links here' }]],
    [
      'a link inside a sentence, its full stop left out',
      'See https://example.com/a?b=1.',
      [{ text: 'See ' }, { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' }, { text: '.' }],
    ],
    ['javascript: is never a link', 'javascript:alert(1)', [{ text: 'javascript:alert(1)' }]],
    ['a link with a closing parenthesis', '(http://x.io)', [{ text: '(' }, { text: 'http://x.io', href: 'http://x.io/' }, { text: ')' }]],
  ])('%s', (_n, text, parts) => {
    expect(linkify(text)).toEqual(parts);
  });
});
