import { describe, expect, it } from 'vitest';
import { loadContracts } from './index';
import { enumPrefixOf, fromProtoEnum, fromStruct, toProtoEnum, toStruct } from './json-mapping';

describe('proto enum names ↔ public values', () => {
  it('prefixes and upper-cases, and back', () => {
    expect(toProtoEnum('FUNDING_STATUS', 'not_funded')).toBe('FUNDING_STATUS_NOT_FUNDED');
    expect(fromProtoEnum('FUNDING_STATUS', 'FUNDING_STATUS_NOT_FUNDED')).toBe('not_funded');
    expect(fromProtoEnum('FLOW_STATUS', 'FLOW_STATUS_UNSPECIFIED')).toBe('unspecified');
  });

  it('derives the prefix from the enum type name', () => {
    expect(enumPrefixOf('FundingStatus')).toBe('FUNDING_STATUS');
    expect(enumPrefixOf('SetupLinkStatus')).toBe('SETUP_LINK_STATUS');
    expect(enumPrefixOf('FundingRunStatus')).toBe('FUNDING_RUN_STATUS');
  });
});

describe('google.protobuf.Struct ↔ JSON object', () => {
  const sample = {
    s: 'x',
    n: 1.5,
    big: 9007199254740991,
    b: false,
    nil: null,
    gone: undefined,
    at: new Date('2026-01-01T00:00:00.000Z'),
    nan: Number.NaN,
    list: [1, 'two', null, { three: 3 }, [true]],
    nested: { a: { b: [] }, empty: {} },
  };
  const asJson = JSON.parse(JSON.stringify(sample)) as Record<string, unknown>;

  it('gives back what JSON.parse(JSON.stringify(obj)) gives, keys in the same order', () => {
    const back = fromStruct(toStruct(sample));
    expect(back).toEqual(asJson);
    expect(JSON.stringify(back)).toBe(JSON.stringify(asJson));
  });

  it('survives the wire: encoded and decoded by the contracts codec (proto-loader options)', () => {
    const { packageDefinitions } = loadContracts();
    const def = packageDefinitions.messagingProxy['svc.messaging_proxy.v1.HealthCheck'] as unknown as {
      serialize(v: unknown): Buffer;
      deserialize(b: Buffer): { details: Parameters<typeof fromStruct>[0] };
    };
    const decoded = def.deserialize(def.serialize({ passed: true, details: toStruct(sample) }));
    expect(JSON.stringify(fromStruct(decoded.details))).toBe(JSON.stringify(asJson));
    expect(fromStruct(def.deserialize(def.serialize({ passed: true })).details)).toEqual({});
  });
});
