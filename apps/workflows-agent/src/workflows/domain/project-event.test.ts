/**
 * One rule for project events (decision 0743): the emit_event node's save-time check and POST /events
 * (ProjectEventsUsecase, through `projectEventViolations`) give the same verdict for the same event.
 * Risk removed: an event a workflow may emit being refused by the API (or the reverse), limits drifting.
 */
import { describe, expect, it } from 'vitest';
import { parseDefinition } from './graph-parse';
import { projectEventViolations } from './project-event';

/** The verdict of saving a workflow whose emit_event node emits this event: the first error's message, or null. */
function nodeVerdict(name: unknown, properties: unknown): string | null {
  const r = parseDefinition({
    nodes: [
      { id: 'start', data: { node_type: 'start', config: {} } },
      { id: 'emit', data: { node_type: 'emit_event', config: { event_name: name, ...(properties === undefined ? {} : { properties }) } } },
    ],
    edges: [{ source: 'start', target: 'emit', label: 'next' }],
  });
  return r.ok ? null : r.errors[0]!.message;
}

/** The verdict of POST /events on the same event: the first violation's message, or null. */
function apiVerdict(name: unknown, properties: unknown): string | null {
  return projectEventViolations({ name, properties })[0]?.message ?? null;
}

const long = (n: number, c = 'a') => c.repeat(n);
const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));

const CASES: [string, unknown, unknown, boolean][] = [
  ['simple', 'order.placed', { total: 12.5, paid: true, note: null, sku: 'A-1' }, true],
  ['no properties', 'signup', undefined, true],
  ['empty properties', 'a.b.c', {}, true],
  ['name of 128 characters', long(128), {}, true],
  ['name of 129 characters', long(129), {}, false],
  ['upper case name', 'Order.Placed', {}, false],
  ['name with a space', 'order placed', {}, false],
  ['name starting with a digit', '1order', {}, false],
  ['trailing dot', 'order.', {}, false],
  ['empty name', '', {}, false],
  ['25 properties', 'x', many(25), true],
  ['26 properties', 'x', many(26), false],
  ['key of 64 characters', 'x', { [long(64)]: 1 }, true],
  ['key of 65 characters', 'x', { [long(65)]: 1 }, false],
  ['empty key', 'x', { '': 1 }, false],
  ['string of 1024 bytes', 'x', { s: long(1024) }, true],
  ['string of 1025 bytes', 'x', { s: long(1025) }, false],
  ['multi-byte string over 1024 bytes', 'x', { s: long(342, '€') }, false],
  ['over 8 KiB in all', 'x', Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, long(1000)])), false],
  ['nested object', 'x', { o: { a: 1 } }, false],
  ['array value', 'x', { a: [1, 2] }, false],
  ['properties not an object', 'x', 'nope', false],
  ['properties an array', 'x', [1], false],
];

describe('project events: one rule for the emit_event node and POST /events', () => {
  for (const [label, name, properties, valid] of CASES) {
    it(`${label}: both ${valid ? 'accept' : 'refuse'}`, () => {
      const node = nodeVerdict(name, properties);
      const api = apiVerdict(name, properties);
      expect(node === null).toBe(valid);
      expect(api === null).toBe(valid);
    });
  }

  it('gives the same messages for the limits both check', () => {
    for (const [, name, properties] of CASES.filter(([, , p]) => p && typeof p === 'object' && !Array.isArray(p))) {
      const api = apiVerdict(name, properties);
      if (api && !api.includes('scalar') && !api.includes('string, number')) expect(nodeVerdict(name, properties)).toBe(api);
    }
  });
});
