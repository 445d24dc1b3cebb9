import { describe, expect, it } from 'vitest';
import { pickedLabel, type DecideAnswer } from './decide-answer';

const labels = ['billing', 'support'];
const call = (name: string, args: Record<string, unknown>): DecideAnswer => ({ text: '', toolCalls: [{ tool_name: name, arguments: args }] });

describe('pickedLabel (decision 0737)', () => {
  const table: Array<[string, DecideAnswer, ReturnType<typeof pickedLabel>]> = [
    ['choose_edge with a label', call('choose_edge', { label: 'support' }), { ok: true, label: 'support' }],
    ['a thinking model answering a label as text', { text: ' billing\n', toolCalls: [] }, { ok: true, label: 'billing' }],
    ['an unknown label', call('choose_edge', { label: 'refunds' }), { ok: false, reason: 'the model chose "refunds", not one of billing, support' }],
    ['no label at all', call('choose_edge', {}), { ok: false, reason: 'the model chose null, not one of billing, support' }],
    ['a label that is not a string', call('choose_edge', { label: 1 }), { ok: false, reason: 'the model chose 1, not one of billing, support' }],
    ['another tool', call('complete_task', { summary: 'x' }), { ok: false, reason: 'the model called "complete_task" instead of choose_edge' }],
    [
      'text that is not a label',
      { text: 'probably billing', toolCalls: [] },
      { ok: false, reason: 'the model answered text instead of choosing a label: "probably billing"' },
    ],
    ['an empty answer', { text: '  ', toolCalls: [] }, { ok: false, reason: 'the model gave an empty answer' }],
  ];
  it.each(table)('%s', (_name, answer, expected) => {
    expect(pickedLabel(answer, labels)).toEqual(expected);
  });
});
