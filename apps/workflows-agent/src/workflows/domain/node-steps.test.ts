import { describe, expect, it } from 'vitest';
import { parseDefinition } from './graph-parse';
import type { WorkflowDefinition, WorkflowNode } from './graph.schema';
import { addressOf, callCycle, childContext, mergeChildVars, mergeInputs, messageBody, replyLabel, timeoutLabel, type SendNode } from './node-steps';
import type { ExecutionContext } from './templating';

const ctx: ExecutionContext = { vars: { name: 'Ada', n: 3 }, system: { workflow_id: 'w' }, context: { phone_number: '1555' }, metadata: {} };

function def(nodes: { id: string; type: string; config?: Record<string, unknown> }[], edges: [string, string, string?][]): WorkflowDefinition {
  const parsed = parseDefinition({
    nodes: nodes.map((n) => ({ id: n.id, data: { node_type: n.type, config: n.config ?? {} } })),
    edges: edges.map(([source, target, label]) => ({ source, target, label: label ?? 'next' })),
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.definition;
}
const node = (d: WorkflowDefinition, id: string) => d.nodes.find((n) => n.id === id) as WorkflowNode;

const menu = def(
  [
    { id: 'start', type: 'start' },
    {
      id: 'menu',
      type: 'send_interactive',
      config: {
        interactive_type: 'button',
        body_text: 'Hi {{vars.name}}',
        footer_text: 'n={{vars.n}}',
        buttons: [
          { id: 'yes', title: 'Yes' },
          { id: 'no', title: 'No' },
        ],
        timeout_seconds: 60,
      },
    },
    { id: 'y', type: 'end' },
    { id: 't', type: 'end' },
  ],
  [
    ['start', 'menu'],
    ['menu', 'y', 'yes'],
    ['menu', 't', 'timeout'],
  ],
);

describe('send bodies', () => {
  it('renders text, template parameters (numbered → positional, named → parameter_name) and buttons', () => {
    const text = def(
      [
        { id: 'start', type: 'start' },
        { id: 's', type: 'send_text', config: { message: 'Hi {{vars.name}}' } },
      ],
      [['start', 's']],
    );
    expect(messageBody(node(text, 's') as SendNode, ctx)).toEqual({ type: 'text', text: { body: 'Hi Ada' } });
    const tpl = def(
      [
        { id: 'start', type: 'start' },
        { id: 'a', type: 'send_template', config: { template_name: 'promo', language: 'en_US', parameters: { '2': 'b', '1': '{{vars.name}}' } } },
        { id: 'b', type: 'send_template', config: { template_name: 'promo', language: 'en', parameters: { first: '{{vars.n}}' } } },
      ],
      [
        ['start', 'a'],
        ['a', 'b'],
      ],
    );
    expect(messageBody(node(tpl, 'a') as SendNode, ctx)).toEqual({
      type: 'template',
      template: {
        name: 'promo',
        language: { code: 'en_US' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ada' },
              { type: 'text', text: 'b' },
            ],
          },
        ],
      },
    });
    expect((messageBody(node(tpl, 'b') as SendNode, ctx).template as { components: unknown[] }).components).toEqual([
      { type: 'body', parameters: [{ type: 'text', parameter_name: 'first', text: '3' }] },
    ]);
    expect(messageBody(node(menu, 'menu') as SendNode, ctx)).toEqual({
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'Hi Ada' },
        footer: { text: 'n=3' },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'yes', title: 'Yes' } },
            { type: 'reply', reply: { id: 'no', title: 'No' } },
          ],
        },
      },
    });
  });

  it('addresses a phone number as to, else the user id as recipient', () => {
    expect(addressOf({ phoneNumber: '1555', recipient: 'US.1' })).toEqual({ to: '1555' });
    expect(addressOf({ recipient: 'US.1' })).toEqual({ recipient: 'US.1' });
    expect(addressOf({})).toBeUndefined();
  });
});

describe('replies and timeouts', () => {
  it('a choice takes its edge; a reply that is no choice keeps a node without next waiting; a timeout takes timeout', () => {
    expect(replyLabel(menu, node(menu, 'menu'), { text: 'Yes', choiceId: 'yes' })).toBe('yes');
    expect(replyLabel(menu, node(menu, 'menu'), { text: 'yes', choiceId: null })).toBe('yes');
    expect(replyLabel(menu, node(menu, 'menu'), { text: 'maybe', choiceId: null })).toBeUndefined();
    expect(timeoutLabel(menu, node(menu, 'menu'))).toBe('timeout');
  });

  it('merges a burst in order, keeping the last choice', () => {
    expect(
      mergeInputs([
        { text: 'a', choiceId: null },
        { text: 'b', choiceId: 'yes' },
        { text: null, choiceId: null },
        { text: 'c', choiceId: null },
      ]),
    ).toEqual({ text: 'a\nb\nc', choiceId: 'yes', count: 4 });
  });
});

describe('child calls', () => {
  it('copies the scopes into the child, merges its vars back, refuses a cycle', () => {
    const child = childContext(ctx, { workflow_id: 'c', execution_id: 'e2' });
    child.vars.ticket = 'T-1';
    expect(ctx.vars).not.toHaveProperty('ticket');
    expect(child.system).toMatchObject({ workflow_id: 'c', execution_id: 'e2' });
    expect(mergeChildVars(ctx, child).vars).toEqual({ name: 'Ada', n: 3, ticket: 'T-1' });
    expect(callCycle(['a', 'b'], 'a')).toBe(true);
    expect(callCycle(['a', 'b'], 'c')).toBe(false);
  });
});
