/**
 * Which phone number or business account an upstream call concerns, read from its path (decision
 * 0250): the node id of `{id}/{edge}` is a phone number for the edges only numbers have, a business
 * account for the edges only accounts have. A bare node or another edge names neither. Pure.
 */

const NUMBER_EDGES = new Set([
  'messages',
  'media',
  'register',
  'deregister',
  'request_code',
  'verify_code',
  'thread_control',
  'whatsapp_business_profile',
  'calls',
  'settings',
  'block_users',
  'message_qrdls',
  'conversational_automation',
  'business_compliance_info',
  'whatsapp_commerce_settings',
  // flows' business public key (decision 0250, amendment: flows' calls are logged too).
  'whatsapp_business_encryption',
]);

const ACCOUNT_EDGES = new Set(['message_templates', 'phone_numbers', 'subscribed_apps', 'flows', 'assigned_users', 'product_catalogs', 'schedules']);

const NODE_ID = /^\d{1,32}$/;

/** `{ phoneNumberId, businessAccountId }` named by `path` (`123/messages`, `v24.0/456/message_templates`). */
export function upstreamCallIds(path: string): { phoneNumberId?: string; businessAccountId?: string } {
  const parts = path.replace(/^\/+/, '').split(/[/?#]/);
  if (parts.length > 0 && /^v\d{1,3}\.\d{1,2}$/.test(parts[0])) parts.shift();
  const [node, edge] = parts;
  if (!node || !NODE_ID.test(node) || !edge) return {};
  if (NUMBER_EDGES.has(edge)) return { phoneNumberId: node };
  if (ACCOUNT_EDGES.has(edge)) return { businessAccountId: node };
  return {};
}
