import { toProtoEnum, toStruct } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { readOnlyRouteTable } from '.';
import { contractEnumValues, contractObject } from './contract-schema';
import { jsonSchemaOf } from './openapi';
import { shape } from './route';
import { testRouteContext } from './test-context';

describe('response schemas derived from the contracts', () => {
  it('maps proto fields to public JSON: optional → nullable, integers, repeated, nested messages, comments as descriptions', () => {
    const funding = contractObject('svc.funding.v1.Funding');
    const js = jsonSchemaOf(funding) as any;
    expect(Object.keys(js.properties)).toEqual([
      'waba_id',
      'business_portfolio_id',
      'status',
      'reason',
      'message',
      'currency',
      'waba_currency',
      'last_verified_at',
      'last_checked_at',
      'paid_messages',
      'operation',
    ]);
    expect(js.properties.business_portfolio_id).toMatchObject({ type: ['string', 'null'] });
    expect(js.properties.status).toMatchObject({ type: 'string', enum: ['funded', 'pending', 'unknown', 'not_funded', 'revoked'] });
    expect(js.properties.message.description).toBe('Display copy for reason; must not be parsed.');
    expect(js.properties.paid_messages.properties.reasons).toMatchObject({ type: 'array', items: { type: 'string' } });
    const operation = js.properties.operation.anyOf[0];
    expect(js.properties.operation.anyOf[1]).toEqual({ type: 'null' });
    expect(operation.properties.upstream_error_code).toMatchObject({ anyOf: [{ type: 'integer' }, { type: 'null' }] });
    expect(js.required).toContain('status');
  });

  it('applies uuid formats and overrides, and refuses names the message does not have', () => {
    const c = jsonSchemaOf(contractObject('svc.messaging_proxy.v1.Customer', {}, { uuid: ['id'] })) as any;
    expect(c.properties.id).toMatchObject({ type: 'string', format: 'uuid' });
    const hidden = contractObject('svc.messaging_proxy.v1.CheckPhoneNumberHealthResponse', { cached: null });
    expect(Object.keys(hidden.shape)).not.toContain('cached');
    expect(() => contractObject('svc.messaging_proxy.v1.Customer', { nope: z.string() })).toThrow(/no field nope/);
    expect(() => contractObject('svc.messaging_proxy.v1.Customer', {}, { uuid: ['nope'] })).toThrow(/no field nope/);
    expect(() => contractObject('svc.messaging_proxy.v1.Nope')).toThrow();
    expect(contractEnumValues('svc.flows.v1.Flow', 'status')).toEqual(['draft', 'published', 'deprecated']);
  });

  it('shapes enum names into lowercase values and Structs into objects, nested and in arrays', () => {
    const schema = z.object({ data: z.array(contractObject('svc.funding.v1.PortfolioAccount')) });
    const reply = {
      data: [
        {
          waba_id: '1',
          business_portfolio_id: '2',
          membership_status: 'active',
          created_at: 't',
          funding: {
            waba_id: '1',
            status: toProtoEnum('FUNDING_STATUS', 'not_funded'),
            message: 'm',
            currency: 'USD',
            paid_messages: { paused: false, reasons: [] },
            operation: { id: 'r', status: 'FUNDING_RUN_STATUS_RUNNING', started_at: 's', upstream_error_code: '7' },
          },
        },
      ],
    };
    const out = shape(schema, reply) as any;
    expect(out.data[0].funding.status).toBe('not_funded');
    expect(out.data[0].funding.reason).toBeNull();
    expect(out.data[0].funding.operation).toEqual({ id: 'r', status: 'running', started_at: 's', finished_at: null, error_kind: null, upstream_error_code: 7 });
    const check = contractObject('svc.messaging_proxy.v1.HealthCheck');
    expect(shape(check, { passed: true, details: toStruct({ a: [1, { b: null }] }) })).toEqual({
      passed: true,
      error: null,
      overall_status: null,
      details: { a: [1, { b: null }] },
    });
    expect(shape(check, {})).toEqual({ passed: null, error: null, overall_status: null, details: {} });
  });
});

describe('the health route (derived schema with overrides)', () => {
  const route = readOnlyRouteTable().find((r) => r.operationId === 'checkPhoneNumberHealth')!;
  const run = async (reply: unknown) => {
    const res = await route.handle({ params: { phone_number_id: '1' }, query: {}, body: undefined, headers: {} }, testRouteContext(reply));
    return JSON.stringify(shape(route.response, res.body));
  };

  it('answers the public JSON it always did: unset error/overall_status left out, passed null, details as objects, no cached flag', async () => {
    const check = (extra: object) => ({ passed: true, error: '', overall_status: '', details: toStruct({ k: 'v' }), ...extra });
    const body = await run({
      status: 'degraded',
      timestamp: '2026-01-01T00:00:00.000Z',
      error: '',
      cached: true,
      checks: {
        phone_number_access: check({}),
        token_validity: check({ passed: false, error: 'expired' }),
        messaging_health: check({ overall_status: 'LIMITED' }),
        webhook_subscription: check({}),
        webhook_verified: check({}),
        phone_number_connection: { passed: undefined, details: toStruct({ status: 'UNKNOWN' }) },
      },
    });
    const ok = '{"passed":true,"details":{"k":"v"}}';
    expect(body).toBe(
      '{"status":"degraded","timestamp":"2026-01-01T00:00:00.000Z","checks":{' +
        `"phone_number_access":${ok},` +
        '"token_validity":{"passed":false,"error":"expired","details":{"k":"v"}},' +
        '"messaging_health":{"passed":true,"overall_status":"LIMITED","details":{"k":"v"}},' +
        `"webhook_subscription":${ok},"webhook_verified":${ok},` +
        '"phone_number_connection":{"passed":null,"details":{"status":"UNKNOWN"}}}}',
    );
    expect(await run({ status: 'error', timestamp: 't', error: 'retry', cached: false, checks: null })).toBe(
      '{"status":"error","timestamp":"t","error":"retry"}',
    );
  });
});
