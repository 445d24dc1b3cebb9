/**
 * contacts through its generated gRPC client. Risks removed: wrong identifier resolution (spec 4.12:
 * a parent id matching several contacts resolves to the most recently created) and cross-tenant reads.
 */
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { loadContracts, type contacts } from '@platform/contracts';
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
