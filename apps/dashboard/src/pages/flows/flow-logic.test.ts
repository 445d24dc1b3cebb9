import { describe, expect, it } from 'vitest';
import { categoryWords, flowActions, flowStatusWords, validationErrorWords } from './flow-logic';

describe('flowStatusWords', () => {
  it.each([
    ['draft', 'Draft'],
    ['published', 'Published'],
    ['deprecated', 'Deprecated'],
    ['', 'Unknown'],
  ])('%s → %s', (s, label) => {
    expect(flowStatusWords(s).label).toBe(label);
  });
});

describe('flowActions', () => {
  it.each([
    ['draft', { publish: true, deprecate: false, newVersion: true, clone: true, preview: true }],
    ['published', { publish: false, deprecate: true, newVersion: true, clone: true, preview: true }],
    ['deprecated', { publish: false, deprecate: false, newVersion: false, clone: true, preview: false }],
  ])('%s', (status, actions) => {
    expect(flowActions(status)).toEqual(actions);
  });
});

describe('categoryWords', () => {
  it.each([
    ['APPOINTMENT_BOOKING', 'Appointment booking'],
    ['OTHER', 'Other'],
    ['SIGN_UP', 'Sign up'],
  ])('%s → %s', (c, w) => {
    expect(categoryWords(c)).toBe(w);
  });
});

describe('validationErrorWords', () => {
  it.each([
    [
      { error: 'INVALID_PROPERTY', message: 'Property "x" is not allowed', line_start: 4, line_end: 4, column_start: 7 },
      'INVALID_PROPERTY: Property "x" is not allowed (line 4, column 7)',
    ],
    [{ error: 'MISSING', message: 'screens is required', line_start: 1, line_end: 3 }, 'MISSING: screens is required (lines 1–3)'],
    [{ error_type: 'FLOW_JSON_ERROR' }, 'FLOW_JSON_ERROR'],
    [{ message: 'Bad', pointers: [{ path: 'screens[0]' }] }, 'Bad (at screens[0])'],
    [{ odd: 1 }, '{"odd":1}'],
  ])('%j', (e, words) => {
    expect(validationErrorWords(e)).toBe(words);
  });
});
