import { describe, expect, it } from 'vitest';
import { endpointHostOf, failureKindOf } from './attempt-failure';

describe('failureKindOf', () => {
  it('classifies an answer by status, no answer by the transport code or message', () => {
    expect(failureKindOf({ status: 503 })).toBe('http_status');
    expect(failureKindOf({ status: 302 })).toBe('http_status');
    expect(failureKindOf({ error: 'timeout after 100 ms', code: 'ETIMEDOUT' })).toBe('timeout');
    expect(failureKindOf({ error: 'timeout after 100 ms' })).toBe('timeout');
    expect(failureKindOf({ error: 'getaddrinfo ENOTFOUND x.example', code: 'ENOTFOUND' })).toBe('dns');
    expect(failureKindOf({ error: 'connect ECONNREFUSED 127.0.0.1:1', code: 'ECONNREFUSED' })).toBe('connection_refused');
    expect(failureKindOf({ error: 'socket hang up', code: 'ECONNRESET' })).toBe('connection_reset');
    expect(failureKindOf({ error: 'self-signed certificate', code: 'DEPTH_ZERO_SELF_SIGNED_CERT' })).toBe('tls');
    expect(failureKindOf({ error: 'target address is not public', blocked: true })).toBe('blocked');
    expect(failureKindOf({ error: 'secret unreadable', platform: true })).toBe('platform');
    expect(failureKindOf({ error: 'something odd', code: 'EHOSTUNREACH' })).toBe('network');
  });
});

describe('endpointHostOf', () => {
  it('keeps host and port only: never the path, query or credentials', () => {
    expect(endpointHostOf('https://user:pw@hooks.example.com:8443/in/abc?token=s3cret#x')).toBe('hooks.example.com:8443');
    expect(endpointHostOf('https://hooks.example.com/path?token=s3cret')).toBe('hooks.example.com');
    expect(endpointHostOf('not a url')).toBe('');
  });
});
