/**
 * Seeding of the gateway benchmarks: enterprise projects (4000 req/min each, so the plan limit stays
 * on without refusing anything) with one API key each, in the gateway schema (hash from the gateway's
 * own key scheme, so the keys authenticate like admin-created ones), and flows per project in the
 * flows schema. Both schemas must exist (the apps migrate them at start).
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
// The gateway's own key scheme, so seeded keys authenticate (bench/ is a composition project, like apps/platform).
import { generateApiKey } from '@app/gateway';

/** What the requests of a benchmark cycle through. */
export interface Seeded {
  keys: string[];
  projectIds: string[];
}

/**
 * One project with one API key in the gateway schema (which must exist: the gateway migrates it at
 * start); returns its id and the key's secret. The chaos harness's project (tools/chaos).
 */
export async function seedProject(db: Knex, opts: { gatewaySchema: string; name: string; plan: string }): Promise<{ projectId: string; apiKey: string }> {
  const now = new Date();
  const projectId = randomUUID();
  const g = generateApiKey();
  await db.withSchema(opts.gatewaySchema).table('projects').insert({ id: projectId, name: opts.name, plan: opts.plan, created_at: now, updated_at: now });
  await db
    .withSchema(opts.gatewaySchema)
    .table('api_keys')
    .insert({ id: randomUUID(), project_id: projectId, name: opts.name, display_prefix: g.displayPrefix, key_hash: g.hash, created_at: now, revoked_at: null });
  return { projectId, apiKey: g.secret };
}

export async function seedProjects(db: Knex, opts: { gatewaySchema: string; flowsSchema: string; projects: number; flowsPerProject: number }): Promise<Seeded> {
  const now = new Date();
  const projects: Array<Record<string, unknown>> = [];
  const apiKeys: Array<Record<string, unknown>> = [];
  const flowRows: Array<Record<string, unknown>> = [];
  const keys: string[] = [];
  for (let i = 0; i < opts.projects; i++) {
    const projectId = randomUUID();
    projects.push({ id: projectId, name: `Bench ${i}`, plan: 'enterprise', created_at: now, updated_at: now });
    const g = generateApiKey();
    keys.push(g.secret);
    apiKeys.push({
      id: randomUUID(),
      project_id: projectId,
      name: 'bench',
      display_prefix: g.displayPrefix,
      key_hash: g.hash,
      created_at: now,
      revoked_at: null,
    });
    for (let f = 0; f < opts.flowsPerProject; f++) {
      const t = new Date(now.getTime() - f * 60_000);
      flowRows.push({
        id: randomUUID(),
        project_id: projectId,
        upstream_flow_id: String(10_000_000_000 + i * 1000 + f),
        name: `Flow ${f} of project ${i}`,
        status: f % 2 ? 'published' : 'draft',
        json_version: '7.1',
        data_api_version: '3.0',
        business_account_id: '102290129340398',
        phone_number_id: '106540352242922',
        preview_url: null,
        data_endpoint_function_id: null,
        data_endpoint_url: null,
        flows_encryption_configured: false,
        published_at: f % 2 ? t : null,
        last_synced_at: t,
        created_at: t,
        updated_at: t,
      });
    }
  }
  await db.batchInsert(`${opts.gatewaySchema}.projects`, projects, 500);
  await db.batchInsert(`${opts.gatewaySchema}.api_keys`, apiKeys, 500);
  await db.batchInsert(`${opts.flowsSchema}.flows`, flowRows, 500);
  await db.raw(`analyze "${opts.flowsSchema}".flows`);
  await db.raw(`analyze "${opts.gatewaySchema}".api_keys`);
  return { keys, projectIds: projects.map((p) => p.id as string) };
}
