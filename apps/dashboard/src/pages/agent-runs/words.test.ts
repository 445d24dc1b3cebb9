import { describe, expect, it } from 'vitest';
import { runActions, runIsLive, runPollMs, runStatusWords, stepTitle, tokensWords, usd } from './words';

describe('agent run states', () => {
  it.each([
    ['queued', { pause: true, resume: false, cancel: true, decide: false }, 1500],
    ['running', { pause: true, resume: false, cancel: true, decide: false }, 1500],
    ['paused', { pause: false, resume: true, cancel: true, decide: false }, 5000],
    ['waiting_for_approval', { pause: false, resume: false, cancel: true, decide: true }, 5000],
    ['completed', { pause: false, resume: false, cancel: false, decide: false }, false],
    ['failed', { pause: false, resume: false, cancel: false, decide: false }, false],
    ['cancelled', { pause: false, resume: false, cancel: false, decide: false }, false],
  ] as const)('%s', (status, actions, poll) => {
    expect(runActions(status)).toEqual(actions);
    expect(runPollMs(status)).toBe(poll);
    expect(runIsLive(status)).toBe(poll !== false);
  });
  it.each([
    ['waiting_for_approval', 'Waiting for approval'],
    ['cancelled', 'Cancelled'],
    ['new_state', 'new state'],
  ])('%s → %s', (s, w) => expect(runStatusWords(s).label).toBe(w));
});

describe('step and usage words', () => {
  it.each([
    [{ kind: 'model', status: 'completed' }, 'Model call'],
    [{ kind: 'tool', status: 'rejected', tool_name: 'refund' }, 'Tool refund: rejected'],
    [{ kind: 'delivery', status: 'completed' }, 'Message delivery: completed'],
    [{ kind: 'user', status: 'completed' }, 'Person'],
  ])('%j → %s', (step, w) => expect(stepTitle(step)).toBe(w));
  it.each([
    [null, '—'],
    [{ input_tokens: 1000, output_tokens: 200, reasoning_tokens: 0, total_tokens: 1200 }, '1,200 tokens (1,000 in, 200 out)'],
    [{ input_tokens: 1, output_tokens: 2, reasoning_tokens: 3, total_tokens: 6 }, '6 tokens (1 in, 2 out, 3 reasoning)'],
  ])('%j → %s', (u, w) => expect(tokensWords(u)).toBe(w));
  it.each([
    [0, '$0.0000'],
    [0.000123, '$0.000123'],
    [1.5, '$1.5000'],
    [undefined, '—'],
  ])('%s → %s', (c, w) => expect(usd(c)).toBe(w));
});
