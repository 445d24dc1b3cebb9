import { describe, expect, it } from 'vitest';
import { ianaZoneOf } from './waba-timezone';

describe('business account time zone (decision 0235)', () => {
  it('maps the upstream ids known for certain, takes IANA names as they are, and nothing else', () => {
    expect(ianaZoneOf('1')).toBe('America/Los_Angeles');
    expect(ianaZoneOf(7)).toBe('America/New_York');
    expect(ianaZoneOf('Europe/Berlin')).toBe('Europe/Berlin');
    expect(ianaZoneOf('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(ianaZoneOf('UTC')).toBe('UTC');
    for (const v of ['0', '999', 'Mars/Olympus_Mons', 'PST', '', null, undefined, {}, 'Europe/Berlin; drop']) expect(ianaZoneOf(v)).toBe('');
  });
});
