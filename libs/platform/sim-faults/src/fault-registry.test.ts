import { describe, expect, it } from 'vitest';
import { FaultRegistry, faultSpecSchema } from '.';

const schema = faultSpecSchema(['latency', 'http_error'], {});
type Spec = ReturnType<typeof schema.parse>;

describe('FaultRegistry', () => {
  it('matches method and path (substring or /regex/flags), uses up times, counts hits', () => {
    const faults = new FaultRegistry<Spec>();
    faults.add(schema.parse({ kind: 'http_error', match: { method: 'post', path: '/actions/run' }, times: 1 }));
    faults.add(schema.parse({ kind: 'latency', match: { path: '/^\\/v[\\d.]+\\/PHONE/i' } }));
    expect(faults.take('GET', '/v1/connect/actions/run')).toBeNull();
    expect(faults.take('POST', '/v1/connect/actions/run')?.kind).toBe('http_error');
    expect(faults.take('POST', '/v1/connect/actions/run')).toBeNull();
    expect(faults.take('GET', '/v21.0/phone_numbers')?.kind).toBe('latency');
    expect(faults.take('GET', '/x/v21.0/phone_numbers')).toBeNull();
    expect(faults.list().map((f) => [f.kind, f.hits, f.remaining])).toEqual([
      ['http_error', 1, 0],
      ['latency', 1, null],
    ]);
  });

  it('takes only the kinds asked for, and clears', () => {
    const faults = new FaultRegistry<Spec>();
    faults.add(schema.parse({ kind: 'latency' }));
    expect(faults.take('GET', '/a', ['http_error'])).toBeNull();
    expect(faults.take('GET', '/a', ['latency'])?.hits).toBe(1);
    faults.clear();
    expect(faults.list()).toEqual([]);
  });
});
