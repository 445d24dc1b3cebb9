/**
 * The table store over HTTP (issue 21, spec 4.7): PUT upsert by a URL filter, PostgREST-style
 * filters as real query strings (percent-encoded values, repeated keys), 400 bodies naming the bad
 * part, tables listed with their columns, and the OpenAPI document. Risks removed: a filter that the
 * gateway mangles before the service parses it, a malformed filter answered as a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;
let key: string;

beforeAll(async () => {
  stack = await startStack({ services: ['workflows-agent'], simulator: false });
  key = (await stack.createProject('pro')).apiKey;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('table store over HTTP', () => {
  it('upserts by filter, filters with encoded values, lists tables', async () => {
    const put1 = await stack.api(key, 'PUT', '/db/contacts?phone=eq.%2B15550100', { name: 'Ann', visits: 1 });
    expect(put1.status).toBe(200);
    expect(put1.body.data).toHaveLength(1);
    const put2 = await stack.api(key, 'PUT', '/db/contacts?phone=eq.%2B15550100', { visits: 2 });
    expect(put2.body.data[0]).toMatchObject({ id: put1.body.data[0].id, phone: '+15550100', name: 'Ann', visits: 2 });

    const post = await stack.api(key, 'POST', '/db/contacts', [
      { phone: '+15550101', name: 'Bob & Co', visits: 5 },
      { phone: '+15550102', name: 'carol', visits: 9 },
    ]);
    expect(post.status).toBe(201);

    const q = async (qs: string) => {
      const r = await stack.api(key, 'GET', `/db/contacts?${qs}`);
      expect(r.status, `${qs}: ${JSON.stringify(r.body)}`).toBe(200);
      return (r.body.data as { name: string }[]).map((x) => x.name);
    };
    expect(await q('name=eq.Bob%20%26%20Co')).toEqual(['Bob & Co']);
    expect(await q('visits=gte.2&visits=lt.9&order=visits.desc')).toEqual(['Bob & Co', 'Ann']);
    expect(await q('name=ilike.C*')).toEqual(['carol']);
    expect(await q(`name=in.(Ann,${encodeURIComponent('"Bob & Co"')})&select=name`)).toEqual(['Ann', 'Bob & Co']);
    expect(await q('nickname=is.null&limit=2&offset=1')).toEqual(['Bob & Co', 'carol']);

    const one = await stack.api(key, 'GET', `/db/contacts/${put1.body.data[0].id}?select=phone`);
    expect(one.body).toEqual({ data: { phone: '+15550100' } });

    const tables = await stack.api(key, 'GET', '/database_tables');
    expect(tables.body.data).toEqual([
      expect.objectContaining({
        name: 'contacts',
        columns: [
          { name: 'name', types: ['string'] },
          { name: 'phone', types: ['string'] },
          { name: 'visits', types: ['number'] },
        ],
      }),
    ]);
  });

  it('answers malformed input with a 400 naming the part, never a 500', async () => {
    for (const [method, path, body] of [
      ['GET', '/db/contacts?visits=between.1', undefined],
      ['GET', `/db/contacts?${encodeURIComponent("name');--")}=eq.x`, undefined],
      ['GET', '/db/contacts?limit=5000', undefined],
      ['GET', `/db/${encodeURIComponent('contacts;drop')}`, undefined],
      ['PUT', '/db/contacts', { a: 1 }],
      ['PUT', '/db/contacts?visits=gt.1', { a: 1 }],
      ['DELETE', '/db/contacts', undefined],
      ['PATCH', '/db/contacts', { visits: 0 }],
      ['POST', '/db/contacts', { id: 'not-a-uuid' }],
      ['POST', '/db/contacts', [1, 2]],
      ['POST', '/db/contacts', JSON.parse(`${'{"a":'.repeat(300)}1${'}'.repeat(300)}`)],
      ['POST', '/db/contacts', JSON.parse('{"__proto__": {"x": 1}}')],
    ] as const) {
      const r = await stack.api(key, method, path, body);
      expect(r.status, `${method} ${path}`).toBe(400);
      expect(typeof r.body.error).toBe('string');
    }
    const r = await stack.api(key, 'GET', '/db/contacts?visits=between.1');
    expect(r.body.error).toContain('visits');
    expect((await stack.api(key, 'GET', '/db/never_written')).status).toBe(404);
    const del = await stack.api(key, 'DELETE', '/db/contacts?all=true');
    expect(del.body.data).toHaveLength(3);
  });

  it('documents every table store route in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${stack.baseUrl}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/db/{table}']).sort()).toEqual(['delete', 'get', 'patch', 'post', 'put']);
    expect(Object.keys(doc.paths['/db/{table}/{row_id}'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/database_tables/{table}']).sort()).toEqual(['delete', 'get']);
  });
});
