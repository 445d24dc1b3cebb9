import { describe, expect, it } from 'vitest';
import { categoryWords, componentLines, templateStatusWords } from './templates';

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
