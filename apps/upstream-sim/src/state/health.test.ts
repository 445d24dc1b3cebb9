import { describe, expect, it } from 'vitest';
import { worstOf } from './health';

describe('worstOf', () => {
  it.each([
    [[], 'AVAILABLE'],
    [['AVAILABLE', 'AVAILABLE'], 'AVAILABLE'],
    [['AVAILABLE', 'LIMITED'], 'LIMITED'],
    [['LIMITED', 'BLOCKED', 'AVAILABLE'], 'BLOCKED'],
    [['BLOCKED', 'LIMITED'], 'BLOCKED'],
  ] as const)('%j → %s', (values, expected) => {
    expect(worstOf([...values])).toBe(expected);
  });
});
