import { describe, expect, it } from 'vitest';
import { parsePropertyValue, propertyKeyProblem, propertyType, showPropertyValue } from './properties';
import { inboxStatusText, snoozeChoices, snoozeUntilFromInput } from './snooze';

describe('contact properties', () => {
  it.each([
    ['string', 'VIP', { value: 'VIP' }],
    ['string', '  ', { error: 'Write a value.' }],
    ['number', '3.5', { value: 3.5 }],
    ['number', ' 12 ', { value: 12 }],
    ['number', 'twelve', { error: expect.stringMatching(/number/) }],
    ['number', '', { error: expect.stringMatching(/number/) }],
    ['boolean', 'true', { value: true }],
    ['boolean', 'false', { value: false }],
    ['boolean', 'maybe', { error: 'Choose yes or no.' }],
  ] as const)('%s %j', (type, raw, expected) => {
    expect(parsePropertyValue(type, raw)).toEqual(expected);
  });
  it('names: not empty, not taken (unless it is the one edited)', () => {
    expect(propertyKeyProblem(' ', [], null)).toMatch(/Name/);
    expect(propertyKeyProblem('tier', ['tier'], null)).toMatch(/already/);
    expect(propertyKeyProblem('tier', ['tier'], 'tier')).toBeNull();
    expect(propertyKeyProblem('x'.repeat(65), [], null)).toMatch(/64/);
  });
  it('types and display', () => {
    expect([propertyType('a'), propertyType(1), propertyType(false)]).toEqual(['string', 'number', 'boolean']);
    expect([showPropertyValue(true), showPropertyValue(false), showPropertyValue(2)]).toEqual(['Yes', 'No', '2']);
  });
});

describe('snooze', () => {
  const now = new Date(2026, 2, 3, 10, 0, 0); // a Tuesday, 10:00 local
  it('choices: an hour, this evening, tomorrow, next Monday, until the customer writes', () => {
    const c = snoozeChoices(now);
    expect(c.map((x) => x.label)).toEqual([
      'For one hour',
      'Until this evening (18:00)',
      'Until tomorrow (09:00)',
      'Until next Monday (09:00)',
      'Until the customer writes',
    ]);
    expect(new Date(c[0].until!).getTime() - now.getTime()).toBe(3_600_000);
    expect(new Date(c[3].until!)).toEqual(new Date(2026, 2, 9, 9, 0, 0));
    expect(c[4].until).toBeNull();
  });
  it('no "this evening" late in the day; next Monday from a Monday is a week on', () => {
    const monday = new Date(2026, 2, 9, 17, 0, 0);
    const c = snoozeChoices(monday);
    expect(c.map((x) => x.label)).not.toContain('Until this evening (18:00)');
    expect(new Date(c.find((x) => x.label.startsWith('Until next Monday'))!.until!)).toEqual(new Date(2026, 2, 16, 9, 0, 0));
  });
  it('a chosen time: in the future, at most 90 days', () => {
    expect(snoozeUntilFromInput('', now)).toEqual({ error: 'Choose a date and time.' });
    expect(snoozeUntilFromInput('2026-03-03T09:00', now)).toEqual({ error: 'Choose a time in the future.' });
    expect(snoozeUntilFromInput('2026-07-03T09:00', now)).toEqual({ error: 'A snooze lasts at most 90 days.' });
    expect(snoozeUntilFromInput('2026-03-04T09:00', now)).toEqual({ until: new Date(2026, 2, 4, 9, 0).toISOString() });
  });
  it('status in words', () => {
    expect(inboxStatusText('open')).toBe('Open');
    expect(inboxStatusText('snoozed', null)).toBe('Snoozed until the customer writes');
    expect(inboxStatusText('snoozed', '2026-03-04T09:00:00Z')).toMatch(/^Snoozed until /);
  });
});
