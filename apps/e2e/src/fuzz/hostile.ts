/**
 * Catalogues of hostile values for the fuzzing suite: the inputs that break platforms like this one
 * (and broke this one: NUL into Postgres, 2^31 into OFFSET, 2^32+1 wrapping to 1).
 */
import fc from 'fast-check';

/** Strings that have broken platforms like this one. */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udbff\udfff\ud800',
  '\r\nX-Injected: 1',
  'a\rb\nc',
  ' ',
  '',
  '\t',
  'A'.repeat(70_000),
  '😀'.repeat(3000),
  '\u202e\u0301\ufeff',
  '\u0085\u2028\u2029',
  'ｓｅｌｅｃｔ',
  'İı',
  '👩‍👩‍👧‍👦',
  "'; DROP TABLE api_logs; --",
  "' OR '1'='1",
  '%',
  '%%',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'http://169.254.169.254/latest/meta-data',
  'http://127.0.0.1:22/',
  'file:///etc/passwd',
  'javascript:alert(1)',
];

/** Numbers (as JSON numbers) that have broken platforms like this one. */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  0.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 32 + 1,
  -(2 ** 31),
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
];

/** Numbers as query or path text: the same values, and the notations parsers disagree on. */
export const HOSTILE_NUMERIC_STRINGS: readonly string[] = [
  ...HOSTILE_NUMBERS.map(String),
  '2147483648',
  '4294967297',
  '9223372036854775808',
  '99999999999999999999999999999999',
  '1e308',
  '1e309',
  '-1',
  '1.0',
  '1.5',
  '0x10',
  '0b1',
  '1e3',
  '+1',
  ' 1',
  '1 ',
  '01',
  '1_000',
  'Infinity',
  'NaN',
  '',
];

/** Path ids: plausible-but-unknown UUIDs and everything that is not a UUID. */
export const HOSTILE_IDS: readonly string[] = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '{6ba7b810-9dad-11d1-80b4-00c04fd430c8}',
  '6ba7b8109dad11d180b400c04fd430c8',
  '6ba7b810-9dad-11d1-80b4-00c04fd430c8x',
  ' 6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999999999999999',
  '999999999999999999999999999999999',
  'x'.repeat(3000),
  '..',
  '.',
  'a/b',
  '%2F',
  'me',
];

/** A hostile string. */
export const hostileString: fc.Arbitrary<string> = fc.constantFrom(...HOSTILE_STRINGS);
/** A hostile JSON number. */
export const hostileNumber: fc.Arbitrary<number> = fc.constantFrom(...HOSTILE_NUMBERS);
/** A hostile number written as text. */
export const hostileNumericString: fc.Arbitrary<string> = fc.constantFrom(...HOSTILE_NUMERIC_STRINGS);

/** Any JSON value in a shape no schema asks for: wrong types, arrays for objects, deep nesting. */
export const wrongShape: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileString,
  fc.constant([]),
  fc.constant({}),
  fc.constant([{}]),
  fc.constant([[[{ a: [1] }]]]),
  fc.constant(JSON.parse('['.repeat(500) + ']'.repeat(500)) as unknown),
  fc.constant(JSON.parse('{"a":'.repeat(300) + '1' + '}'.repeat(300)) as unknown),
  fc.constant(new Array(1001).fill('x')),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(hostileString, fc.integer()), { maxKeys: 4 }),
);

/** Keys no schema has: prototype names, NUL, very long. */
export const UNKNOWN_KEYS: readonly string[] = ['unknown_key', '__proto__', 'constructor', 'prototype', 'a\u0000b', '\ud800', '', 'k'.repeat(1000)];
