import { describe, expect, it } from 'vitest';
import { categoryWords, componentLines, qualityWords, rejectedReasonWords, templateStatusWords } from './templates';

describe('componentLines', () => {
  it.each([
    [[{ type: 'BODY', text: 'Hello {{1}}' }], [{ kind: 'Body', text: 'Hello {{1}}' }]],
    [[{ type: 'HEADER', format: 'TEXT', text: 'Order' }], [{ kind: 'Header', text: 'Order' }]],
    [[{ type: 'HEADER', format: 'IMAGE' }], [{ kind: 'Header', text: '(image)' }]],
    [[{ type: 'FOOTER', text: 'Reply STOP' }], [{ kind: 'Footer', text: 'Reply STOP' }]],
    [
      [
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'URL', text: 'Track', url: 'https://x.example/{{1}}' },
            { type: 'QUICK_REPLY', text: 'Stop' },
          ],
        },
      ],
      [{ kind: 'Buttons', text: '[Track] → https://x.example/{{1}} [Stop]' }],
    ],
    [[{ type: 'CAROUSEL', cards: [] }], [{ kind: 'Carousel', text: '{"cards":[]}' }]],
  ])('%j', (components, lines) => expect(componentLines(components)).toEqual(lines));
});

describe('words', () => {
  it.each([
    ['APPROVED', 'Approved: can be sent'],
    ['paused', 'Paused for low quality'],
    ['NEW_ONE', 'NEW_ONE'],
  ])('status %s', (s, w) => expect(templateStatusWords(s).words).toBe(w));
  it.each([
    ['MARKETING', 'Marketing'],
    ['', '—'],
  ])('category %s', (c, w) => expect(categoryWords(c)).toBe(w));
});

describe('quality and rejection', () => {
  it.each([
    ['GREEN', 'High'],
    ['yellow', 'Medium'],
    ['RED', 'Low'],
    ['UNKNOWN', 'Not rated yet'],
    ['', 'Not given'],
    [undefined, 'Not given'],
  ])('quality %s', (q, w) => expect(qualityWords(q).words).toBe(w));

  it('a rejection reason in words, none when NONE or absent', () => {
    expect(rejectedReasonWords('INVALID_FORMAT')).toBe('Invalid format');
    expect(rejectedReasonWords('NONE')).toBeNull();
    expect(rejectedReasonWords('')).toBeNull();
    expect(rejectedReasonWords(undefined)).toBeNull();
  });
});
