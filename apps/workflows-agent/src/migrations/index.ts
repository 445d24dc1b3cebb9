import { outboxMigrations } from '@platform/bus';
import type { Migration } from '@platform/db';
import { agentsMigrations } from './agents';
import { executionsMigrations } from './executions';
import { findingsMigrations } from './findings';
import { integrationsMigrations } from './integrations';
import { logSearchMigrations } from './log-search';
import { projectEventsMigrations } from './project-events';
import { tableStoreMigrations } from './table-store';
import { workflowsMigrations } from './workflows';

/**
 * The workflows-agent schema: workflow executions, the provider model catalog (spec 2.13), and one
 * file per further aggregate (table store: ./table-store, integrations: ./integrations).
 * The catalog is reference data maintained by migrations, like a price list.
 */
export const migrations: Migration[] = [
  {
    name: '0001_workflow_executions',
    async up(knex) {
      await knex.schema.createTable('workflow_executions', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.uuid('workflow_id').notNullable();
        t.text('status').notNullable();
        t.uuid('resumable_execution_id');
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['project_id', 'created_at']);
      });
    },
  },
  {
    name: '0002_provider_models',
    async up(knex) {
      await knex.schema.createTable('provider_models', (t) => {
        t.text('id').primary();
        t.text('name').notNullable();
        t.text('provider').notNullable();
        t.boolean('reasoning_model').notNullable();
        t.text('thinking_mode').notNullable();
        t.boolean('supports_custom_sampling').notNullable();
        t.specificType('supported_reasoning_efforts', 'text[]').notNullable();
        t.text('default_reasoning_effort');
        t.text('api_surface').notNullable();
        t.specificType('supported_prompt_cache_ttls', 'text[]').notNullable();
        t.text('default_prompt_cache_ttl').notNullable();
        t.integer('position').notNullable();
      });
      await knex('provider_models').insert([
        {
          id: 'claude-opus-4-1',
          name: 'Claude Opus 4.1',
          provider: 'anthropic',
          reasoning_model: true,
          thinking_mode: 'manual',
          supports_custom_sampling: false,
          supported_reasoning_efforts: [],
          default_reasoning_effort: null,
          api_surface: 'messages',
          supported_prompt_cache_ttls: ['5m', '1h'],
          default_prompt_cache_ttl: '1h',
          position: 1,
        },
        {
          id: 'claude-sonnet-4-5',
          name: 'Claude Sonnet 4.5',
          provider: 'anthropic',
          reasoning_model: true,
          thinking_mode: 'adaptive',
          supports_custom_sampling: false,
          supported_reasoning_efforts: [],
          default_reasoning_effort: null,
          api_surface: 'messages',
          supported_prompt_cache_ttls: ['5m'],
          default_prompt_cache_ttl: '5m',
          position: 2,
        },
        {
          id: 'gpt-5',
          name: 'GPT-5',
          provider: 'openai',
          reasoning_model: true,
          thinking_mode: 'always_adaptive',
          supports_custom_sampling: false,
          supported_reasoning_efforts: ['minimal', 'low', 'medium', 'high'],
          default_reasoning_effort: 'medium',
          api_surface: 'responses',
          supported_prompt_cache_ttls: ['5m'],
          default_prompt_cache_ttl: '5m',
          position: 3,
        },
        {
          id: 'gpt-4.1-mini',
          name: 'GPT-4.1 mini',
          provider: 'openai',
          reasoning_model: false,
          thinking_mode: 'disabled',
          supports_custom_sampling: true,
          supported_reasoning_efforts: [],
          default_reasoning_effort: null,
          api_surface: 'chat_completions',
          supported_prompt_cache_ttls: ['5m'],
          default_prompt_cache_ttl: '5m',
          position: 4,
        },
      ]);
    },
  },
  ...outboxMigrations(),
  ...tableStoreMigrations,
  ...integrationsMigrations,
  ...executionsMigrations,
  ...agentsMigrations,
  ...workflowsMigrations,
  ...findingsMigrations,
  ...projectEventsMigrations,
  ...logSearchMigrations,
];
