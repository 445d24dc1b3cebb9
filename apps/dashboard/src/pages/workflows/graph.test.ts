import { describe, expect, it } from 'vitest';
import { layoutGraph, nodeTypeWords, pathOfEvents, readDefinition, stepsInOrder, type Definition } from './graph';

const def: Definition = {
  nodes: [
    { id: 'start', data: { node_type: 'start', config: {} } },
    { id: 'ask', data: { node_type: 'send_text', config: { message: 'Rate us' }, display_name: 'Ask for a rating' } },
    { id: 'wait', data: { node_type: 'wait_for_response', config: {} } },
    { id: 'thanks', data: { node_type: 'send_text', config: {} } },
    { id: 'late', data: { node_type: 'end', config: {} } },
  ],
  edges: [
    { source: 'start', target: 'ask', label: 'next' },
    { source: 'ask', target: 'wait' },
    { source: 'wait', target: 'thanks', label: 'next' },
    { source: 'wait', target: 'late', label: 'timeout' },
    { source: 'wait', target: 'ghost', label: 'next' },
  ],
};

describe('readDefinition', () => {
  it.each([
    [undefined, 0, 0],
    [null, 0, 0],
    ['x', 0, 0],
    [{ nodes: 'no' }, 0, 0],
    [{ nodes: [{ id: 'a' }, { nope: 1 }], edges: [{ source: 'a', target: 'a' }, { source: 1 }] }, 1, 1],
  ])('%j → %i nodes, %i edges', (raw, nodes, edges) => {
    const d = readDefinition(raw);
    expect(d.nodes).toHaveLength(nodes);
    expect(d.edges).toHaveLength(edges);
  });
});

describe('layoutGraph', () => {
  it('places every node top to bottom, drops edges to unknown nodes, labels edges (next when missing)', () => {
    const g = layoutGraph(def);
    expect(g.nodes.map((n) => n.id)).toEqual(['start', 'ask', 'wait', 'thanks', 'late']);
    const y = Object.fromEntries(g.nodes.map((n) => [n.id, n.y]));
    expect(y.start).toBeLessThan(y.ask);
    expect(y.ask).toBeLessThan(y.wait);
    expect(y.wait).toBeLessThan(y.thanks);
    expect(g.edges.map((e) => `${e.source}-${e.label}-${e.target}`)).toEqual(['start-next-ask', 'ask-next-wait', 'wait-next-thanks', 'wait-timeout-late']);
    expect(g.nodes.find((n) => n.id === 'ask')).toMatchObject({ name: 'Ask for a rating', nodeType: 'send_text' });
  });

  it('marks the path: visited nodes, the current one, the edges taken between consecutive nodes', () => {
    const g = layoutGraph(def, { nodeIds: ['start', 'ask', 'wait', 'thanks'], current: 'thanks' });
    expect(g.nodes.filter((n) => n.visited).map((n) => n.id)).toEqual(['start', 'ask', 'wait', 'thanks']);
    expect(g.nodes.filter((n) => n.current).map((n) => n.id)).toEqual(['thanks']);
    expect(g.edges.filter((e) => e.taken).map((e) => e.target)).toEqual(['ask', 'wait', 'thanks']);
  });
});

describe('stepsInOrder', () => {
  it('lists breadth first from the start with each edge, unreached nodes last', () => {
    const steps = stepsInOrder({ ...def, nodes: [...def.nodes, { id: 'orphan', data: { node_type: 'end' } }] });
    expect(steps.map((s) => s.id)).toEqual(['start', 'orphan', 'ask', 'wait', 'thanks', 'late']);
    expect(steps.find((s) => s.id === 'wait')!.next).toEqual([
      { label: 'next', target: 'thanks', targetName: 'thanks' },
      { label: 'timeout', target: 'late', targetName: 'late' },
    ]);
    expect(steps.find((s) => s.id === 'start')!.next[0].targetName).toBe('Ask for a rating');
  });
});

describe('pathOfEvents', () => {
  const ev = (node: string | null, at: string) => ({
    event_type: 'step_started',
    created_at: at,
    step: node ? { node_id: node, node_type: 'x', position: 0 } : null,
  });
  it.each([
    ['no events, no current', [], null, []],
    ['no events, a current step', [], 'wait', ['wait']],
    // newest first, as the API lists them
    [
      'repeated events of a node collapse',
      [ev('wait', '3'), ev('ask', '2'), ev('ask', '2'), ev(null, '1'), ev('start', '1')],
      'wait',
      ['start', 'ask', 'wait'],
    ],
    ['a loop enters a node again', [ev('ask', '4'), ev('wait', '3'), ev('ask', '2'), ev('start', '1')], null, ['start', 'ask', 'wait', 'ask']],
  ])('%s', (_name, events, current, expected) => {
    expect(pathOfEvents(events, current).nodeIds).toEqual(expected);
  });
});

describe('nodeTypeWords', () => {
  it.each([
    ['wait_for_response', 'Wait for response'],
    ['call', 'Call workflow'],
    ['brand_new', 'brand new'],
  ])('%s → %s', (t, w) => expect(nodeTypeWords(t)).toBe(w));
});
