import { describe, expect, it } from 'vitest';
import { parameterMismatch } from './messages.route';

describe('132000 parameter count check', () => {
  const template = [
    { type: 'HEADER', format: 'TEXT', text: 'Hello {{1}}' },
    { type: 'BODY', text: 'Hi {{1}}, your code {{2}} ({{1}})' },
  ];
  it('passes when body and text header parameters match the distinct placeholders', () => {
    const sent = [
      { type: 'header', parameters: [{ type: 'text', text: 'A' }] },
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'A' },
          { type: 'text', text: 'B' },
        ],
      },
    ];
    expect(parameterMismatch(template, sent)).toBeUndefined();
  });
  it('names the component whose count differs', () => {
    expect(
      parameterMismatch(template, [
        { type: 'header', parameters: [{ type: 'text', text: 'A' }] },
        { type: 'body', parameters: [] },
      ]),
    ).toContain('body');
    expect(parameterMismatch(template, undefined)).toContain('body');
  });
  it('a template without described components is not checked; a media header needs no text parameters', () => {
    expect(parameterMismatch([], [{ type: 'body', parameters: [{ type: 'text', text: 'x' }] }])).toBeUndefined();
    expect(
      parameterMismatch(
        [
          { type: 'HEADER', format: 'IMAGE' },
          { type: 'BODY', text: 'Hi' },
        ],
        [],
      ),
    ).toBeUndefined();
  });
});
