import { validationFailed } from '@platform/errors';
import type { ToolSet } from '../domain/agent-config';
import type { IntegrationsRepository } from '../../integrations/infra/db/integrations.repository';
import type { ProjectReferences } from '../../workflows/infra/grpc/project-references.client';

/** The project's functions and numbers, asked of flows and messaging-proxy. */
export type RunReferenceChecks = Pick<ProjectReferences, 'functionExists' | 'phoneNumberExists'>;

/**
 * The project references an agent run names, checked where the run is made as workflows check
 * theirs on save (decision 0733): each integration tool's integration, each function tool's function
 * and the phone number (when no conversation gave it) must be the project's. An unknown or foreign
 * one is a 422 naming the field (`agent.integration_tools[0].integration_id`,
 * `agent.function_tools[0].function_id`, `phone_number_id`), never a run that fails later.
 */
export async function checkRunReferences(
  deps: RunReferenceChecks & { integrations: Pick<IntegrationsRepository, 'get'> },
  projectId: string,
  tools: Pick<ToolSet, 'integrations' | 'functions'>,
  phoneNumberId: string | null,
): Promise<void> {
  for (const [i, t] of tools.integrations.entries()) {
    if (!(await deps.integrations.get(projectId, t.integration_id)))
      throw validationFailed(`integration ${t.integration_id} does not exist in this project`, { field: `agent.integration_tools[${i}].integration_id` });
  }
  for (const [i, t] of tools.functions.entries()) {
    if (!(await deps.functionExists(projectId, t.function_id)))
      throw validationFailed(`function ${t.function_id} does not exist in this project`, { field: `agent.function_tools[${i}].function_id` });
  }
  if (phoneNumberId && !(await deps.phoneNumberExists(projectId, phoneNumberId)))
    throw validationFailed(`phone number ${phoneNumberId} is not a number of this project`, { field: 'phone_number_id' });
}
