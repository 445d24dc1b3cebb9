import type { broadcasts } from '@platform/contracts';

const iso = (v: unknown): string => new Date(v as string).toISOString();

/** The public view of a handoff row (joined on a recipient). */
export function handoffToWire(r: Record<string, unknown>): broadcasts.RecipientAgentHandoff {
  return {
    status: r.h_status === 'starting' ? 'pending' : (r.h_status as string),
    workflow_id: r.h_workflow_id as string,
    workflow_execution_id: (r.h_execution_id as string | null) ?? undefined,
    reason: (r.h_reason as string | null) ?? undefined,
    message: (r.h_message as string | null) ?? undefined,
    reply_wamid: r.h_reply_wamid as string,
    replied_at: iso(r.h_replied_at),
    updated_at: iso(r.h_updated_at),
  };
}
