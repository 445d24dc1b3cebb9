import { describe, expect, it } from 'vitest';
import type { Template } from '../inbox-api';
import { buildReply, buildTemplateMessage, fillText, missingParameters, replyProblem, templateParameters, variablesOf } from './template-message';

const positional: Template = {
  id: 'T1',
  name: 'order_update',
  language: 'en_US',
  category: 'UTILITY',
  status: 'APPROVED',
  parameter_format: 'POSITIONAL',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', example: { header_text: ['#123'] } },
    { type: 'BODY', text: 'Hi {{1}}, your order {{2}} ships {{1}}.', example: { body_text: [['Ann', '#123']] } },
    { type: 'FOOTER', text: 'Thanks' },
    {
      type: 'BUTTONS',
      buttons: [
        { type: 'URL', text: 'Track', url: 'https://x.io/t/{{1}}', example: ['https://x.io/t/abc'] },
        { type: 'QUICK_REPLY', text: 'Stop' },
        { type: 'COPY_CODE', example: 'SAVE10' },
      ],
    },
  ],
};

const named: Template = {
  id: 'T2',
  name: 'welcome',
  language: 'de',
  category: 'MARKETING',
  status: 'APPROVED',
  parameter_format: 'NAMED',
  components: [
    { type: 'HEADER', format: 'IMAGE' },
    { type: 'BODY', text: 'Hallo {{first_name}}!', example: { body_text_named_params: [{ param_name: 'first_name', example: 'Jo' }] } },
  ],
};

const plain: Template = { ...positional, id: 'T3', name: 'hello_world', components: [{ type: 'BODY', text: 'Hello world' }] };

describe('template parameters', () => {
  it('variables in order of first appearance, spaces allowed', () => {
    expect(variablesOf('{{2}} {{ 1 }} {{2}} {{name}}')).toEqual(['2', '1', 'name']);
  });

  it('positional: header, body (each variable once), URL button and copy-code button', () => {
    expect(templateParameters(positional).map((p) => [p.key, p.kind, p.example])).toEqual([
      ['header:1', 'text', '#123'],
      ['body:1', 'text', 'Ann'],
      ['body:2', 'text', '#123'],
      ['button:0', 'text', 'https://x.io/t/abc'],
      ['button:2', 'coupon_code', 'SAVE10'],
    ]);
  });

  it('named with a media header', () => {
    expect(templateParameters(named).map((p) => [p.key, p.kind, p.example])).toEqual([
      ['header:media', 'image', null],
      ['body:first_name', 'text', 'Jo'],
    ]);
  });

  it('missing parameters are named in words', () => {
    expect(missingParameters(named, { 'body:first_name': ' ' })).toEqual(['Header image: link (https://...)', 'Body {{first_name}}']);
    expect(missingParameters(plain, {})).toEqual([]);
  });

  it('the preview fills the values and keeps empty variables visible', () => {
    expect(fillText('Hi {{1}}, order {{2}}', { 'body:1': 'Ann' }, 'body')).toBe('Hi Ann, order {{2}}');
  });
});

describe('buildTemplateMessage', () => {
  it('positional: components with text parameters in order, buttons by index', () => {
    const m = buildTemplateMessage(positional, {
      'header:1': '#9',
      'body:1': 'Ann',
      'body:2': ' #9 ',
      'button:0': 'abc',
      'button:2': 'SAVE10',
    });
    expect(m).toEqual({
      type: 'template',
      template: {
        name: 'order_update',
        language: { code: 'en_US' },
        components: [
          { type: 'header', parameters: [{ type: 'text', text: '#9' }] },
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ann' },
              { type: 'text', text: '#9' },
            ],
          },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'abc' }] },
          { type: 'button', sub_type: 'copy_code', index: '2', parameters: [{ type: 'coupon_code', coupon_code: 'SAVE10' }] },
        ],
      },
    });
  });

  it('named: parameter_name on each text parameter; a media header by link', () => {
    expect(buildTemplateMessage(named, { 'header:media': 'https://x.io/a.png', 'body:first_name': 'Jo' })).toEqual({
      type: 'template',
      template: {
        name: 'welcome',
        language: { code: 'de' },
        components: [
          { type: 'header', parameters: [{ type: 'image', image: { link: 'https://x.io/a.png' } }] },
          { type: 'body', parameters: [{ type: 'text', parameter_name: 'first_name', text: 'Jo' }] },
        ],
      },
    });
  });

  it('a template without variables has no components', () => {
    expect(buildTemplateMessage(plain, {})).toEqual({ type: 'template', template: { name: 'hello_world', language: { code: 'en_US' } } });
  });
});

describe('replies', () => {
  it.each([
    ['empty', '  ', [], /Write a message/],
    ['text alone', 'Hi', [], null],
    ['too long', 'x'.repeat(4097), [], /4096/],
    ['three buttons', 'Pick', ['A', 'B', 'C'], null],
    ['four buttons', 'Pick', ['A', 'B', 'C', 'D'], /At most 3/],
    ['an empty title', 'Pick', ['A', ' '], /needs a title/],
    ['a title over 20', 'Pick', ['x'.repeat(21)], /20 characters/],
    ['20 emoji are 20 characters', 'Pick', ['😀'.repeat(20)], null],
    ['duplicate titles', 'Pick', ['Yes', 'yes'], /same title/],
    ['a body over 1024 with buttons', 'x'.repeat(1025), ['A'], /1024/],
  ])('%s', (_n, text, buttons, problem) => {
    const p = replyProblem(text, buttons);
    if (problem === null) expect(p).toBeNull();
    else expect(p).toMatch(problem);
  });

  it('text alone is a text message; with buttons an interactive button message', () => {
    expect(buildReply(' Hi\nthere ', [])).toEqual({ type: 'text', text: { body: 'Hi\nthere' } });
    expect(buildReply('Pick', ['Yes', ' No '])).toEqual({
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'Pick' },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'reply-1', title: 'Yes' } },
            { type: 'reply', reply: { id: 'reply-2', title: 'No' } },
          ],
        },
      },
    });
  });
});
