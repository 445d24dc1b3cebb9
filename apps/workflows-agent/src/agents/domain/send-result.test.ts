import { status } from '@grpc/grpc-js';
import { describe, expect, it } from 'vitest';
import { IN_PROGRESS_WAIT_MS, UNKNOWN_OUTCOME_NOTE, nothingSent, readSendAnswer, type SendAnswer } from './send-result';

const answer = (over: Partial<SendAnswer>): SendAnswer => ({
  accepted: false,
  httpStatus: 409,
  code: '',
  upstreamErrorCode: 0,
  retryAfterSeconds: 0,
  body: {},
  ...over,
});

describe('readSendAnswer', () => {
  it('an accepted send is sent, with its wamid', () => {
    expect(readSendAnswer(answer({ accepted: true, httpStatus: 200, wamid: 'wamid.1' }), 0)).toEqual({ result: { sent: true, message_id: 'wamid.1' } });
  });

  it('a repeat of a key that went out is sent, with the first wamid from the body when the reply has none', () => {
    expect(readSendAnswer(answer({ accepted: true, code: 'duplicate_send', body: { wamid: 'wamid.first' } }), 0)).toEqual({
      result: { sent: true, repeated: true, message_id: 'wamid.first' },
    });
  });

  it('a key another attempt holds is asked again after its Retry-After (1 to 5 s), until the wait would pass the bound', () => {
    expect(readSendAnswer(answer({ code: 'send_in_progress', retryAfterSeconds: 3 }), 0)).toEqual({ retryInMs: 3000 });
    expect(readSendAnswer(answer({ code: 'send_in_progress', retryAfterSeconds: 0 }), 0)).toEqual({ retryInMs: 1000 });
    expect(readSendAnswer(answer({ code: 'send_in_progress', retryAfterSeconds: 60 }), 0)).toEqual({ retryInMs: 5000 });
    expect(readSendAnswer(answer({ code: 'send_in_progress', retryAfterSeconds: 5 }), IN_PROGRESS_WAIT_MS - 5000)).toEqual({ retryInMs: 5000 });
    expect(readSendAnswer(answer({ code: 'send_in_progress', retryAfterSeconds: 5 }), IN_PROGRESS_WAIT_MS - 4999)).toEqual({
      result: { sent: false, outcome: 'unknown', may_have_been_sent: true, code: 'send_in_progress', error: UNKNOWN_OUTCOME_NOTE },
    });
  });

  it('an unknown outcome is possibly sent, never "not sent"', () => {
    expect(readSendAnswer(answer({ code: 'send_outcome_unknown', retryAfterSeconds: 10 }), 0)).toEqual({
      result: { sent: false, outcome: 'unknown', may_have_been_sent: true, code: 'send_outcome_unknown', error: UNKNOWN_OUTCOME_NOTE },
    });
  });

  it('a refusal is not sent, with its status and codes', () => {
    expect(readSendAnswer(answer({ httpStatus: 400, code: 'upstream_error', upstreamErrorCode: 131026 }), 0)).toEqual({
      result: { sent: false, http_status: 400, code: 'upstream_error', upstream_error_code: 131026 },
    });
  });
});

describe('nothingSent', () => {
  it('is true only of the codes a call fails with before sending', () => {
    for (const c of [status.INVALID_ARGUMENT, status.NOT_FOUND, status.PERMISSION_DENIED, status.FAILED_PRECONDITION, status.RESOURCE_EXHAUSTED])
      expect(nothingSent(c)).toBe(true);
    for (const c of [status.UNAVAILABLE, status.DEADLINE_EXCEEDED, status.INTERNAL, status.UNKNOWN, status.CANCELLED, status.ABORTED])
      expect(nothingSent(c)).toBe(false);
  });
});
