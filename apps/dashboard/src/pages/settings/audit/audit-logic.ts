/** Rules of the audit log page (decision 0016): filters as the API takes them, an event in words. */

/** The audit log's filters (GET /audit_events). */
export interface AuditFilters {
  actor_type: string;
  actor_id: string;
  action: string;
  resource_type: string;
  resource_id: string;
  outcome: string;
  period: string;
}

export const EMPTY_FILTERS: AuditFilters = { actor_type: '', actor_id: '', action: '', resource_type: '', resource_id: '', outcome: '', period: '' };

/** What the API takes in a name filter: letters, digits, `_ . : -`, 1 to 128. */
export const NAME_FILTER = /^[A-Za-z0-9_.:-]{1,128}$/;

/** The filters' errors (a sentence per field the API would refuse); empty when they can be sent. */
export function filterErrors(f: AuditFilters): Partial<Record<keyof AuditFilters, string>> {
  const errors: Partial<Record<keyof AuditFilters, string>> = {};
  for (const k of ['actor_id', 'action', 'resource_type', 'resource_id'] as const) {
    const v = f[k].trim();
    if (v && !NAME_FILTER.test(v)) errors[k] = 'Letters, digits, _ . : or - only (at most 128).';
  }
  return errors;
}

/** The filters as query parameters: trimmed, empty ones left out. */
export function filterParams(f: AuditFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(f)) if (v.trim()) out[k] = v.trim();
  return out;
}

const ACTOR_WORDS: Record<string, string> = { user: 'Person', api_key: 'API key', embed: 'Inbox embed', admin_cli: 'Admin CLI' };

/** Who acted, in words: `API key “CI” `, `Person ann@example.com`, `Admin CLI (root)`. */
export function actorWords(actor: { type: string; id: string | null; name: string | null }): string {
  const kind = ACTOR_WORDS[actor.type] ?? actor.type;
  if (actor.type === 'admin_cli') return actor.name ? `${kind} (${actor.name})` : kind;
  return `${kind} ${actor.name ?? actor.id ?? 'unknown'}`;
}

/** Resource types whose words are not their name's (acronyms). */
const RESOURCE_WORDS: Readonly<Record<string, string>> = { api_key: 'API key', mcp_approval: 'MCP approval', mcp_tool: 'MCP tool' };

/** An action (`api_key.rotated`) in words (`API key rotated`). */
export function actionWords(action: string): string {
  const [resource, ...verb] = action.split('.');
  const r = (RESOURCE_WORDS[resource] ?? resource).replace(/_/g, ' ');
  const v = verb.join(' ').replace(/_/g, ' ');
  const s = `${r} ${v}`.trim();
  return s[0] ? s[0].toUpperCase() + s.slice(1) : s;
}
