import { describe, expect, it } from 'vitest';
import { classifySend, type SendAnswer } from './send-outcome';

const answer = (a: Partial<SendAnswer>): SendAnswer => ({
  accepted: false,
  wamid: '',
  http_status: 200,
  code: '',
  body: {},
  upstream_error_code: 0,
  retry_after_seconds: 0,
  ...a,
});
const upstream = (code: number, retry = 0) =>
  answer({
    http_status: 400,
    upstream_error_code: code,
    retry_after_seconds: retry,
    body: { error: { message: `(#${code}) title`, code, error_data: { details: 'why' }, fbtrace_id: 'TR' } },
  });

describe('send outcomes', () => {
  it('accepted → sent with its wamid; duplicate_send → already sent (reconciled), wamid kept', () => {
    expect(classifySend(answer({ accepted: true, wamid: 'wamid.1' }))).toEqual({ kind: 'sent', wamid: 'wamid.1' });
    expect(classifySend(answer({ http_status: 409, code: 'duplicate_send', wamid: 'wamid.1' }))).toEqual({ kind: 'already_sent', wamid: 'wamid.1' });
  });

  it('130429 and 131056 back off as asked (defaults 1 s and 6 s)', () => {
    expect(classifySend(upstream(130429, 3))).toEqual({ kind: 'throttled', scope: 'number', retryAfterMs: 3000 });
    expect(classifySend(upstream(130429))).toEqual({ kind: 'throttled', scope: 'number', retryAfterMs: 1000 });
    expect(classifySend(upstream(131056))).toEqual({ kind: 'throttled', scope: 'pair', retryAfterMs: 6000 });
  });

  it('an opt-out (refusal or 131050) is suppressed; busy or transient is retried; anything else fails with code, message, details, status, trace id', () => {
    expect(classifySend(answer({ http_status: 422, code: 'marketing_preference_stopped', body: { error: 'stopped' } })).kind).toBe('suppressed');
    expect(classifySend(upstream(131050)).kind).toBe('suppressed');
    expect(classifySend(answer({ http_status: 503, retry_after_seconds: 5 }))).toEqual({ kind: 'retry', retryAfterMs: 5000 });
    expect(classifySend(answer({ http_status: 409, code: 'send_in_progress', retry_after_seconds: 5 })).kind).toBe('retry');
    expect(classifySend(upstream(132000))).toEqual({
      kind: 'failed',
      error: { code: '132000', message: '(#132000) title', details: 'why', http_status: 400, trace_id: 'TR' },
    });
    expect(classifySend(answer({ http_status: 402, code: 'insufficient_credits', body: { error: 'Balance too low' } }))).toEqual({
      kind: 'failed',
      error: { code: 'insufficient_credits', message: 'Balance too low', details: '', http_status: 402, trace_id: '' },
    });
  });
});
