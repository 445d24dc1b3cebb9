/** What the flows pages compute without a DOM: a flow's state in words and what it allows. */

/** A flow's status (spec 2.5; deprecated is terminal). */
export type FlowStatus = 'draft' | 'published' | 'deprecated';

/** A flow as the API answers it (spec 2.5). */
export interface Flow {
  id: string;
  upstream_flow_id: string;
  name: string;
  status: FlowStatus;
  created_at: string;
  updated_at: string;
  published_at?: string | null;
  last_synced_at?: string | null;
  json_version: string;
  data_api_version: string;
  business_account_id: string;
  preview_url?: string | null;
  data_endpoint_function_id?: string | null;
  phone_number_id?: string | null;
  data_endpoint_url?: string | null;
  has_data_endpoint: boolean;
  flows_encryption_configured: boolean;
  categories?: string[];
}

/** A flow version (spec 2.6); `flow_json` only on a read of one version. */
export interface FlowVersion {
  id: string;
  version_label: string;
  status: string;
  created_at: string;
  updated_at: string;
  published_at?: string | null;
  flow_json_sha: string;
  validation_errors: Array<Record<string, unknown>>;
  flow_json?: Record<string, unknown>;
}

/** The upstream's flow categories (reference 2.6). */
export const FLOW_CATEGORIES = [
  'SIGN_UP',
  'SIGN_IN',
  'APPOINTMENT_BOOKING',
  'LEAD_GENERATION',
  'SHOPPING',
  'CONTACT_US',
  'CUSTOMER_SUPPORT',
  'SURVEY',
  'OTHER',
] as const;

/** A category in words: `APPOINTMENT_BOOKING` → `Appointment booking`. */
export function categoryWords(c: string): string {
  const s = c.toLowerCase().replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A flow's status in words and a colour. */
export function flowStatusWords(status: string): { label: string; color: string } {
  switch (status) {
    case 'draft':
      return { label: 'Draft', color: 'gray.7' };
    case 'published':
      return { label: 'Published', color: 'green.9' };
    case 'deprecated':
      return { label: 'Deprecated', color: 'orange.9' };
    default:
      return { label: status || 'Unknown', color: 'gray.7' };
  }
}

/** What the API allows on a flow in a status (publish only a draft, deprecate only a published flow, no new version once deprecated). */
export function flowActions(status: string): { publish: boolean; deprecate: boolean; newVersion: boolean; clone: boolean; preview: boolean } {
  return {
    publish: status === 'draft',
    deprecate: status === 'published',
    newVersion: status === 'draft' || status === 'published',
    clone: true,
    preview: status !== 'deprecated',
  };
}

/** One validation error of the upstream as a sentence, with its place in the JSON when given. */
export function validationErrorWords(e: Record<string, unknown>): string {
  const text =
    [e.error, e.message].filter((x) => typeof x === 'string' && x).join(': ') || (typeof e.error_type === 'string' ? e.error_type : JSON.stringify(e));
  const where: string[] = [];
  if (typeof e.line_start === 'number') where.push(e.line_end && e.line_end !== e.line_start ? `lines ${e.line_start}–${e.line_end}` : `line ${e.line_start}`);
  if (typeof e.column_start === 'number') where.push(`column ${e.column_start}`);
  if (typeof e.pointers === 'object' && Array.isArray(e.pointers) && e.pointers.length)
    where.push(`at ${e.pointers.map((p) => (typeof p === 'object' && p && 'path' in p ? String((p as { path: unknown }).path) : String(p))).join(', ')}`);
  return where.length ? `${text} (${where.join(', ')})` : text;
}

/** The JSON a new flow starts with: one terminal screen (what the upstream accepts). */
export const STARTER_FLOW_JSON = {
  version: '7.3',
  screens: [
    {
      id: 'WELCOME',
      title: 'Welcome',
      terminal: true,
      data: {},
      layout: {
        type: 'SingleColumnLayout',
        children: [
          { type: 'TextHeading', text: 'Welcome' },
          { type: 'Footer', label: 'Done', 'on-click-action': { name: 'complete', payload: {} } },
        ],
      },
    },
  ],
};
