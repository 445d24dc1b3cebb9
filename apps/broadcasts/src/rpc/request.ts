import { fromStruct, type broadcasts } from '@platform/contracts';
import { invalidArgument } from '@platform/errors';
import { isUuid } from '@platform/grpc';
import { NAME_MAX } from '../domain/broadcast-state';
import { componentsShapeProblem } from '../domain/recipients';
import type { TemplateChoice } from '../usecases/broadcasts.usecase';

/** The template a request names (name + language, or id); undefined when none. */
export function templateOf(t: broadcasts.TemplateRef__Output | null | undefined): TemplateChoice | undefined {
  if (!t || (!t.id && !t.name)) return undefined;
  if (t.id) {
    if (!/^\d{1,32}$/.test(t.id)) throw invalidArgument('INVALID_TEMPLATE', 'template.id must be an upstream template id (digits)');
    return { id: t.id };
  }
  if (!t.language) throw invalidArgument('INVALID_TEMPLATE', 'template.language is required with template.name');
  if (t.name.length > 512 || t.language.length > 20) throw invalidArgument('INVALID_TEMPLATE', 'template name or language too long');
  return { name: t.name, language: t.language };
}

export function nameOf(name: string): string {
  const n = name.trim();
  if (!n) throw invalidArgument('INVALID_NAME', 'name must not be empty');
  if (n.includes('\u0000')) throw invalidArgument('INVALID_NAME', 'name must not contain NUL characters');
  if (n.length > NAME_MAX) throw invalidArgument('INVALID_NAME', `name must be at most ${NAME_MAX} characters`);
  return n;
}

/** Default components of a broadcast (upstream syntax), shape-checked. */
export function parametersOf(structs: broadcasts.CreateBroadcastRequest__Output['template_parameters']): Array<Record<string, unknown>> {
  const list = structs.map((s) => fromStruct(s));
  const problem = componentsShapeProblem(list);
  if (problem) throw invalidArgument('INVALID_TEMPLATE_PARAMETERS', `template_parameters: ${problem}`);
  return list;
}

/** The agent's workflow id (a UUID; 400 otherwise); undefined when the request names no agent. */
export function agentOf(a: broadcasts.BroadcastAgent__Output | null | undefined): string | undefined {
  if (!a) return undefined;
  if (!isUuid(a.workflow_id)) throw invalidArgument('INVALID_AGENT', 'agent.workflow_id must be a workflow id (UUID)');
  return a.workflow_id.toLowerCase();
}

export function phoneNumberIdOf(v: string): string {
  if (!/^\d{1,32}$/.test(v)) throw invalidArgument('INVALID_PHONE_NUMBER_ID', 'phone_number_id must be a digit string');
  return v;
}
