import { fromStruct, normalizePage, pageMeta, type broadcasts } from '@platform/contracts';
import { invalidArgument, notFound } from '@platform/errors';
import { isUuid } from '@platform/grpc';
import { BROADCAST_STATES, NAME_MAX } from '../domain/broadcast-state';
import { componentsShapeProblem } from '../domain/recipients';
import { broadcastView, type BroadcastsRepository } from '../infra/db/broadcasts.repository';
import type { BroadcastsUsecase, TemplateChoice } from '../usecases/broadcasts.usecase';

/** The template a request names (name + language, or id); undefined when none. */
function templateOf(t: broadcasts.TemplateRef__Output | null | undefined): TemplateChoice | undefined {
  if (!t || (!t.id && !t.name)) return undefined;
  if (t.id) {
    if (!/^\d{1,32}$/.test(t.id)) throw invalidArgument('INVALID_TEMPLATE', 'template.id must be an upstream template id (digits)');
    return { id: t.id };
  }
  if (!t.language) throw invalidArgument('INVALID_TEMPLATE', 'template.language is required with template.name');
  if (t.name.length > 512 || t.language.length > 20) throw invalidArgument('INVALID_TEMPLATE', 'template name or language too long');
  return { name: t.name, language: t.language };
}

function nameOf(name: string): string {
  const n = name.trim();
  if (!n) throw invalidArgument('INVALID_NAME', 'name must not be empty');
  if (n.includes('\u0000')) throw invalidArgument('INVALID_NAME', 'name must not contain NUL characters');
  if (n.length > NAME_MAX) throw invalidArgument('INVALID_NAME', `name must be at most ${NAME_MAX} characters`);
  return n;
}

/** Default components of a broadcast (upstream syntax), shape-checked. */
function parametersOf(structs: broadcasts.CreateBroadcastRequest__Output['template_parameters']): Array<Record<string, unknown>> {
  const list = structs.map((s) => fromStruct(s));
  const problem = componentsShapeProblem(list);
  if (problem) throw invalidArgument('INVALID_TEMPLATE_PARAMETERS', `template_parameters: ${problem}`);
  return list;
}

/** The agent's workflow id (a UUID; 400 otherwise); undefined when the request names no agent. */
function agentOf(a: broadcasts.BroadcastAgent__Output | null | undefined): string | undefined {
  if (!a) return undefined;
  if (!isUuid(a.workflow_id)) throw invalidArgument('INVALID_AGENT', 'agent.workflow_id must be a workflow id (UUID)');
  return a.workflow_id.toLowerCase();
}

function phoneNumberIdOf(v: string): string {
  if (!/^\d{1,32}$/.test(v)) throw invalidArgument('INVALID_PHONE_NUMBER_ID', 'phone_number_id must be a digit string');
  return v;
}

/** CreateBroadcast: a draft with an approved template of the number's account. */
export function createBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.CreateBroadcastRequest__Output): Promise<broadcasts.CreateBroadcastResponse> => {
    const template = templateOf(req.template);
    if (!template) throw invalidArgument('INVALID_TEMPLATE', 'template (name and language, or id) is required');
    return {
      broadcast: await uc.create(req.project_id, {
        name: nameOf(req.name),
        phoneNumberId: phoneNumberIdOf(req.phone_number_id),
        template,
        templateParameters: parametersOf(req.template_parameters),
        agentWorkflowId: agentOf(req.agent),
      }),
    };
  };
}

/** ListBroadcasts (a query): most recent first, filters status and phone number. */
export function listBroadcastsRpc(repo: BroadcastsRepository) {
  return async (req: broadcasts.ListBroadcastsRequest__Output): Promise<broadcasts.ListBroadcastsResponse> => {
    if (req.status && !(BROADCAST_STATES as readonly string[]).includes(req.status)) {
      throw invalidArgument('INVALID_STATUS', `status must be one of ${BROADCAST_STATES.join(', ')}`);
    }
    if (req.phone_number_id) phoneNumberIdOf(req.phone_number_id);
    const page = normalizePage(req.page ?? undefined);
    const { items, total } = await repo.list(
      req.project_id,
      { status: req.status || undefined, phoneNumberId: req.phone_number_id || undefined },
      page.page,
      page.perPage,
    );
    const counters = await repo.counters(items.map((i) => i.id));
    return { broadcasts: items.map((i) => broadcastView(i, counters.get(i.id))), meta: pageMeta(page.page, page.perPage, total) };
  };
}

/** GetBroadcast (a query): one broadcast with its counters; foreign and unknown ids answer alike. */
export function getBroadcastRpc(repo: BroadcastsRepository) {
  return async (req: broadcasts.GetBroadcastRequest__Output): Promise<broadcasts.GetBroadcastResponse> => {
    const row = await repo.get(req.project_id, req.broadcast_id);
    if (!row) throw notFound('BROADCAST_NOT_FOUND', 'Broadcast not found');
    return { broadcast: broadcastView(row, await repo.countersOf(row.id)) };
  };
}

/** UpdateBroadcast: a draft's name, number, template, default parameters or agent (set_agent without agent removes it). */
export function updateBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.UpdateBroadcastRequest__Output): Promise<broadcasts.UpdateBroadcastResponse> => ({
    broadcast: await uc.update(req.project_id, req.broadcast_id, {
      name: req.name === undefined || req.name === null ? undefined : nameOf(req.name),
      phoneNumberId: req.phone_number_id ? phoneNumberIdOf(req.phone_number_id) : undefined,
      template: templateOf(req.template),
      templateParameters: req.set_template_parameters ? parametersOf(req.template_parameters) : undefined,
      agentWorkflowId: req.set_agent ? (agentOf(req.agent) ?? null) : undefined,
    }),
  });
}

/** DeleteBroadcast: a draft and its recipients. */
export function deleteBroadcastRpc(uc: BroadcastsUsecase) {
  return async (req: broadcasts.DeleteBroadcastRequest__Output): Promise<broadcasts.DeleteBroadcastResponse> => {
    await uc.delete(req.project_id, req.broadcast_id);
    return {};
  };
}
