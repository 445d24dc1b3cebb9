/**
 * What executing a node means, where it needs no I/O: the Cloud API message body of each send node,
 * which edge a reply or a timeout takes, how a burst of inputs becomes one reply, and the child-call
 * rules. Pure; the engine (../engine, facade usecases/execution-engine.usecase) does the I/O around these.
 */
import { choiceIds, nextNodeId } from './graph-navigation';
import { NEXT_LABEL, TIMEOUT_LABEL, type NodeOf, type WorkflowDefinition, type WorkflowNode } from './graph.schema';
import { renderTemplate, renderValue, type ExecutionContext } from './templating';

/** Who a send goes to: a phone number routes; else the business-scoped user id. */
export interface Addressee {
  phoneNumber?: string | null;
  recipient?: string | null;
}

/** The send node types. */
export type SendNode = NodeOf<'send_text'> | NodeOf<'send_template'> | NodeOf<'send_interactive'>;

/** The addressing part of a message body: `to` (phone) or `recipient` (user id); undefined when neither is known. */
export function addressOf(a: Addressee): Record<string, string> | undefined {
  if (a.phoneNumber) return { to: a.phoneNumber };
  if (a.recipient) return { recipient: a.recipient };
  return undefined;
}

function templateParameters(params: NodeOf<'send_template'>['config']['parameters'], ctx: ExecutionContext): Record<string, unknown>[] {
  if (!params) return [];
  if (Array.isArray(params)) return params.map((p) => ({ type: 'text', text: renderTemplate(p, ctx) }));
  const entries = Object.entries(params);
  // Numbered keys ("1", "2", ...) are positional; other keys are named parameters.
  if (entries.every(([k]) => /^\d+$/.test(k)))
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => ({ type: 'text', text: renderTemplate(v, ctx) }));
  return entries.map(([k, v]) => ({ type: 'text', parameter_name: k, text: renderTemplate(v, ctx) }));
}

function header(c: { header_type?: string; header_text?: string; header_media_url?: string }, ctx: ExecutionContext): Record<string, unknown> | undefined {
  if (!c.header_type || c.header_type === 'none') return undefined;
  if (c.header_type === 'text') return c.header_text ? { type: 'text', text: renderTemplate(c.header_text, ctx) } : undefined;
  return c.header_media_url ? { type: c.header_type, [c.header_type]: { link: renderTemplate(c.header_media_url, ctx) } } : undefined;
}

/** The Cloud API message body of a send node, rendered against the execution's variables (without the addressing). */
export function messageBody(node: SendNode, ctx: ExecutionContext): Record<string, unknown> {
  const r = (s: string) => renderTemplate(s, ctx);
  if (node.type === 'send_text') return { type: 'text', text: { body: r(node.config.message), ...(node.config.preview_url ? { preview_url: true } : {}) } };
  if (node.type === 'send_template') {
    const parameters = templateParameters(node.config.parameters, ctx);
    return {
      type: 'template',
      template: {
        name: node.config.template_name,
        language: { code: node.config.language },
        ...(parameters.length ? { components: [{ type: 'body', parameters }] } : {}),
      },
    };
  }
  const c = node.config;
  const h = header(c, ctx);
  const common = {
    ...(h ? { header: h } : {}),
    body: { text: r(c.body_text) },
    ...(c.footer_text ? { footer: { text: r(c.footer_text) } } : {}),
  };
  switch (c.interactive_type) {
    case 'button':
      return {
        type: 'interactive',
        interactive: { type: 'button', ...common, action: { buttons: c.buttons.map((b) => ({ type: 'reply', reply: { id: b.id, title: r(b.title) } })) } },
      };
    case 'list':
      return {
        type: 'interactive',
        interactive: {
          type: 'list',
          ...common,
          action: {
            button: r(c.list_button_text),
            sections: c.list_sections.map((s) => ({
              ...(s.title ? { title: r(s.title) } : {}),
              rows: s.rows.map((row) => ({ id: row.id, title: r(row.title), ...(row.description ? { description: r(row.description) } : {}) })),
            })),
          },
        },
      };
    case 'cta_url':
      return {
        type: 'interactive',
        interactive: { type: 'cta_url', ...common, action: { name: 'cta_url', parameters: { display_text: r(c.cta_display_text), url: r(c.cta_url) } } },
      };
    case 'flow':
      return {
        type: 'interactive',
        interactive: {
          type: 'flow',
          ...common,
          action: {
            name: 'flow',
            parameters: {
              flow_message_version: '3',
              flow_id: c.flow_id,
              flow_cta: r(c.flow_cta),
              flow_action: c.flow_action ?? 'navigate',
              ...(c.flow_token ? { flow_token: r(c.flow_token) } : {}),
              ...(c.flow_action_payload ? { flow_action_payload: renderValue(c.flow_action_payload, ctx) } : {}),
            },
          },
        },
      };
  }
}

/** One input as buffered: the text the contact sent, and the id of a button or list row they picked. */
export interface InputFact {
  text: string | null;
  /** Button reply or list reply id, when the message was one. */
  choiceId?: string | null;
  payload?: Record<string, unknown>;
}

/** A burst of inputs as one reply: texts joined by new lines (in arrival order), the last choice picked. */
export function mergeInputs(inputs: InputFact[]): { text: string; choiceId: string | null; count: number } {
  const texts = inputs.map((i) => i.text).filter((t): t is string => typeof t === 'string' && t.length > 0);
  const choice = [...inputs].reverse().find((i) => i.choiceId)?.choiceId ?? null;
  return { text: texts.join('\n'), choiceId: choice, count: inputs.length };
}

/**
 * The edge a reply takes at a waiting node, or undefined when the node keeps waiting (a button/list
 * node without a `next` edge given a reply that is none of its choices). A leaf wait (no edge at all)
 * answers `next`, which then ends the execution.
 */
export function replyLabel(def: WorkflowDefinition, node: WorkflowNode, reply: { text: string; choiceId: string | null }): string | undefined {
  if (node.type === 'wait_for_response') return NEXT_LABEL;
  const ids = choiceIds(node);
  const picked = reply.choiceId && ids.includes(reply.choiceId) ? reply.choiceId : ids.find((id) => id === reply.text.trim());
  if (picked && nextNodeId(def, node.id, picked) !== undefined) return picked;
  if (nextNodeId(def, node.id, NEXT_LABEL) !== undefined) return NEXT_LABEL;
  return undefined;
}

/** The edge a timeout takes: `timeout` when the node has one, else `next` (reference: wait node). */
export function timeoutLabel(def: WorkflowDefinition, node: WorkflowNode): string {
  return nextNodeId(def, node.id, TIMEOUT_LABEL) !== undefined ? TIMEOUT_LABEL : NEXT_LABEL;
}

/** Variable a call node writes its child's failure to (peer default). */
export const DEFAULT_CALL_ERROR_VAR = 'subworkflow_error';

/** A call that would re-enter a workflow already on the call stack is refused (peer: "Workflow call cycle detected"). */
export function callCycle(callStack: string[], childWorkflowId: string): boolean {
  return callStack.includes(childWorkflowId);
}

/** The context a child starts with: copies of the parent's scopes, its own system identity. */
export function childContext(parent: ExecutionContext, system: Record<string, unknown>): ExecutionContext {
  return {
    vars: structuredClone(parent.vars),
    system: { ...structuredClone(parent.system), ...system },
    context: structuredClone(parent.context),
    metadata: structuredClone(parent.metadata),
  };
}

/** The parent's vars after its child ended: the child's vars merged over the parent's (peer rule). */
export function mergeChildVars(parent: ExecutionContext, child: ExecutionContext): ExecutionContext {
  return { ...parent, vars: { ...parent.vars, ...child.vars } };
}

/** Most steps one execution may run without waiting before it is failed (a graph loop without a wait). */
export const MAX_STEPS_WITHOUT_WAIT = 500;
/** Steps one work item runs before re-queueing the rest (keeps one busy execution from holding a worker). */
export const STEPS_PER_WORK_ITEM = 50;
/** Deepest call chain (root = 1). */
export const MAX_CALL_DEPTH = 10;
