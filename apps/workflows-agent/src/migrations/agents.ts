import type { Migration } from '@platform/db';

/**
 * Agents (issue 20, decisions 0730-0739): catalog prices and tool-only capability (the catalog stays
 * data: a new model or price is a new migration, decision 0730), per-project provider keys
 * (encrypted), agent runs with their persisted steps (durable, decision 0734) and the run events
 * still to hand to webhooks.
 */
export const agentsMigrations: Migration[] = [
  {
    name: '0300_agents_catalog_capabilities',
    async up(knex) {
      await knex.schema.alterTable('provider_models', (t) => {
        t.boolean('supports_tool_only_delivery').notNullable().defaultTo(true);
        t.decimal('input_usd_per_mtok', 12, 6).notNullable().defaultTo(0);
        t.decimal('output_usd_per_mtok', 12, 6).notNullable().defaultTo(0);
      });
      const set = (id: string, v: Record<string, unknown>) => knex('provider_models').where({ id }).update(v);
      // Forced tool choice, which tool-only delivery needs, is refused while Anthropic's adaptive
      // thinking is on; manual thinking is simply left off in tool-only mode (decision 0731).
      await set('claude-opus-4-1', { supports_tool_only_delivery: true, input_usd_per_mtok: 15, output_usd_per_mtok: 75 });
      await set('claude-sonnet-4-5', { supports_tool_only_delivery: false, input_usd_per_mtok: 3, output_usd_per_mtok: 15 });
      await set('gpt-5', { supports_tool_only_delivery: true, input_usd_per_mtok: 1.25, output_usd_per_mtok: 10 });
      await set('gpt-4.1-mini', { supports_tool_only_delivery: true, input_usd_per_mtok: 0.4, output_usd_per_mtok: 1.6 });
    },
  },
  {
    name: '0301_agent_provider_keys',
    async up(knex) {
      await knex.schema.createTable('agent_provider_keys', (t) => {
        t.uuid('project_id').notNullable();
        t.text('provider').notNullable();
        // @platform/crypto sealed, bound to project and provider.
        t.text('api_key_sealed').notNullable();
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.primary(['project_id', 'provider']);
      });
    },
  },
  {
    name: '0302_agent_runs',
    async up(knex) {
      await knex.schema.createTable('agent_runs', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.text('status').notNullable();
        t.text('prompt').notNullable();
        t.uuid('conversation_id');
        t.text('phone_number_id');
        t.jsonb('metadata').notNullable();
        // Effective settings and tool definitions (webhook tool headers sealed inside).
        t.jsonb('settings').notNullable();
        t.jsonb('tools').notNullable();
        t.specificType('warnings', 'text[]').notNullable();
        t.jsonb('pending_tool_call');
        t.text('result');
        t.text('error_code');
        t.text('error_message');
        t.integer('iterations').notNullable().defaultTo(0);
        t.integer('input_tokens').notNullable().defaultTo(0);
        t.integer('output_tokens').notNullable().defaultTo(0);
        t.integer('reasoning_tokens').notNullable().defaultTo(0);
        t.decimal('cost_usd', 14, 6).notNullable().defaultTo(0);
        // Agent node runs of workflows (kind = workflow_node) are keyed by execution and node.
        t.text('kind').notNullable().defaultTo('api');
        t.uuid('workflow_execution_id');
        t.text('node_key');
        t.jsonb('vars');
        // The worker lease (durable job): a run whose lease expired is picked up again.
        t.text('lease_owner');
        t.timestamp('lease_until', { useTz: true, precision: 3 });
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('started_at', { useTz: true, precision: 3 });
        t.timestamp('finished_at', { useTz: true, precision: 3 });
        t.index(['project_id', 'created_at', 'id']);
        t.unique(['workflow_execution_id', 'node_key']);
      });
      await knex.raw(`CREATE INDEX agent_runs_runnable ON agent_runs (lease_until) WHERE status IN ('queued', 'running')`);
      await knex.schema.createTable('agent_run_steps', (t) => {
        t.uuid('run_id').notNullable().references('agent_runs.id').onDelete('CASCADE');
        t.integer('index').notNullable();
        t.text('kind').notNullable();
        t.text('status').notNullable();
        t.text('text');
        t.jsonb('tool_calls');
        t.text('tool_call_id');
        t.text('tool_name');
        t.jsonb('result');
        t.integer('input_tokens');
        t.integer('output_tokens');
        t.integer('reasoning_tokens');
        t.decimal('cost_usd', 14, 6);
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.primary(['run_id', 'index']);
      });
      await knex.schema.createTable('agent_run_events', (t) => {
        t.uuid('id').primary();
        t.uuid('run_id').notNullable();
        t.uuid('project_id').notNullable();
        t.text('event').notNullable();
        t.jsonb('payload').notNullable();
        t.timestamp('occurred_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('published_at', { useTz: true, precision: 3 });
        t.integer('attempts').notNullable().defaultTo(0);
        t.index(['published_at', 'occurred_at']);
      });
    },
  },
];
