import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, actionWords, actorWords, filterErrors, filterParams } from './audit-logic';

describe('audit log rules', () => {
  it('filters: only the set ones are sent, trimmed', () => {
    expect(filterParams({ ...EMPTY_FILTERS, action: ' api_key.rotated ', period: '7d' })).toEqual({ action: 'api_key.rotated', period: '7d' });
    expect(filterParams(EMPTY_FILTERS)).toEqual({});
  });
  it.each([
    ['api_key.created', undefined],
    ['bad value', 'Letters, digits, _ . : or - only (at most 128).'],
    ['x'.repeat(129), 'Letters, digits, _ . : or - only (at most 128).'],
  ])('action %s', (action, error) => expect(filterErrors({ ...EMPTY_FILTERS, action }).action).toBe(error));
  it.each([
    [{ type: 'api_key', id: 'k1', name: 'CI' }, 'API key CI'],
    [{ type: 'user', id: 'u1', name: 'ann@example.com' }, 'Person ann@example.com'],
    [{ type: 'admin_cli', id: null, name: 'root' }, 'Admin CLI (root)'],
    [{ type: 'embed', id: 'e1', name: null }, 'Inbox embed e1'],
  ])('actor %j', (actor, words) => expect(actorWords(actor)).toBe(words));
  it.each([
    ['api_key.rotated', 'API key rotated'],
    ['user.password_reset', 'User password reset'],
    ['inbox_embed.created', 'Inbox embed created'],
    ['mcp_approval.requested', 'MCP approval requested'],
    ['mcp_tool.called', 'MCP tool called'],
  ])('action %s', (a, w) => expect(actionWords(a)).toBe(w));
});
