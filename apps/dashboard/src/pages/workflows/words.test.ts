import { describe, expect, it } from 'vitest';
import { executionIsLive, executionStatusWords, parseJsonObject, resumeBody, statusActions, waitingReasonWords, workflowStatusWords } from './words';

describe('statusActions (decision 0712 transitions)', () => {
  it.each([
    ['draft', ['activate', 'archive']],
    ['active', ['pause', 'restore', 'archive']],
    ['paused', ['activate', 'restore', 'archive']],
    ['archived', ['restore']],
    ['other', []],
  ])('%s → %j', (status, verbs) => expect(statusActions(status).map((a) => a.verb)).toEqual(verbs));
  it('asks before archiving only', () =>
    expect(
      statusActions('active')
        .filter((a) => a.confirm)
        .map((a) => a.verb),
    ).toEqual(['archive']));
});

describe('words', () => {
  it.each([
    ['active', 'Active'],
    ['archived', 'Archived'],
    ['weird', 'weird'],
  ])('workflow %s → %s', (s, w) => expect(workflowStatusWords(s).label).toBe(w));
  it.each([
    ['handoff', 'Handed off'],
    ['failed', 'Failed'],
  ])('execution %s → %s', (s, w) => expect(executionStatusWords(s).label).toBe(w));
  it.each([
    ['wait_for_response', 'for a reply'],
    ['call', 'on the workflow it called'],
    [null, null],
  ])('waiting %s → %s', (r, w) => expect(waitingReasonWords(r)).toBe(w));
  it.each([
    ['running', true],
    ['waiting', true],
    ['handoff', false],
    ['ended', false],
    [undefined, false],
  ])('live %s → %s', (s, live) => expect(executionIsLive(s)).toBe(live));
});

describe('resumeBody', () => {
  it.each([
    ['5', '', 'text', { ok: true, body: { message: { kind: 'text', data: '5' } } }],
    ['', '', 'text', { ok: true, body: {} }],
    ['yes', '{"tag":"vip"}', 'payload', { ok: true, body: { message: { kind: 'payload', data: 'yes' }, variables: { tag: 'vip' } } }],
    ['', '{', 'text', { ok: false, error: 'The variables are not valid JSON.' }],
    ['', '[1]', 'text', { ok: false, error: 'The variables must be a JSON object, like {"tag": "vip"}.' }],
  ] as const)('%j %j %s', (reply, vars, kind, expected) => expect(resumeBody(reply, vars, kind)).toEqual(expected));
});

describe('parseJsonObject', () => {
  it.each([
    ['', { ok: true, value: undefined }],
    ['{"a":1}', { ok: true, value: { a: 1 } }],
    ['nope', { ok: false, error: 'The variables are not valid JSON.' }],
    ['"s"', { ok: false, error: 'The variables must be a JSON object.' }],
  ])('%j', (text, expected) => expect(parseJsonObject(text, 'variables')).toEqual(expected));
});
