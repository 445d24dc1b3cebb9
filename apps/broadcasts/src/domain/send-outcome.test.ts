import { describe, expect, it } from 'vitest';
import { afterTransient, classifySend, type SendAnswer } from './send-outcome';

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

  it('the send record of the key (decision 0240): an outcome still being learned is a wait, not an attempt; a spent key is sent again under the next key', () => {
    const body = { error: 'may have reached the upstream', code: 'send_outcome_unknown' };
    expect(classifySend(answer({ http_status: 409, code: 'send_outcome_unknown', retry_after_seconds: 10, body }))).toMatchObject({
      kind: 'retry',
      retryAfterMs: 10_000,
      counts: false,
    });
    expect(
      classifySend(answer({ http_status: 409, code: 'idempotency_key_spent', body: { error: 'presumed not sent', code: 'idempotency_key_spent' } })),
    ).toMatchObject({
      kind: 'new_key',
      error: { code: 'idempotency_key_spent', http_status: 409 },
    });
  });

  it('130429 and 131056 back off as asked (defaults 1 s and 6 s)', () => {
    expect(classifySend(upstream(130429, 3))).toEqual({ kind: 'throttled', scope: 'number', retryAfterMs: 3000 });
    expect(classifySend(upstream(130429))).toEqual({ kind: 'throttled', scope: 'number', retryAfterMs: 1000 });
    expect(classifySend(upstream(131056))).toEqual({ kind: 'throttled', scope: 'pair', retryAfterMs: 6000 });
  });

  it('131057 (maintenance, e.g. the throughput upgrade: up to 1 min) pauses the whole number at least 10 s and is no attempt', () => {
    // The send path's generic 5 s retry hint is not enough; a longer Retry-After is kept.
    expect(classifySend(upstream(131057, 5))).toEqual({ kind: 'throttled', scope: 'number', retryAfterMs: 10_000 });
    expect(classifySend(upstream(131057))).toEqual({ kind: 'throttled', scope: 'number', retryAfterMs: 10_000 });
    expect(classifySend(upstream(131057, 30))).toEqual({ kind: 'throttled', scope: 'number', retryAfterMs: 30_000 });
  });

  it('an opt-out (refusal or 131050) is suppressed; busy or transient is retried; anything else fails with code, message, details, status, trace id', () => {
    expect(classifySend(answer({ http_status: 422, code: 'marketing_preference_stopped', body: { error: 'stopped' } })).kind).toBe('suppressed');
    expect(classifySend(upstream(131050)).kind).toBe('suppressed');
    expect(classifySend(answer({ http_status: 503, retry_after_seconds: 5 }))).toEqual({
      kind: 'retry',
      retryAfterMs: 5000,
      error: { code: '503', message: '', details: '', http_status: 503, trace_id: null },
      counts: true,
    });
    // The same key still in flight: retried, but not an attempt (its outcome is not known yet).
    expect(classifySend(answer({ http_status: 409, code: 'send_in_progress', retry_after_seconds: 5 }))).toMatchObject({ kind: 'retry', counts: false });
    expect(classifySend(upstream(131000))).toEqual({
      kind: 'retry',
      retryAfterMs: 2000,
      error: { code: '131000', message: '(#131000) title', details: 'why', http_status: 400, trace_id: 'TR' },
      counts: true,
    });
    expect(classifySend(upstream(132000))).toEqual({
      kind: 'failed',
      error: { code: '132000', message: '(#132000) title', details: 'why', http_status: 400, trace_id: 'TR' },
    });
    expect(classifySend(answer({ http_status: 402, code: 'insufficient_credits', body: { error: 'Balance too low' } }))).toEqual({
      kind: 'failed',
      error: { code: 'insufficient_credits', message: 'Balance too low', details: '', http_status: 402, trace_id: null },
    });
  });

  it('an unknown trace id or HTTP status is null, never "" or 0', () => {
    const o = classifySend(answer({ http_status: 400, upstream_error_code: 131026, body: { error: { message: 'undeliverable', code: 131026 } } }));
    expect(o).toEqual({ kind: 'failed', error: { code: '131026', message: 'undeliverable', details: '', http_status: 400, trace_id: null } });
    expect(classifySend(answer({ http_status: 0, code: 'odd', body: { error: 'x' } }))).toMatchObject({ error: { http_status: null, trace_id: null } });
  });

  it('transient outcomes are retried until the recipient has had the most attempts, then it fails', () => {
    expect(afterTransient(0, 10)).toBe('retry');
    expect(afterTransient(8, 10)).toBe('retry');
    expect(afterTransient(9, 10)).toBe('fail');
    expect(afterTransient(0, 1)).toBe('fail');
  });
});
