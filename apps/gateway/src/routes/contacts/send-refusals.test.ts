import { httpErrorBody, httpStatusOf } from '@platform/errors';
import { toStruct } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { refusalSentence, sendRefusal, type SendRefusalAnswer } from './send-refusals';

const platform = (http_status: number, code: string): SendRefusalAnswer => ({ http_status, code, upstream_error_code: 0 });
const upstream = (code: number, message = 'raw upstream text'): SendRefusalAnswer => ({
  http_status: 400,
  code: '',
  upstream_error_code: code,
  body: toStruct({ error: { code, message } }),
});

describe('send refusals read as sentences (decision 0023)', () => {
  it.each([
    [platform(422, 'marketing_preference_stopped'), 422, 'marketing_preference_stopped', /^The contact asked to stop marketing messages/],
    [platform(402, 'insufficient_credits'), 402, 'insufficient_credits', /^The project has run out of credits/],
    [platform(402, 'funding_not_verified'), 402, 'funding_not_verified', /blocked by the project’s billing or its account’s funding/],
    [platform(402, 'service_catalog_missing'), 402, 'service_catalog_missing', /^No rate card is in effect/],
    [platform(402, 'pricing_missing'), 402, 'pricing_missing', /cannot be priced/],
    [platform(409, 'thread_not_owner'), 409, 'thread_not_owner', /^Another app handles this conversation on a shared number/],
    [platform(409, 'thread_ownership_unknown'), 409, 'thread_ownership_unknown', /^It is not known which app handles this conversation/],
    [platform(409, 'duplicate_send'), 409, 'duplicate_send', /already sent/],
    [upstream(131047), 400, '131047', /^The customer last wrote more than 24 hours ago/],
    [upstream(131026), 400, '131026', /could not be delivered to this customer/],
    [upstream(131049), 400, '131049', /too many/],
    [upstream(131051), 400, '131051', /not supported/],
    [upstream(131052), 400, '131052', /media could not be downloaded/],
    [upstream(131053), 400, '131053', /media could not be uploaded/],
    [upstream(132000), 400, '132000', /template’s parameters does not match/],
    [upstream(132001), 400, '132001', /template does not exist in this language/],
    [upstream(132012), 400, '132012', /parameters are not in the format/],
    [upstream(131042), 400, '131042', /payment problem/],
    [upstream(131031), 400, '131031', /locked/],
    [upstream(131056), 400, '131056', /Too many messages were sent to this customer/],
  ])('%# %o → %i %s', (answer, status, code, sentence) => {
    const err = sendRefusal(answer);
    expect(httpStatusOf(err)).toBe(status);
    const body = httpErrorBody(err);
    expect(body.code).toBe(code);
    expect(body.error).toMatch(sentence);
    expect(body.error).not.toContain('raw upstream text');
    if (answer.upstream_error_code) expect(body.upstream_error_code).toBe(answer.upstream_error_code);
  });

  it('an upstream code of no row reads the upstream’s details; nothing at all reads a general sentence', () => {
    expect(refusalSentence({ ...upstream(100), body: toStruct({ error: { code: 100, message: 'm', error_data: { details: 'Invalid parameter' } } }) })).toBe(
      'The network refused the message: Invalid parameter',
    );
    expect(refusalSentence({ http_status: 500, code: '', upstream_error_code: 0 })).toBe('The message was not sent.');
    expect(refusalSentence({ http_status: 422, code: '', upstream_error_code: 0, body: toStruct({ error: 'The message has no recipient' }) })).toBe(
      'The message has no recipient',
    );
  });

  it('the throttled and unavailable answers keep their status and say when to retry', () => {
    const throttled = sendRefusal({ http_status: 429, code: '', upstream_error_code: 130429, retry_after_seconds: 7 });
    expect(httpStatusOf(throttled)).toBe(429);
    expect(httpErrorBody(throttled)).toMatchObject({ retry_after_seconds: 7, code: '130429' });
    const down = sendRefusal({ http_status: 503, code: '', upstream_error_code: 0, body: toStruct({ error: 'Funding could not be checked' }) });
    expect(httpStatusOf(down)).toBe(503);
    expect(httpErrorBody(down).error).toBe('Funding could not be checked');
  });
});
