import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { keepIdempotencyKey, refusalView } from './refusal';

describe('refusalView', () => {
  it.each([
    [new ApiError(403, 'An agent can assign a conversation only to themself.'), 'Not allowed', 'An agent can assign a conversation only to themself.'],
    [new ApiError(409, 'Another app controls this thread.'), 'The message was refused', 'Another app controls this thread.'],
    [new ApiError(422, 'The 24-hour window is closed: send a template.'), 'The message was refused', 'The 24-hour window is closed: send a template.'],
    [new ApiError(0, 'The platform could not be reached. Check your connection and try again.'), 'No connection', /could not be reached/],
    [new ApiError(502, 'The upstream did not answer.'), 'The platform had a problem', 'The upstream did not answer.'],
    [new Error(''), 'Something went wrong', 'Try again in a moment.'],
    ['a string', 'Something went wrong', 'Try again in a moment.'],
  ])('%s', (err, title, message) => {
    const v = refusalView(err, 'The message');
    expect(v.title).toBe(title);
    if (message instanceof RegExp) expect(v.message).toMatch(message);
    else expect(v.message).toBe(message);
  });
});

describe('keepIdempotencyKey', () => {
  it.each([
    [new ApiError(0, 'no answer'), true],
    [new ApiError(500, 'x'), true],
    [new ApiError(502, 'x'), true],
    [new ApiError(429, 'x'), true],
    [new ApiError(408, 'x'), true],
    [new TypeError('network'), true],
    [new ApiError(400, 'x'), false],
    [new ApiError(403, 'x'), false],
    [new ApiError(409, 'x'), false],
    [new ApiError(422, 'x'), false],
  ])('%s → %s', (err, keep) => {
    expect(keepIdempotencyKey(err)).toBe(keep);
  });
});
