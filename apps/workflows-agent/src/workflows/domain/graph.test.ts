import { describe, expect, it } from 'vitest';
import { allowedLabels, definitionReferences, findNode, nextNodeId, nodeWaitsForReply, waitTimeoutSeconds } from './graph-navigation';
import { parseDefinition, definitionToWire } from './graph-parse';
import type { GraphError } from './graph.schema';

type WireNode = { id: string; data: { node_type?: string; config?: unknown } };
type WireEdge = { source: string; target: string; label?: string; flow_condition_id?: string };

const node = (id: string, node_type: string, config: unknown = {}): WireNode => ({ id, data: { node_type, config } });
const edge = (source: string, target: string, label?: string): WireEdge => ({ source, target, ...(label ? { label } : {}) });

function errorsOf(nodes: WireNode[], edges: WireEdge[]): GraphError[] {
  const r = parseDefinition({ nodes, edges });
  if (r.ok) throw new Error('expected the definition to be refused');
  return r.errors;
}

const SAMPLE_FUNCTION = { decision_type: 'function', function_id: '5d0c7a9e-1f2b-4c3d-8e4f-a5b6c7d8e9f0', conditions: [{ label: 'yes' }, { label: 'no' }] };

describe('parseDefinition', () => {
  it('accepts a question → wait → decide → call → end graph and gives conditions stable ids', () => {
    const r = parseDefinition({
      nodes: [
        node('start', 'start'),
        node('ask', 'send_text', { message: 'Hi {{context.contact.profile_name}}, proceed?' }),
        node('wait', 'wait_for_response', { save_response_to: 'answer', has_timeout: true, timeout_seconds: 60 }),
        node('decide', 'decide', SAMPLE_FUNCTION),
        node('child', 'call', { workflow_id: '7a1c1f0e-4a53-4d1e-9d1b-6f0a4b3e2c11' }),
        node('bye', 'send_text', { message: 'Bye {{vars.answer}}' }),
        node('done', 'end'),
      ],
      edges: [
        edge('start', 'ask'),
        edge('ask', 'wait', 'next'),
        edge('wait', 'decide'),
        edge('wait', 'bye', 'timeout'),
        edge('decide', 'child', 'yes'),
        edge('decide', 'bye', 'no'),
        edge('child', 'done'),
        edge('bye', 'done'),
      ],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const d = r.definition;
    expect(findNode(d, 'decide')?.type).toBe('decide');
    expect(nextNodeId(d, 'wait', 'timeout')).toBe('bye');
    expect(nextNodeId(d, 'decide', 'yes')).toBe('child');
    expect(nextNodeId(d, 'done')).toBeUndefined();
    const decide = findNode(d, 'decide');
    if (decide?.type !== 'decide') throw new Error('decide');
    expect(decide.config.conditions.map((c) => c.id)).toEqual(['decide_c0', 'decide_c1']);
    expect(d.edges.find((e) => e.source === 'decide' && e.label === 'no')?.flow_condition_id).toBe('decide_c1');
    expect(waitTimeoutSeconds(findNode(d, 'wait')!)).toBe(60);
    // Round trip through the wire shape keeps ids and condition ids.
    const again = parseDefinition(definitionToWire(d));
    expect(again.ok && again.definition).toEqual(d);
  });

  it('refuses a graph without a start node and one with two', () => {
    expect(errorsOf([node('a', 'end')], [])).toContainEqual({ path: 'nodes', message: 'the workflow needs exactly one start node (none found)' });
    const two = errorsOf([node('start', 'start'), node('s2', 'start')], []);
    expect(two).toContainEqual({ path: 'nodes[1].data.node_type', message: 'the workflow needs exactly one start node (found 2)' });
  });

  it('treats a missing node_type as start (peer rule) and refuses an unknown one by name', () => {
    expect(parseDefinition({ nodes: [{ id: 'start', data: {} }], edges: [] }).ok).toBe(true);
    const errs = errorsOf([node('start', 'start'), node('x', 'teleport')], []);
    expect(errs[0]).toMatchObject({ path: 'nodes[1].data.node_type' });
    expect(errs[0]!.message).toContain("unknown node type 'teleport'");
  });

  it('refuses edges whose source or target do not exist, and an edge into the start node', () => {
    const errs = errorsOf([node('start', 'start'), node('a', 'end')], [edge('start', 'a'), edge('ghost', 'a'), edge('a', 'nowhere'), edge('a', 'start')]);
    expect(errs).toContainEqual({ path: 'edges[1].source', message: "no node with id 'ghost'" });
    expect(errs).toContainEqual({ path: 'edges[2].target', message: "no node with id 'nowhere'" });
    expect(errs).toContainEqual({ path: 'edges[3].target', message: 'the start node cannot be the target of an edge' });
  });

  it('checks edge labels per node type', () => {
    const errs = errorsOf(
      [node('start', 'start'), node('t', 'send_text', { message: 'x' }), node('w', 'wait_for_response', {}), node('e', 'end'), node('e2', 'end')],
      [edge('start', 't', 'yes'), edge('t', 'w'), edge('w', 'e', 'timeout'), edge('w', 'e2'), edge('e', 'e2')],
    );
    expect(errs.map((e) => e.path)).toEqual(['edges[0].label', 'edges[2].label', 'edges[4].label']);
    expect(errs[0]!.message).toBe("label 'yes' is not allowed from node 'start'; allowed label for this start node: 'next'");
    expect(errs[1]!.message).toContain("allowed label for this wait_for_response node: 'next'");
    expect(errs[2]!.message).toContain('an end node has no outgoing edges');
  });

  it('refuses two outgoing edges with the same label', () => {
    const errs = errorsOf([node('start', 'start'), node('a', 'end'), node('b', 'end')], [edge('start', 'a'), edge('start', 'b')]);
    expect(errs).toContainEqual({ path: 'edges[1].label', message: "node 'start' already has an outgoing edge labelled 'next'" });
  });

  it('checks decide conditions: unique labels, one edge each, edges only for known labels', () => {
    const errs = errorsOf(
      [
        node('start', 'start'),
        node('d', 'decide', {
          decision_type: 'function',
          function_id: '5d0c7a9e-1f2b-4c3d-8e4f-a5b6c7d8e9f2',
          conditions: [{ label: 'a' }, { label: 'a' }, { label: 'b' }],
        }),
        node('e', 'end'),
        node('e2', 'end'),
      ],
      [edge('start', 'd'), edge('d', 'e', 'a'), edge('d', 'e2', 'c')],
    );
    expect(errs).toContainEqual({ path: 'nodes[1].data.config.conditions[1].label', message: "duplicate condition label 'a'" });
    expect(errs).toContainEqual({ path: 'nodes[1].data.config.conditions[2]', message: "condition 'b' has no outgoing edge labelled 'b'" });
    expect(errs.find((e) => e.path === 'edges[2].label')?.message).toContain("allowed labels for this decide node: 'a', 'a', 'b'");
    expect(
      errorsOf(
        [node('start', 'start'), node('d', 'decide', { decision_type: 'function', function_id: '5d0c7a9e-1f2b-4c3d-8e4f-a5b6c7d8e9f2', conditions: [] })],
        [edge('start', 'd')],
      ),
    ).toContainEqual({
      path: 'nodes[1].data.config.conditions',
      message: 'a decide node needs at least one condition',
    });
    expect(errorsOf([node('start', 'start'), node('d', 'decide', { decision_type: 'magic', conditions: [{ label: 'a' }] })], [edge('start', 'd')])[0]).toEqual({
      path: 'nodes[1].data.config.decision_type',
      message: 'must be one of ai, function',
    });
  });

  it('refuses a flow_condition_id that names no condition of the node', () => {
    const errs = errorsOf(
      [
        node('start', 'start'),
        node('d', 'decide', {
          ...SAMPLE_FUNCTION,
          conditions: [
            { id: 'c1', label: 'yes' },
            { id: 'c2', label: 'no' },
          ],
        }),
        node('e', 'end'),
        node('f', 'end'),
      ],
      [edge('start', 'd'), { source: 'd', target: 'e', label: 'yes', flow_condition_id: 'c2' }, edge('d', 'f', 'no')],
    );
    expect(errs).toEqual([{ path: 'edges[1].flow_condition_id', message: "does not match condition 'yes' of node 'd' (id 'c1')" }]);
  });

  it('keeps timeouts in range and requires timeout_seconds with has_timeout', () => {
    const wait = (config: unknown) => errorsOf([node('start', 'start'), node('w', 'wait_for_response', config)], [edge('start', 'w')]);
    expect(wait({ timeout_seconds: 5 })).toEqual([{ path: 'nodes[1].data.config.timeout_seconds', message: 'must be between 10 and 604800 seconds' }]);
    expect(wait({ timeout_seconds: 604_801 })[0]!.message).toBe('must be between 10 and 604800 seconds');
    expect(wait({ timeout_seconds: 30.5 })[0]!.message).toBe('must be an integer');
    expect(wait({ has_timeout: true })).toEqual([{ path: 'nodes[1].data.config.timeout_seconds', message: 'is required when has_timeout is true' }]);
    const ok = parseDefinition({
      nodes: [node('start', 'start'), node('w', 'wait_for_response', { has_timeout: false, timeout_seconds: 30 })],
      edges: [edge('start', 'w')],
    });
    expect(ok.ok && waitTimeoutSeconds(ok.definition.nodes[1]!)).toBeUndefined();
    expect(ok.ok && allowedLabels(ok.definition.nodes[1]!)).toEqual(['next']);
  });

  it('enforces the upstream button limits (1-3 buttons, title ≤ 20, unique)', () => {
    const buttons = (list: unknown) =>
      errorsOf([node('start', 'start'), node('b', 'send_interactive', { interactive_type: 'button', body_text: 'Pick', buttons: list })], [edge('start', 'b')]);
    expect(buttons([])).toEqual([{ path: 'nodes[1].data.config.buttons', message: 'must have 1 to 3 buttons' }]);
    const four = [1, 2, 3, 4].map((i) => ({ id: `b${i}`, title: `B${i}` }));
    expect(buttons(four)).toEqual([{ path: 'nodes[1].data.config.buttons', message: 'must have 1 to 3 buttons' }]);
    expect(buttons([{ id: 'a', title: 'x'.repeat(21) }])).toEqual([
      { path: 'nodes[1].data.config.buttons[0].title', message: 'must be at most 20 characters' },
    ]);
    expect(
      buttons([
        { id: 'a', title: 'Same' },
        { id: 'a', title: 'Same' },
      ]),
    ).toEqual([
      { path: 'nodes[1].data.config.buttons[1].id', message: "duplicate button id 'a'" },
      { path: 'nodes[1].data.config.buttons[1].title', message: "duplicate button title 'Same'" },
    ]);
  });

  it('enforces the upstream list limits (≤ 10 rows in total, ≤ 10 sections, titles ≤ 24)', () => {
    const list = (sections: unknown) =>
      errorsOf(
        [
          node('start', 'start'),
          node('l', 'send_interactive', { interactive_type: 'list', body_text: 'Pick', list_button_text: 'Menu', list_sections: sections }),
        ],
        [edge('start', 'l')],
      );
    const rows = (n: number, p: string) => Array.from({ length: n }, (_, i) => ({ id: `${p}${i}`, title: `Row ${i}` }));
    expect(
      list([
        { title: 'A', rows: rows(6, 'a') },
        { title: 'B', rows: rows(5, 'b') },
      ]),
    ).toEqual([{ path: 'nodes[1].data.config.list_sections', message: 'must have at most 10 rows in total across sections (has 11)' }]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ title: `S${i}`, rows: [{ id: `r${i}`, title: 'x' }] }));
    expect(list(eleven)).toEqual([{ path: 'nodes[1].data.config.list_sections', message: 'must have at most 10 sections' }]);
    expect(list([{ rows: [{ id: 'r', title: 'y'.repeat(25) }] }])).toEqual([
      { path: 'nodes[1].data.config.list_sections[0].rows[0].title', message: 'must be at most 24 characters' },
    ]);
    expect(list([{ rows: rows(1, 'a') }, { title: 'B', rows: rows(1, 'b') }])).toEqual([
      { path: 'nodes[1].data.config.list_sections[0].title', message: 'is required when the list has more than one section' },
    ]);
  });

  it('lets a button node branch on its button ids (it then waits for the choice) and refuses unknown ids', () => {
    const nodes = [
      node('start', 'start'),
      node('b', 'send_interactive', {
        interactive_type: 'button',
        body_text: 'Pick',
        buttons: [
          { id: 'yes', title: 'Yes' },
          { id: 'no', title: 'No' },
        ],
        timeout_seconds: 600,
      }),
      node('y', 'end'),
      node('n', 'end'),
      node('t', 'end'),
    ];
    const r = parseDefinition({ nodes, edges: [edge('start', 'b'), edge('b', 'y', 'yes'), edge('b', 'n', 'no'), edge('b', 't', 'timeout')] });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(nodeWaitsForReply(r.definition, r.definition.nodes[1]!)).toBe(true);
      expect(waitTimeoutSeconds(r.definition.nodes[1]!)).toBe(600);
    }
    const errs = errorsOf(nodes, [edge('start', 'b'), edge('b', 'y', 'maybe'), edge('b', 'n', 'no'), edge('b', 't', 'timeout')]);
    expect(errs[0]!.message).toBe("label 'maybe' is not allowed from node 'b'; allowed labels for this send_interactive node: 'next', 'yes', 'no', 'timeout'");
    // Without branching edges the node does not wait, so a timeout is meaningless.
    const plain = errorsOf(nodes.slice(0, 3), [edge('start', 'b'), edge('b', 'y')]);
    expect(plain).toEqual([{ path: 'nodes[1].data.config.timeout_seconds', message: expect.stringContaining('applies only when') }]);
  });

  it('refuses malformed and unknown-scope template references with their path', () => {
    const errs = errorsOf(
      [
        node('start', 'start'),
        node('t', 'send_text', { message: 'Hi {{user.name}} {{vars.ok}}' }),
        node('h', 'webhook', { url: 'https://example.com/{{vars.id', method: 'POST', body_template: { a: ['{{system.nope}}'] } }),
      ],
      [edge('start', 't'), edge('t', 'h')],
    );
    expect(errs).toEqual([
      {
        path: 'nodes[1].data.config.message',
        message: "unknown variable scope 'user' in {{user.name}}; use vars, system, context, metadata or last_user_input",
      },
      { path: 'nodes[2].data.config.url', message: "unclosed placeholder: '{{' without a matching '}}'" },
      { path: 'nodes[2].data.config.body_template.a[0]', message: expect.stringContaining("unknown system variable 'nope'") },
    ]);
  });

  it('reports unreachable nodes', () => {
    const errs = errorsOf(
      [node('start', 'start'), node('a', 'end'), node('island', 'send_text', { message: 'x' }), node('b', 'end')],
      [edge('start', 'a'), edge('island', 'b')],
    );
    expect(errs).toEqual([
      { path: 'nodes[2]', message: "node 'island' is unreachable from the start node" },
      { path: 'nodes[3]', message: "node 'b' is unreachable from the start node" },
    ]);
  });

  it('refuses bad node ids, duplicates, unknown config fields and bad webhook methods', () => {
    const errs = errorsOf([node('start', 'start'), node('1bad', 'end'), node('start', 'end')], []);
    expect(errs.map((e) => e.path)).toEqual(['nodes[1].id', 'nodes[2].id', 'nodes[1]']);
    expect(errorsOf([node('start', 'start', { color: 'red' })], [])).toEqual([{ path: 'nodes[0].data.config', message: 'unknown field(s): color' }]);
    expect(errorsOf([node('start', 'start'), node('h', 'webhook', { url: 'https://{{vars.host}}/x', method: 'POST' })], [edge('start', 'h')])).toEqual([
      { path: 'nodes[1].data.config.url', message: expect.stringContaining('placeholders may only follow the host') },
    ]);
    expect(errorsOf([node('start', 'start'), node('h', 'webhook', { url: 'https://x.test', method: 'TRACE' })], [edge('start', 'h')])).toEqual([
      { path: 'nodes[1].data.config.method', message: 'must be one of DELETE, GET, PATCH, POST, PUT' },
    ]);
  });

  it("applies the agents capability's checks to agent nodes and emit_event property limits", () => {
    const agent = {
      system_prompt: 'Help',
      provider_model_name: 'gpt-5',
      flow_agent_webhooks: [{ name: 'complete_task', description: 'x', url: 'https://hooks.example.com/a', http_method: 'POST' }],
    };
    expect(errorsOf([node('start', 'start'), node('a', 'agent', agent)], [edge('start', 'a')])).toEqual([
      { path: 'nodes[1].data.config.flow_agent_webhooks[0].name', message: 'must not be the name of a built-in tool' },
    ]);
    const twice = {
      provider_model_name: 'gpt-5',
      flow_agent_webhooks: [
        { name: 'lookup', description: 'x', url: 'https://hooks.example.com/a' },
        { name: 'lookup', description: 'y', url: 'https://hooks.example.com/b' },
      ],
    };
    expect(errorsOf([node('start', 'start'), node('a', 'agent', twice)], [edge('start', 'a')])).toEqual([
      { path: 'nodes[1].data.config.flow_agent_webhooks', message: 'tool name lookup is used twice' },
    ]);
    // A node's tool calls cannot be approved (approve/reject act on API runs only): refused on save.
    const approval = {
      provider_model_name: 'gpt-5',
      flow_agent_webhooks: [
        { name: 'lookup', description: 'x', url: 'https://hooks.example.com/a' },
        { name: 'refund', description: 'y', url: 'https://hooks.example.com/b', requires_approval: true },
      ],
    };
    expect(errorsOf([node('start', 'start'), node('a', 'agent', approval)], [edge('start', 'a')])).toEqual([
      {
        path: 'nodes[1].data.config.flow_agent_webhooks[1].requires_approval',
        message: 'requires_approval is not supported in workflow agent nodes (their tool calls cannot be approved)',
      },
    ]);
    const noApproval = { ...approval, flow_agent_webhooks: approval.flow_agent_webhooks.map((h) => ({ ...h, requires_approval: false })) };
    expect(parseDefinition({ nodes: [node('start', 'start'), node('a', 'agent', noApproval)], edges: [edge('start', 'a')] }).ok).toBe(true);
    expect(errorsOf([node('start', 'start'), node('a', 'agent', { provider_model_name: 'gpt-5', max_tokens: 8 })], [edge('start', 'a')])).toEqual([
      { path: 'nodes[1].data.config.max_tokens', message: 'must be between 16 and 64000' },
    ]);
    const props = Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`k${i}`, i]));
    expect(errorsOf([node('start', 'start'), node('e', 'emit_event', { event_name: 'order.placed', properties: props })], [edge('start', 'e')])).toEqual([
      { path: 'nodes[1].data.config.properties', message: 'must have at most 25 properties' },
    ]);
    expect(errorsOf([node('start', 'start'), node('e', 'emit_event', { event_name: 'Order Placed' })], [edge('start', 'e')])[0]!.path).toBe(
      'nodes[1].data.config.event_name',
    );
  });

  it('lists the references the use case checks against the project', () => {
    const r = parseDefinition({
      nodes: [
        node('start', 'start'),
        node('f', 'function', { function_id: '5d0c7a9e-1f2b-4c3d-8e4f-a5b6c7d8e9f1' }),
        node('c', 'call', { workflow_id: '7a1c1f0e-4a53-4d1e-9d1b-6f0a4b3e2c11' }),
        node('h', 'webhook', { url: 'https://hooks.example.com/x', method: 'POST' }),
        node('a', 'agent', {
          system_prompt: 'Help',
          provider_model_name: 'gpt-5',
          message_delivery_mode: 'tool_only',
          flow_agent_app_integration_tools: [{ name: 'crm', description: 'CRM', app_integration_id: '0b3f8a52-5f7e-4d4e-8d8a-1c2b3d4e5f61' }],
        }),
        node('i', 'integration', { integration_id: '0b3f8a52-5f7e-4d4e-8d8a-1c2b3d4e5f60', input: { text: '{{vars.x}}' } }),
      ],
      edges: [edge('start', 'f'), edge('f', 'c'), edge('c', 'h'), edge('h', 'a'), edge('a', 'i')],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(definitionReferences(r.definition)).toEqual({
      functions: [{ ref: '5d0c7a9e-1f2b-4c3d-8e4f-a5b6c7d8e9f1', path: 'nodes[1].data.config.function_id' }],
      workflows: [{ id: '7a1c1f0e-4a53-4d1e-9d1b-6f0a4b3e2c11', path: 'nodes[2].data.config.workflow_id' }],
      integrations: [
        { id: '0b3f8a52-5f7e-4d4e-8d8a-1c2b3d4e5f61', path: 'nodes[4].data.config.flow_agent_app_integration_tools[0].app_integration_id' },
        { id: '0b3f8a52-5f7e-4d4e-8d8a-1c2b3d4e5f60', path: 'nodes[5].data.config.integration_id' },
      ],
      providerModels: [{ id: 'gpt-5', path: 'nodes[4].data.config.provider_model_name', toolOnly: true }],
      urls: [{ url: 'https://hooks.example.com/x', path: 'nodes[3].data.config.url' }],
    });
  });

  it('reports config errors together with the id and edge problems of the same graph', () => {
    const errs = errorsOf(
      [node('start', 'start'), node('w', 'wait_for_response', { timeout_seconds: 1 }), node('w', 'end')],
      [edge('start', 'w'), edge('w', 'ghost')],
    );
    expect(errs).toEqual([
      { path: 'nodes[1].data.config.timeout_seconds', message: 'must be between 10 and 604800 seconds' },
      { path: 'nodes[2].id', message: "duplicate node id 'w'" },
      { path: 'edges[1].target', message: "no node with id 'ghost'" },
    ]);
  });

  it('answers precise errors for a non-object definition', () => {
    expect(parseDefinition('nope')).toEqual({ ok: false, errors: [{ path: '', message: 'must be an object with nodes and edges' }] });
    expect(parseDefinition({ edges: [] })).toEqual({ ok: false, errors: [{ path: 'nodes', message: 'is required' }] });
    expect(parseDefinition({ nodes: [{ id: 'start' }] })).toEqual({ ok: false, errors: [{ path: 'nodes[0].data', message: 'is required' }] });
    expect(parseDefinition({ nodes: [{ id: 'start', data: { node_type: 'start', config: 'x' } }] })).toEqual({
      ok: false,
      errors: [{ path: 'nodes[0].data.config', message: 'must be an object, not string' }],
    });
    expect(
      parseDefinition({
        nodes: [
          { id: 'start', data: {} },
          { id: 't', data: { node_type: 'send_text', config: { message: 7 } } },
        ],
        edges: [],
      }),
    ).toEqual({
      ok: false,
      errors: [{ path: 'nodes[1].data.config.message', message: 'must be a string, not number' }],
    });
  });
});
