import { describe, expect, it } from 'vitest';
import { jsonRpcErrorShape, verdict } from './verdict';
import type { WireResponse } from './wire';

const answer = (status: number, body: unknown): WireResponse => ({ status, ms: 5, contentType: 'application/json', text: JSON.stringify(body) });

describe('verdict: error bodies', () => {
  it('takes { error } and the extras the spec names for the status', () => {
    expect(verdict(answer(400, { error: 'bad', field: 'name' }), 'api')).toBeUndefined();
    expect(verdict(answer(402, { error: 'no', code: 'insufficient_credits', billing_url: 'https://x' }), 'api')).toBeUndefined();
  });

  it('refuses a code on a 400 of the platform API, and on the pass-through any code but the send refusals of decisions 0010/0230', () => {
    expect(verdict(answer(400, { error: 'bad', code: 'invalid_recipient' }), 'api')).toBe('error body has fields the spec does not allow on 400: code');
    expect(verdict(answer(400, { error: 'bad', code: 'invalid_recipient' }), 'proxy')).toBeUndefined();
    expect(verdict(answer(400, { error: 'bad', code: 'invalid_idempotency_key' }), 'proxy')).toBeUndefined();
    expect(verdict(answer(400, { error: 'bad', code: 'something_else' }), 'proxy')).toBe('error body has fields the spec does not allow on 400: code');
    expect(verdict(answer(400, { error: 'bad', code: 'invalid_recipient', extra: 1 }), 'proxy')).toBe(
      'error body has fields the spec does not allow on 400: extra',
    );
  });

  it('refuses a 5xx and an error body without a non-empty error string', () => {
    expect(verdict(answer(500, { error: 'x' }), 'api')).toBe('server error 500');
    expect(verdict(answer(404, { error: '' }), 'api')).toBe('error body has no non-empty "error" string');
  });

  it('on the MCP endpoint, takes { error } or a JSON-RPC error envelope, never an internal error or a malformed one', () => {
    expect(verdict(answer(405, { error: 'GET is not supported' }), 'mcp')).toBeUndefined();
    expect(verdict(answer(400, { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null }), 'mcp')).toBeUndefined();
    expect(verdict(answer(400, { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null }), 'api')).toBe(
      'error body has no non-empty "error" string',
    );
    expect(verdict(answer(400, { jsonrpc: '2.0', error: { code: -32603, message: 'boom' }, id: null }), 'mcp')).toBe('JSON-RPC internal error: boom');
    expect(verdict(answer(400, { jsonrpc: '2.0', error: { code: 'x', message: 'm' } }), 'mcp')).toBe('JSON-RPC error without an integer code');
    expect(jsonRpcErrorShape({ code: -32602, message: 'Invalid params' })).toBeUndefined();
    expect(jsonRpcErrorShape({ code: -32602, message: '' })).toBe('JSON-RPC error without a message');
    expect(jsonRpcErrorShape('nope')).toBe('JSON-RPC answer without an error object');
  });
});
