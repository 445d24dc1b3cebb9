/**
 * The served OpenAPI documents validate under a well-kept OpenAPI 3.1 validator (Redocly's, the
 * `recommended` rule set: structure, JSON Schema 2020-12 vocabulary, unambiguous paths, servers,
 * license; decision 0026). A 3.0 keyword such as `nullable` is a structural error there.
 */
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';

import { buildAppApiOpenApi } from '../http/app-api.openapi';
import { readOnlyRouteTable } from '.';
import { buildOpenApi } from './openapi';

const routes = readOnlyRouteTable();

async function problemsOf(doc: unknown): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems: NormalizedProblem[] = await lintFromString({ source: JSON.stringify(doc), absoluteRef: '/openapi.json', config });
  return problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
}

/** Every (sub)schema of a document. */
function* schemasOf(node: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(node)) for (const n of node) yield* schemasOf(n);
  else if (node && typeof node === 'object') {
    yield node as Record<string, unknown>;
    for (const v of Object.values(node)) yield* schemasOf(v);
  }
}

describe('the OpenAPI documents validate as OpenAPI 3.1', () => {
  it('{base_url}: no error and no warning under the recommended rules', { timeout: 60_000 }, async () => {
    expect(await problemsOf(buildOpenApi(routes, { version: '0.2.0', basePath: '/platform/v1' }))).toEqual([]);
  });

  it('{app_url}/api/v1: no error and no warning under the recommended rules', { timeout: 60_000 }, async () => {
    expect(await problemsOf(buildAppApiOpenApi({ version: '0.2.0' }))).toEqual([]);
  });

  it('null is a type, never the 3.0 keyword `nullable`, and nullable fields are typed so', () => {
    const doc = buildOpenApi(routes, { version: '0.2.0', basePath: '/platform/v1' });
    const all = [...schemasOf(doc)];
    expect(all.filter((s) => 'nullable' in s)).toEqual([]);
    const nullTyped = all.filter((s) => (Array.isArray(s.type) && s.type.includes('null')) || s.type === 'null');
    expect(nullTyped.length).toBeGreaterThan(500);
  });

  it('every error response carries an example body, and the 403 example is the gateway’s own sentence', () => {
    const doc = buildOpenApi(routes, { version: '0.2.0', basePath: '/platform/v1' }) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { example?: { error?: string } }> }> }>>;
    };
    let count = 0;
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops))
        for (const [status, response] of Object.entries(op.responses)) {
          if (Number(status) < 400) continue;
          const example = response.content?.['application/json']?.example;
          expect(typeof example?.error, `${method} ${path} ${status}`).toBe('string');
          count++;
        }
    expect(count).toBeGreaterThan(routes.length * 3);
    const send = doc.paths['/messaging/phone_numbers/{phone_number_id}/messages'].post.responses['403'].content!['application/json'].example!.error;
    expect(send).toBe(
      "This API key's scope (read_only) does not allow POST /messaging/phone_numbers/{phone_number_id}/messages: it needs the full or messaging scope",
    );
  });
});
