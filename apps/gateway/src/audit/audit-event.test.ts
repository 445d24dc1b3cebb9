/** How each write of the route table is audited (decision 0016): the action and resource derived from its operationId and path, and the field names kept of a body. */

import { describe, expect, it } from 'vitest';
import { readOnlyRouteTable } from '../routes';
import { changedFieldsOf, knownVerb, resolveRouteAudit, singular, splitOperationId } from './audit-event';

const routes = readOnlyRouteTable();
const writes = routes.filter((r) => r.method !== 'get');
const of = (method: string, path: string) => {
  const r = writes.find((w) => w.method === method && w.path === path);
  if (!r) throw new Error(`no route ${method} ${path}`);
  return resolveRouteAudit(r);
};

describe('the audit of every write of the table', () => {
  it('every write has a verb with a past tense and a distinct action per route', () => {
    expect(writes.length).toBeGreaterThan(80);
    const actions = writes.map((r) => resolveRouteAudit(r).action);
    expect(actions.filter((a, i) => actions.indexOf(a) !== i)).toEqual([]);
    expect(writes.filter((r) => !knownVerb(splitOperationId(r.operationId).verb)).map((r) => r.operationId)).toEqual([]);
    expect(writes.filter((r) => r.audit === false).map((r) => r.operationId)).toEqual([]);
  });

  it.each([
    ['post', '/api_keys', 'api_key.created', 'api_key', undefined],
    ['post', '/api_keys/:api_key_id/rotate', 'api_key.rotated', 'api_key', 'api_key_id'],
    ['delete', '/api_keys/:api_key_id', 'api_key.revoked', 'api_key', 'api_key_id'],
    ['post', '/users', 'user.invited', 'user', undefined],
    ['patch', '/users/:member_id', 'user.updated', 'user', 'member_id'],
    ['delete', '/users/:member_id', 'user.removed', 'user', 'member_id'],
    ['delete', '/webhooks/:webhook_id', 'webhook.deleted', 'webhook', 'webhook_id'],
    ['post', '/webhooks/:webhook_id/rotate_secret', 'webhook.secret_rotated', 'webhook', 'webhook_id'],
    ['post', '/customers/:customer_id/setup_links', 'setup_link.created', 'setup_link', undefined],
    ['post', '/customers/:customer_id/messaging/phone_numbers', 'phone_number.connected', 'phone_number', undefined],
    ['patch', '/messaging/phone_numbers/:phone_number_id', 'phone_number.updated', 'phone_number', 'phone_number_id'],
    ['post', '/messaging/accounts/:waba_id/funding', 'account.funding_ensured', 'account', 'waba_id'],
    ['post', '/messaging/portfolios/:portfolio_id/funding/revoke', 'portfolio.funding_revoked', 'portfolio', 'portfolio_id'],
    ['post', '/messaging/flows/sync', 'flow.synced', 'flow', undefined],
    ['post', '/agent/runs/:run_id/approve', 'agent_run.tool_call_approved', 'agent_run', 'run_id'],
    ['post', '/workflows/:workflow_id/triggers', 'workflow_trigger.created', 'workflow_trigger', undefined],
    ['patch', '/triggers/:trigger_id', 'workflow_trigger.updated', 'workflow_trigger', 'trigger_id'],
    ['post', '/db/:table', 'db.table_rows_inserted', 'db', 'table'],
    ['patch', '/workflow_executions/:execution_id', 'workflow_execution.status_updated', 'workflow_execution', 'execution_id'],
    ['post', '/workflows', 'workflow.created', 'workflow', undefined],
    ['post', '/workflows/:workflow_id/activate', 'workflow.activated', 'workflow', 'workflow_id'],
    ['post', '/workflows/:workflow_id/executions', 'workflow.execution_started', 'workflow', 'workflow_id'],
    ['put', '/workflows/:workflow_id/triggers', 'workflow.triggers_replaced', 'workflow', 'workflow_id'],
    ['post', '/messaging/broadcasts/:broadcast_id/send', 'broadcast.sent', 'broadcast', 'broadcast_id'],
    ['post', '/messaging/broadcasts/:broadcast_id/recipients', 'broadcast_recipient.added', 'broadcast_recipient', undefined],
    ['delete', '/messaging/broadcasts/:broadcast_id/recipients', 'broadcast.recipients_cleared', 'broadcast', 'broadcast_id'],
    ['delete', '/functions/:function_id/secrets/:name', 'function_secret.deleted', 'function_secret', 'name'],
    ['post', '/functions/:function_id/secrets', 'function.secret_set', 'function', 'function_id'],
    ['post', '/findings/:finding_id/mark_addressed', 'finding.marked_addressed', 'finding', 'finding_id'],
    ['post', '/messaging/phone_numbers/:phone_number_id/webhooks', 'phone_number_webhook.created', 'phone_number_webhook', undefined],
  ])('%s %s → %s on %s (id from %s)', (method, path, action, resourceType, resourceParam) => {
    expect(of(method, path)).toEqual({ action, resourceType, resourceParam });
  });

  it('a route may declare its own action and resource, or opt out', () => {
    const route = { method: 'patch', path: '/users/:member_id', operationId: 'updateUser' };
    expect(resolveRouteAudit({ ...route, audit: { action: 'user.role_changed' } })).toEqual({
      action: 'user.role_changed',
      resourceType: 'user',
      resourceParam: 'member_id',
    });
    expect(resolveRouteAudit({ method: 'post', path: '/inbox_embeds', operationId: 'createInboxEmbed' })).toEqual({
      action: 'inbox_embed.created',
      resourceType: 'inbox_embed',
      resourceParam: undefined,
    });
    expect(resolveRouteAudit({ method: 'delete', path: '/inbox_embeds/:inbox_embed_id', operationId: 'revokeInboxEmbed' })).toEqual({
      action: 'inbox_embed.revoked',
      resourceType: 'inbox_embed',
      resourceParam: 'inbox_embed_id',
    });
  });

  it('singular and operationId words', () => {
    expect(['api_keys', 'phone_numbers', 'webhook_deliveries', 'db', 'accounts', 'business', 'status'].map(singular)).toEqual([
      'api_key',
      'phone_number',
      'webhook_delivery',
      'db',
      'account',
      'business',
      'status',
    ]);
    expect(splitOperationId('rotateWebhookSecret')).toEqual({ verb: 'rotate', noun: 'webhook_secret' });
  });
});

describe('changed fields: names only, never values', () => {
  it.each([
    [{ user: { role: 'admin' } }, ['role']],
    [{ api_key: { name: 'x', scopes: ['full'] } }, ['name', 'scopes']],
    [{ grace_period_seconds: 0 }, ['grace_period_seconds']],
    [{ api_key: 'sk-secret-value' }, ['api_key']],
    [{ b: 1, a: 2 }, ['a', 'b']],
    [{ 'has space': 1, ok: 2 }, ['ok']],
    [[{ a: 1 }], null],
    [undefined, null],
    ['text', null],
    [{}, null],
  ])('%j → %j', (body, expected) => {
    expect(changedFieldsOf(body)).toEqual(expected);
  });
});
