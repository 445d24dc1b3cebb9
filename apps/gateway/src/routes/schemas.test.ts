import { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { describe, expect, it } from 'vitest';
import { pageQuery, queryInt } from './schemas';

/** What queryInt was written as before (a z.preprocess): the reference its answers must equal. */
const reference = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,16}$/.test(v) ? Number(v) : v),
    z.number({ invalid_type_error: 'must be a decimal integer' }).int().min(min).max(max),
  );

const outcome = (r: z.SafeParseReturnType<unknown, unknown>) =>
  r.success ? { ok: true, data: r.data } : { ok: false, issues: r.error.issues.map((i) => ({ code: i.code, message: i.message, path: i.path })) };

describe('queryInt', () => {
  const inputs: unknown[] = [
    '1',
    '5',
    '100',
    '101',
    '0',
    '00042',
    '-1',
    '+5',
    '1.5',
    '5.0',
    '1e3',
    '0x10',
    ' 5',
    '5 ',
    '',
    'abc',
    '12345678901234567',
    '2147483648',
    5,
    1.5,
    0,
    ['5'],
    ['1', '2'],
    null,
    true,
    {},
  ];

  it('answers every spelling exactly as the z.preprocess it replaces (value, or issue code, message and path)', () => {
    const ours = z.object({ per_page: queryInt(1, 100).default(20) });
    const theirs = z.object({ per_page: reference(1, 100).default(20) });
    for (const v of [undefined, ...inputs])
      expect(outcome(ours.safeParse({ per_page: v })), JSON.stringify(v)).toEqual(outcome(theirs.safeParse({ per_page: v })));
    expect(ours.parse({ per_page: '7' })).toEqual({ per_page: 7 });
    expect(ours.parse({})).toEqual({ per_page: 20 });
  });

  it('describes the same input in OpenAPI, and keeps what it is through describe() and optional()', () => {
    const json = (s: z.ZodTypeAny) => zodToJsonSchema(s, { target: 'jsonSchema2019-09', $refStrategy: 'none', effectStrategy: 'input' });
    expect(json(queryInt(1, 100).describe('Items'))).toEqual(json(reference(1, 100).describe('Items')));
    expect(json(pageQuery)).toMatchObject({
      properties: { page: { type: 'integer', minimum: 1 }, per_page: { type: 'integer', minimum: 1, maximum: 100 } },
    });
    expect(queryInt(1, 9).describe('d').optional().safeParse('3')).toEqual({ success: true, data: 3 });
  });
});
