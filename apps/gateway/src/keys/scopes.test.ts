import { describe, expect, it } from 'vitest';

import { readOnlyRouteTable } from '../routes';

import { allows, covers, groupOfPath, refusalMessage, type Scope } from './scopes';

const routes = readOnlyRouteTable();

describe('route groups', () => {
  it('every route of the table has a scope group', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !safeGroup(r.path)).map((r) => r.path)).toEqual([]);
  });

  it.each([
    ['/messaging/phone_numbers/:phone_number_id/health', 'messaging'],
    ['/customers/:customer_id/setup_links', 'messaging'],
    ['/webhooks/:webhook_id', 'messaging'],
    ['/webhook_listeners/:listener_id/stream', 'messaging'],
    ['/messaging/accounts/:waba_id/funding', 'billing'],
    ['/billing/credits', 'billing'],
    ['/workflows/:workflow_id/executions', 'automation'],
    ['/db/:table', 'automation'],
    ['/api_logs', 'logs'],
    ['/log_search', 'logs'],
    ['/api_keys/:api_key_id/rotate', 'keys'],
    ['/mcp/approvals/:approval_id/approve', 'keys'],
  ])('%s → %s', (path, group) => {
    expect(groupOfPath(path)).toBe(group);
  });

  it('an unmapped resource throws (a new route cannot go unchecked)', () => {
    expect(() => groupOfPath('/gadgets')).toThrow(/no scope group/);
  });
});

describe('allows', () => {
  // [scopes, group, access, allowed]: hand-written.
  it.each([
    [['full'], 'automation', 'write', true],
    [['read_only'], 'messaging', 'read', true],
    [['read_only'], 'messaging', 'write', false],
    [['read_only'], 'keys', 'write', false],
    [['messaging'], 'messaging', 'write', true],
    [['messaging'], 'automation', 'read', false],
    [['messaging'], 'logs', 'read', false],
    [['messaging'], 'keys', 'write', true],
    [['messaging', 'read_only'], 'billing', 'read', true],
    [['messaging', 'read_only'], 'billing', 'write', false],
    [['billing'], 'billing', 'write', true],
    [['automation'], 'messaging', 'write', false],
    // The audit log (decision 0016): full only.
    [['full'], 'audit', 'read', true],
    [['read_only'], 'audit', 'read', false],
    [['messaging', 'automation', 'billing', 'read_only'], 'audit', 'read', false],
  ] as const)('%j on %s:%s → %s', (scopes, group, access, allowed) => {
    expect(allows(scopes as unknown as Scope[], { group, access })).toBe(allowed);
  });
});

describe('covers (no key grants more than the key managing it)', () => {
  it.each([
    [['full'], ['full'], true],
    [['full'], ['messaging', 'read_only'], true],
    [['messaging'], ['messaging'], true],
    [['messaging'], ['full'], false],
    [['messaging'], ['read_only'], false],
    [['messaging'], ['automation'], false],
    [['read_only'], ['read_only'], true],
    [['read_only'], ['messaging'], false],
    [['messaging', 'automation'], ['automation'], true],
    [['messaging', 'automation', 'billing', 'read_only'], ['full'], false],
  ] as const)('%j covers %j → %s', (holder, wanted, ok) => {
    expect(covers(holder as unknown as Scope[], wanted as unknown as Scope[])).toBe(ok);
  });
});

it('a refusal names the scopes that would allow the request', () => {
  expect(refusalMessage(['read_only'], { group: 'messaging', access: 'write' }, 'POST /customers')).toBe(
    "This API key's scope (read_only) does not allow POST /customers: it needs the full or messaging scope",
  );
});

function safeGroup(path: string): string | undefined {
  try {
    return groupOfPath(path);
  } catch {
    return undefined;
  }
}
