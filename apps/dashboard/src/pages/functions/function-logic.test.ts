import { describe, expect, it } from 'vitest';
import {
  changedFields,
  codeShapeError,
  firstJsonErrorAt,
  functionStatusWords,
  invocationKindWords,
  invocationOutcome,
  parseJsonObject,
  prettyJson,
  secretNameError,
  STARTER_CODE,
} from './function-logic';

describe('functionStatusWords', () => {
  it.each([
    ['deployed', 'Deployed', 'green.9'],
    ['error', 'Deploy failed', 'red.9'],
    ['draft', 'Draft', 'gray.7'],
    ['', 'Unknown', 'gray.7'],
  ])('%s → %s', (status, label, color) => {
    expect(functionStatusWords(status)).toMatchObject({ label, color });
  });
});

describe('invocationOutcome', () => {
  it.each([
    [{ status_code: 200, error_message: null }, 'success'],
    [{ status_code: 204 }, 'success'],
    [{ status_code: 421 }, 'failed'],
    [{ status_code: 500 }, 'failed'],
    [{ status_code: 200, error_message: 'threw' }, 'failed'],
    [{ status_code: 0 }, 'failed'],
  ])('%j → %s', (inv, outcome) => {
    expect(invocationOutcome(inv)).toBe(outcome);
  });
  it('names the kinds', () => {
    expect(invocationKindWords('upstream_notification')).toBe('Upstream notification');
    expect(invocationKindWords('invocation')).toBe('Invocation');
    expect(invocationKindWords(undefined)).toBe('Invocation');
  });
});

describe('parseJsonObject', () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['  {"a": {"b": [1, 2]}}  ', { a: { b: [1, 2] } }],
  ])('reads %s', (text, value) => {
    expect(parseJsonObject(text)).toEqual({ ok: true, value });
  });
  it('an empty text is the default when one is given, an error otherwise', () => {
    expect(parseJsonObject('  ', {})).toEqual({ ok: true, value: {} });
    expect(parseJsonObject('')).toMatchObject({ ok: false, error: expect.stringMatching(/JSON object/) });
  });
  it.each(['[1,2]', '"text"', '42', 'null'])('refuses the non-object %s', (text) => {
    expect(parseJsonObject(text)).toMatchObject({ ok: false, error: expect.stringMatching(/must be an object/) });
  });
  it('says where a syntax error is', () => {
    const r = parseJsonObject('{\n  "a": 1,\n  "b": \n}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^This is not valid JSON \(line 4, column 1\)/);
  });
  it('pretty prints', () => {
    expect(prettyJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(prettyJson(undefined)).toBe('');
  });
});

describe('secretNameError', () => {
  it.each([
    ['SHOP_KEY', null],
    ['A', null],
    ['A1_B2', null],
    ['', /name/],
    ['shop_key', /upper-case/],
    ['1KEY', /upper-case/],
    ['SHOP-KEY', /upper-case/],
    ['A'.repeat(65), /64/],
  ])('%s', (name, expected) => {
    const e = secretNameError(name);
    if (expected === null) expect(e).toBeNull();
    else expect(e).toMatch(expected);
  });
});

describe('codeShapeError', () => {
  it('accepts the starter and refuses other shapes', () => {
    expect(codeShapeError(STARTER_CODE)).toBeNull();
    expect(codeShapeError('async function handler(request, env) { return new Response("x"); }')).toBeNull();
    expect(codeShapeError('')).toMatch(/Write/);
    expect(codeShapeError('function handler(request, env) {}')).toMatch(/must start/);
    expect(codeShapeError('export default { fetch() {} }')).toMatch(/must start/);
  });
});

describe('changedFields', () => {
  const before = { name: 'a', description: null, timeout_ms: 1000, invoke_response_mode: 'passthrough' as const, code: 'x' };
  it.each([
    [{ name: 'a', timeout_ms: 1000 }, null],
    [{ name: 'b' }, { name: 'b' }],
    [{ description: '' }, null],
    [
      { description: 'hi', code: 'y' },
      { description: 'hi', code: 'y' },
    ],
    [
      { invoke_response_mode: 'wrapped' as const, timeout_ms: 2000 },
      { invoke_response_mode: 'wrapped', timeout_ms: 2000 },
    ],
  ])('%j → %j', (after, expected) => {
    expect(changedFields(before, after)).toEqual(expected);
  });
});

describe('firstJsonErrorAt', () => {
  it.each([
    ['{"a":1}', null],
    ['{"a":[1,2,{"b":null}],"c":"x\\"y"}', null],
    ['{"a":1,}', 7],
    ['{"a" 1}', 5],
    ['{"a":1} x', 8],
    ['{"a":tru}', 5],
    ['[1,2', 4],
  ])('%s → %s', (text, at) => {
    expect(firstJsonErrorAt(text)).toBe(at);
  });
});
