/**
 * GetSendingProfile (broadcasts, issue 17, decision 0803): a number's throughput as the upstream
 * reports it and one template of its account. Risks removed: a broadcast paced at the wrong tier
 * (upgraded or coexistence number), a template of another account or project found, an unapproved
 * template taken as usable.
 */
import { randomUUID } from 'node:crypto';
import { fromStruct } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSeededNumber, dropSchema, failure, seedAccount, startService, startSim, type ServiceUnderTest, type SimProcess } from './harness';

let sim: SimProcess;
let mp: ServiceUnderTest;
const project = randomUUID();
const numbers: Record<string, string> = {};
let otherTemplateId = '';

beforeAll(async () => {
  sim = await startSim();
  mp = await startService(sim);
  for (const [name, fields] of Object.entries({ standard: {}, high: { throughput_level: 'HIGH' }, coexistence: { is_coexistence: true } })) {
    const acct = await seedAccount(sim, { numbers: [fields] });
    if (name === 'standard') {
      await sim.control('POST', '/fixtures', {
        templates: [
          { waba_id: acct.wabaId, name: 'promo', language: 'en_US', category: 'MARKETING' },
          { waba_id: acct.wabaId, name: 'draft_one', language: 'en_US', category: 'MARKETING', status: 'PENDING' },
        ],
      });
    }
    numbers[name] = (await connectSeededNumber(mp, project, acct)).phone_number_id!;
  }
  const other = await seedAccount(sim, { numbers: [{}] });
  const seeded = await sim.control<{ templates: Array<{ id: string }> }>('POST', '/fixtures', {
    templates: [{ waba_id: other.wabaId, name: 'promo', language: 'en_US', category: 'MARKETING' }],
  });
  otherTemplateId = seeded.templates[0].id;
}, 90_000);

afterAll(async () => {
  await mp?.stop();
  await sim?.stop();
  if (mp) await dropSchema(mp.config.DB_SCHEMA!);
});

const profile = (phoneNumberId: string, t: { template_name?: string; template_language?: string; template_id?: string } = {}, projectId = project) =>
  mp.call('GetSendingProfile', { project_id: projectId, phone_number_id: phoneNumberId, template_name: '', template_language: '', template_id: '', ...t });

describe('GetSendingProfile', () => {
  it('throughput: 80 by default, 1,000 when the upstream reports HIGH, 20 for coexistence', async () => {
    expect(await profile(numbers.standard)).toMatchObject({ messages_per_second: 80, throughput_level: 'STANDARD', is_coexistence: false });
    expect(await profile(numbers.high)).toMatchObject({ messages_per_second: 1000, throughput_level: 'HIGH' });
    expect(await profile(numbers.coexistence)).toMatchObject({ messages_per_second: 20, is_coexistence: true });
  });

  it('a template of the number’s account by name and language or by id, with its status; another account’s id is not found', async () => {
    const byName = (await profile(numbers.standard, { template_name: 'promo', template_language: 'en_US' })).template!;
    expect(byName).toMatchObject({ name: 'promo', language: 'en_US', category: 'MARKETING', status: 'APPROVED' });
    expect(byName.components.map((c) => fromStruct(c))).toEqual(expect.any(Array));
    expect((await profile(numbers.standard, { template_id: byName.id })).template?.id).toBe(byName.id);
    expect((await profile(numbers.standard, { template_name: 'draft_one', template_language: 'en_US' })).template?.status).toBe('PENDING');
    expect((await profile(numbers.standard, { template_name: 'promo', template_language: 'pt_BR' })).template).toBeUndefined();
    expect((await profile(numbers.standard, { template_id: otherTemplateId })).template).toBeUndefined();
  });

  it('a template id past the first page of the account’s templates (1,050 of them) is found; an id of another account still is not', async () => {
    const acct = await seedAccount(sim, { numbers: [{}] });
    const seeded = await sim.control<{ templates: Array<{ id: string; name: string }> }>('POST', '/fixtures', {
      templates: Array.from({ length: 1_050 }, (_, i) => ({ waba_id: acct.wabaId, name: `bulk_${String(i).padStart(4, '0')}`, category: 'UTILITY' })),
    });
    const many = (await connectSeededNumber(mp, project, acct)).phone_number_id!;
    await sim.control('DELETE', '/requests');
    for (const i of [0, 150, 1_049]) {
      const t = seeded.templates[i];
      expect((await profile(many, { template_id: t.id })).template, `template ${i}`).toMatchObject({ id: t.id, name: t.name, category: 'UTILITY' });
    }
    // The account's list was read page by page with the upstream's cursor.
    const reads = await sim.control<{ data: Array<{ graph_path: string; query: Record<string, string> }> }>(
      'GET',
      `/requests?method=GET&path=/${acct.wabaId}/message_templates`,
    );
    expect(reads.data.some((r) => typeof r.query.after === 'string' && r.query.after !== '')).toBe(true);
    expect((await profile(many, { template_id: otherTemplateId })).template).toBeUndefined();
  });

  it('another project’s number answers NOT_FOUND like an unknown one', async () => {
    const foreign = await failure(profile(numbers.standard, {}, randomUUID()));
    const unknown = await failure(profile('999999999', {}));
    expect(foreign.reason).toBe('PHONE_NUMBER_NOT_FOUND');
    expect(unknown.reason).toBe('PHONE_NUMBER_NOT_FOUND');
  });
});
