import { describe, expect, it } from 'vitest';
import { allowedActions, percent, progressPercent, refetchEvery, resumeScopes, scheduleInstant, statusWords, type BroadcastAction } from './lifecycle';

describe('allowedActions (decision 0800)', () => {
  it.each<[string, number, BroadcastAction[]]>([
    ['copying', 5, []],
    ['draft', 5, ['edit', 'add_recipients', 'remove_recipients', 'schedule', 'send', 'duplicate', 'delete']],
    ['draft', 0, ['edit', 'add_recipients', 'duplicate', 'delete']],
    ['scheduled', 5, ['add_recipients', 'remove_recipients', 'schedule', 'cancel', 'send', 'duplicate']],
    ['sending', 5, ['stop', 'duplicate']],
    ['stopped', 5, ['resume', 'duplicate']],
    ['failed', 5, ['resume', 'duplicate']],
    ['completed', 5, ['resume', 'duplicate']],
    ['someday', 5, ['duplicate']],
  ])('%s with %i recipients', (status, total, actions) => {
    expect(allowedActions({ status, total_recipients: total }, true)).toEqual(actions);
  });

  it('nothing for a person who cannot write messaging', () => {
    expect(allowedActions({ status: 'draft', total_recipients: 5 }, false)).toEqual([]);
  });
});

describe('resumeScopes', () => {
  it.each([
    ['stopped', 3, 0, ['pending', 'all']],
    ['stopped', 3, 1, ['pending', 'failed', 'all']],
    ['completed', 0, 2, ['failed', 'all']],
    ['completed', 0, 0, ['all']],
    ['sending', 3, 1, []],
  ])('%s pending %i failed %i', (status, pending, failed, scopes) => {
    expect(resumeScopes({ status, pending, failed })).toEqual(scopes);
  });
});

describe('words and numbers', () => {
  it.each([
    ['sending', 2000],
    ['copying', 2000],
    ['scheduled', 15_000],
    ['completed', false],
    ['draft', false],
    [undefined, false],
  ])('refetch while %s: %j', (status, every) => {
    expect(refetchEvery(status)).toBe(every);
  });

  it.each([
    [0, '0%'],
    [0.9667, '96.7%'],
    [0.0333, '3.33%'],
    [1, '100%'],
    [null, '—'],
  ])('percent(%j) = %s', (rate, words) => {
    expect(percent(rate)).toBe(words);
  });

  it('progress and status words', () => {
    expect(progressPercent({ total_recipients: 4, pending: 1 })).toBe(75);
    expect(progressPercent({ total_recipients: 0, pending: 0 })).toBe(0);
    expect(statusWords('stopped')).toBe('Stopped');
    expect(statusWords('new_state')).toBe('new_state');
  });

  it('a schedule is a time in the future', () => {
    const now = new Date('2026-11-29T10:00:00Z').getTime();
    expect(scheduleInstant('', now)).toEqual({ problem: 'Choose a date and time.' });
    expect(scheduleInstant('nonsense', now)).toEqual({ problem: 'That date and time could not be read.' });
    expect(scheduleInstant('2026-11-29T09:00:00Z', now)).toEqual({ problem: 'Choose a time in the future.' });
    expect(scheduleInstant('2026-11-30T09:00:00Z', now)).toEqual({ iso: '2026-11-30T09:00:00.000Z' });
  });
});
