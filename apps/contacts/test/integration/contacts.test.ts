/**
 * contacts through its generated gRPC client. Risks removed: wrong identifier resolution (spec 4.12:
 * a parent id matching several contacts resolves to the most recently created) and cross-tenant reads.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { fromStruct, loadContracts, toStruct, type contacts } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, serviceTestEnv } from '@platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';

let svc: RunningService;
let client: contacts.ContactsServiceClient;
const env = serviceTestEnv('contacts');
const A = randomUUID();
const B = randomUUID();
const ids = { old: randomUUID(), recent: randomUUID() };

beforeAll(async () => {
  svc = await run(configSchema.parse(env));
  const { contracts } = loadContracts();
  client = createClient(contracts.contacts.ContactsService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 3000, idempotentMethods: [] });
  const t = Date.now();
  await svc.db.knex('contacts').insert([
    {
      id: ids.old,
      project_id: A,
      phone_number: '15550001',
      business_scoped_user_id: 'US.1',
      parent_business_scoped_user_id: 'US.P',
      name: 'Old',
      created_at: new Date(t - 10_000),
      updated_at: new Date(t),
    },
    {
      id: ids.recent,
      project_id: A,
      phone_number: '15550002',
      business_scoped_user_id: 'US.2',
      parent_business_scoped_user_id: 'US.P',
      name: 'Recent',
      created_at: new Date(t),
      updated_at: new Date(t),
    },
  ]);
  await svc.db
    .knex('marketing_preferences')
    .insert({ contact_id: ids.old, project_id: A, phone_number_id: '200', status: 'stopped', source: 'meta_webhook', sequence: 3, updated_at: new Date(t) });
  // Another project's contact with Recent's phone number, stopped on the same number id.
  const foreign = randomUUID();
  await svc.db
    .knex('contacts')
    .insert({ id: foreign, project_id: B, phone_number: '15550002', name: 'Foreign', created_at: new Date(t), updated_at: new Date(t) });
  await svc.db
    .knex('marketing_preferences')
    .insert({ contact_id: foreign, project_id: B, phone_number_id: '200', status: 'stopped', source: 'meta_webhook', sequence: 1, updated_at: new Date(t) });
});

afterAll(async () => {
  client?.close();
  await svc?.stop();
  await dropSchema(env.DB_SCHEMA);
});

describe('contact identifiers', () => {
  it.each([
    ['uuid', () => ids.old, 'Old'],
    ['phone number with +', () => '+15550001', 'Old'],
    ['business-scoped user id', () => 'US.2', 'Recent'],
    ['parent id → most recently created', () => 'US.P', 'Recent'],
  ])('resolves by %s', async (_what, identifier, name) => {
    const r = await callUnary(client, 'GetContact', { project_id: A, identifier: identifier() });
    expect(r.contact?.name).toBe(name);
  });

  it('another project resolves nothing', async () => {
    await expect(callUnary(client, 'GetContact', { project_id: randomUUID(), identifier: ids.old })).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });
  });

  it('lists marketing preferences per number, read-only', async () => {
    const r = await callUnary(client, 'ListMarketingPreferences', { project_id: A, identifier: ids.old });
    expect(r.preferences).toEqual([{ phone_number_id: '200', status: 'stopped', source: 'meta_webhook', sequence: '3', updated_at: expect.any(String) }]);
    const one = await callUnary(client, 'ListMarketingPreferences', { project_id: A, identifier: ids.old, phone_number_id: '200' });
    expect(one.preferences.map((p) => p.status)).toEqual(['stopped']);
  });

  it("CheckMarketingStops answers many recipients at once, each resolved as ListMarketingPreferences resolves it, within the caller's project only", async () => {
    const identifiers = [ids.old, '+15550001', '+1 555 0001', 'US.1', 'US.P', ids.recent, '15550002', 'US.none', randomUUID()];
    const r = await callUnary(client, 'CheckMarketingStops', { project_id: A, phone_number_id: '200', identifiers });
    expect(r.stopped).toEqual([true, true, true, true, false, false, false, false, false]);
    // The same answers as one ListMarketingPreferences per identifier.
    const one = async (identifier: string) =>
      callUnary(client, 'ListMarketingPreferences', { project_id: A, identifier, phone_number_id: '200' }).then(
        (x) => x.preferences.some((p) => p.status === 'stopped'),
        () => false,
      );
    expect(await Promise.all(identifiers.map(one))).toEqual(r.stopped);
    // Another number, another project: nothing stopped there for these recipients.
    expect((await callUnary(client, 'CheckMarketingStops', { project_id: A, phone_number_id: '999', identifiers })).stopped).toEqual(
      identifiers.map(() => false),
    );
    expect((await callUnary(client, 'CheckMarketingStops', { project_id: randomUUID(), phone_number_id: '200', identifiers })).stopped).toEqual(
      identifiers.map(() => false),
    );
    expect((await callUnary(client, 'CheckMarketingStops', { project_id: A, phone_number_id: '200', identifiers: [] })).stopped).toEqual([]);
    // Bounds: the number is required, at most 500 identifiers, each non-empty and at most 256 characters.
    for (const bad of [
      { project_id: A, phone_number_id: '', identifiers: ['US.1'] },
      { project_id: A, phone_number_id: '200', identifiers: Array.from({ length: 501 }, (_, i) => `US.${i}`) },
      { project_id: A, phone_number_id: '200', identifiers: ['US.1', 'x'.repeat(257)] },
      { project_id: A, phone_number_id: '200', identifiers: [''] },
    ]) {
      await expect(callUnary(client, 'CheckMarketingStops', bad)).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
    }
  });

  it('CheckMarketingStops: an identifier that cannot name a contact (NUL, unpaired surrogate, no phone/BSUID/uuid form) is false, never failing the batch', async () => {
    const identifiers = ['US.1', 'US.\u00001', '\ud800US.1', 'US.1\udc00', '+1555\u00000001', 'US 1', '\u200bUS.1', '+1 555 0001', ids.old];
    const r = await callUnary(client, 'CheckMarketingStops', { project_id: A, phone_number_id: '200', identifiers });
    expect(r.stopped).toEqual([true, false, false, false, false, false, false, true, true]);
    // Only such identifiers: no statement to run, all false.
    const bad = await callUnary(client, 'CheckMarketingStops', { project_id: A, phone_number_id: '200', identifiers: ['\u0000', 'a b'] });
    expect(bad.stopped).toEqual([false, false]);
  });

  it('one number: the three 404s of the reference stay distinct (contact, number, preference)', async () => {
    const reason = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: { reason?: string }) => e.reason,
      );
    expect(await reason(callUnary(client, 'ListMarketingPreferences', { project_id: A, identifier: 'US.none', phone_number_id: '200' }))).toBe(
      'CONTACT_NOT_FOUND',
    );
    expect(await reason(callUnary(client, 'ListMarketingPreferences', { project_id: A, identifier: ids.old, phone_number_id: '999' }))).toBe(
      'PHONE_NUMBER_NOT_FOUND',
    );
    expect(await reason(callUnary(client, 'ListMarketingPreferences', { project_id: A, identifier: ids.recent, phone_number_id: '200' }))).toBe(
      'MARKETING_PREFERENCE_NOT_FOUND',
    );
  });
});

describe('custom properties (issue 32 #6)', () => {
  it('keep their JSON types: true and 3 come back as true and 3, a string stays a string, null removes; merged across PATCHes', async () => {
    const first = await callUnary(client, 'UpdateContact', {
      project_id: A,
      identifier: ids.old,
      properties: toStruct({ vip: true, visits: 3, ratio: 0.25, tier: 'gold', code: '007', off: false }),
    });
    expect(fromStruct(first.contact?.properties)).toEqual({ vip: true, visits: 3, ratio: 0.25, tier: 'gold', code: '007', off: false });
    const second = await callUnary(client, 'UpdateContact', { project_id: A, identifier: ids.old, properties: toStruct({ visits: 4, tier: null, off: null }) });
    expect(fromStruct(second.contact?.properties)).toEqual({ vip: true, visits: 4, ratio: 0.25, code: '007' });
    // A read gives the same types; the stored JSON keeps them too.
    expect(fromStruct((await callUnary(client, 'GetContact', { project_id: A, identifier: ids.old })).contact?.properties)).toEqual({
      vip: true,
      visits: 4,
      ratio: 0.25,
      code: '007',
    });
    const stored = await svc.db.knex('contacts').where({ id: ids.old }).first('properties');
    expect(stored.properties).toEqual({ vip: true, visits: 4, ratio: 0.25, code: '007' });
  });

  it('refuses arrays, objects and non-finite numbers with 400 and leaves the properties as they were', async () => {
    const before = fromStruct((await callUnary(client, 'GetContact', { project_id: A, identifier: ids.recent })).contact?.properties);
    for (const value of [{ listValue: { values: [{ numberValue: 1 }] } }, { structValue: { fields: {} } }, { numberValue: Infinity }, { numberValue: NaN }]) {
      await expect(callUnary(client, 'UpdateContact', { project_id: A, identifier: ids.recent, properties: { fields: { bad: value } } })).rejects.toMatchObject(
        { code: grpc.status.INVALID_ARGUMENT },
      );
    }
    expect(fromStruct((await callUnary(client, 'GetContact', { project_id: A, identifier: ids.recent })).contact?.properties)).toEqual(before);
  });
});
