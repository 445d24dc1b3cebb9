/**
 * The dashboard's lists of the API's closed values (statuses, scopes, periods, sources, ...) are
 * hand-written in browser code, which imports no project: each is checked here against what the API
 * itself declares — the published {base_url} OpenAPI document (kept equal to the gateway's route table
 * by `npm run sdk:check`), the {app_url}/api/v1 document, or the gateway's own list where the document
 * names no enum. A value added to or dropped from the API fails here until the dashboard follows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAppApiOpenApi, LIVE_EVENT_NAMES, LOG_SEARCH_KEYS, TEMPLATE_STATUSES as API_TEMPLATE_STATUSES } from '@app/gateway';
import { LIVE_EVENTS } from '../src/inbox/live-events';
import { STATUS_TABS } from '../src/inbox/filters';
import { BROADCAST_STATUSES, RECIPIENT_STATUSES } from '../src/pages/broadcasts/lifecycle';
import { RUN_STATUSES } from '../src/pages/agent-runs/words';
import { DISMISS_REASONS } from '../src/pages/findings/words';
import { FLOW_CATEGORIES } from '../src/pages/flows/flow-logic';
import { LOG_PERIODS, LOG_SOURCES, SEARCH_KEYS, WINDOWS } from '../src/pages/logs/log-query';
import { HEALTH_CHECKS } from '../src/pages/numbers/numbers';
import { PERIODS as OVERVIEW_PERIODS } from '../src/pages/overview/overview-model';
import { SCOPES } from '../src/pages/settings/api-keys/keys-logic';
import { TEMPLATE_STATUSES } from '../src/pages/templates/templates';

type Json = Record<string, unknown>;

const publicApi = JSON.parse(readFileSync(join(__dirname, '../../../libs/sdk/openapi.json'), 'utf8')) as Json;
const appApi = buildAppApiOpenApi({ version: 'test' }) as Json;

/** The value at `path` (keys, then array indexes as numbers) of a document; throws naming the first missing step. */
function at(doc: Json, ...path: Array<string | number>): unknown {
  let cur: unknown = doc;
  for (const step of path) {
    const next = (cur as Record<string | number, unknown> | undefined)?.[step];
    if (next === undefined) throw new Error(`no ${String(step)} at ${path.join(' → ')}`);
    cur = next;
  }
  return cur;
}

/** The enum of a query parameter of an operation. */
function queryEnum(doc: Json, path: string, name: string): unknown[] {
  const params = at(doc, 'paths', path, 'get', 'parameters') as Array<{ name: string; in: string; schema: Json }>;
  const p = params.find((x) => x.name === name && x.in === 'query');
  if (!p) throw new Error(`GET ${path} has no query parameter ${name}`);
  return at(p.schema, 'enum') as unknown[];
}

const JSON_BODY = ['content', 'application/json', 'schema', 'properties'] as const;

describe("the dashboard's closed lists are the API's", () => {
  it('broadcast and recipient statuses: the list filters of GET /messaging/broadcasts and its recipients', () => {
    expect([...BROADCAST_STATUSES]).toEqual(queryEnum(publicApi, '/messaging/broadcasts', 'status'));
    expect([...RECIPIENT_STATUSES]).toEqual(queryEnum(publicApi, '/messaging/broadcasts/{broadcast_id}/recipients', 'status'));
  });

  it('agent run statuses: the filter of GET /agent/runs', () => {
    expect([...RUN_STATUSES]).toEqual(queryEnum(publicApi, '/agent/runs', 'status'));
  });

  it("the inbox's status tabs: every inbox status of GET /messaging/conversations, then all", () => {
    expect([...STATUS_TABS]).toEqual([...queryEnum(publicApi, '/messaging/conversations', 'inbox_status'), 'all']);
  });

  it('log search: its sources, exact keys, windows and periods', () => {
    const source = at(publicApi, 'paths', '/log_search', 'get', 'responses', '200', ...JSON_BODY, 'data', 'items', 'properties', 'source', 'enum');
    expect([...LOG_SOURCES]).toEqual(source);
    expect([...SEARCH_KEYS]).toEqual([...LOG_SEARCH_KEYS]);
    expect([...WINDOWS]).toEqual(queryEnum(publicApi, '/log_search', 'window'));
    // The log lists offer "any time" (no period) and each period the API takes.
    expect(LOG_PERIODS.map((p) => p.value)).toEqual(['', ...queryEnum(publicApi, '/log_search', 'period')]);
    expect(queryEnum(publicApi, '/api_logs', 'period')).toEqual(queryEnum(publicApi, '/log_search', 'period'));
  });

  it('API key scopes: the scopes POST /api_keys takes', () => {
    expect([...SCOPES]).toEqual(at(publicApi, 'paths', '/api_keys', 'post', 'requestBody', ...JSON_BODY, 'api_key', 'properties', 'scopes', 'items', 'enum'));
  });

  it('finding dismissal reasons: the reasons POST /findings/{finding_id}/dismiss takes', () => {
    expect([...DISMISS_REASONS]).toEqual(at(publicApi, 'paths', '/findings/{finding_id}/dismiss', 'post', 'requestBody', ...JSON_BODY, 'reason', 'enum'));
  });

  it('flow categories: the categories POST /messaging/flows takes', () => {
    expect([...FLOW_CATEGORIES]).toEqual(at(publicApi, 'paths', '/messaging/flows', 'post', 'requestBody', ...JSON_BODY, 'categories', 'items', 'enum'));
  });

  it("template statuses: the templates list's status filter", () => {
    expect([...TEMPLATE_STATUSES]).toEqual([...API_TEMPLATE_STATUSES]);
  });

  it("phone number health checks: the checks of the health answer, in the API's order", () => {
    const checks = at(publicApi, 'paths', '/messaging/phone_numbers/{phone_number_id}/health', 'get', 'responses', '200', ...JSON_BODY, 'checks', 'properties');
    expect([...HEALTH_CHECKS]).toEqual(Object.keys(checks as Json));
  });

  it("the overview's periods: the period {app_url}/api/v1's overview takes", () => {
    expect([...OVERVIEW_PERIODS]).toEqual(queryEnum(appApi, '/projects/{project_id}/overview', 'period'));
  });

  it("the inbox's live events: every event of the live stream, and its reset", () => {
    expect([...LIVE_EVENTS]).toEqual([...LIVE_EVENT_NAMES, 'reset']);
  });

  it('fails when a list drifts (the checks can fail)', () => {
    expect(() => expect([...BROADCAST_STATUSES, 'archived']).toEqual(queryEnum(publicApi, '/messaging/broadcasts', 'status'))).toThrow();
    expect(() => queryEnum(publicApi, '/messaging/broadcasts', 'no_such_parameter')).toThrow(/no query parameter/);
  });
});
