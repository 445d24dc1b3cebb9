import type { Migration } from '@platform/db';

/**
 * Workflow executions (issue 19, decisions 0720-0722): the 0001 table grows the engine's state (the
 * graph position, the step counter that names each step's idempotency key, the wait and its timer, the
 * execution context), plus the execution's event history and its pending inputs (debounced replies).
 */
export const executionsMigrations: Migration[] = [
  {
    name: '0200_workflow_execution_engine',
    async up(knex) {
      await knex.schema.alterTable('workflow_executions', (t) => {
        t.text('tracking_id');
        t.text('trigger_type').notNullable().defaultTo('api_call');
        t.boolean('observer').notNullable().defaultTo(false);
        t.uuid('parent_execution_id');
        t.uuid('root_execution_id');
        // The parent's call node that started this child (a changed call step is detected against it).
        t.text('parent_node_id');
        t.text('phone_number_id');
        t.text('phone_number');
        t.text('recipient');
        t.uuid('conversation_id');
        t.text('current_node_id');
        t.text('current_node_type');
        // Steps executed so far: step n's side effects carry the key `execution:{id}:step:{n}`.
        t.integer('step').notNullable().defaultTo(0);
        t.text('waiting_reason');
        // Counts waits; a reply or a timer names the wait it is for (domain/execution-state).
        t.integer('wait_seq').notNullable().defaultTo(0);
        t.timestamp('timeout_at', { useTz: true, precision: 3 });
        // When buffered inputs are due (debounce window end); null when none are pending.
        t.timestamp('input_due_at', { useTz: true, precision: 3 });
        t.jsonb('context').notNullable().defaultTo('{}');
        t.jsonb('error_details');
        t.timestamp('started_at', { useTz: true, precision: 3 });
        t.timestamp('last_event_at', { useTz: true, precision: 3 });
        t.timestamp('ended_at', { useTz: true, precision: 3 });
      });
      await knex.raw(
        `UPDATE workflow_executions SET root_execution_id = id, started_at = created_at, last_event_at = updated_at WHERE root_execution_id IS NULL`,
      );
      await knex.schema.alterTable('workflow_executions', (t) => {
        t.index(['project_id', 'workflow_id', 'created_at', 'id'], 'workflow_executions_by_workflow');
        t.index(['project_id', 'phone_number_id', 'status'], 'workflow_executions_by_number');
        t.index(['parent_execution_id'], 'workflow_executions_by_parent');
      });
      // Timers: waits with a deadline and inputs past their debounce window (the sweeper's two reads).
      await knex.raw(`CREATE INDEX workflow_executions_timeouts ON workflow_executions (timeout_at) WHERE status = 'waiting' AND timeout_at IS NOT NULL`);
      await knex.raw(`CREATE INDEX workflow_executions_inputs_due ON workflow_executions (input_due_at) WHERE input_due_at IS NOT NULL`);

      await knex.schema.createTable('workflow_execution_events', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.uuid('execution_id').notNullable();
        t.text('event_type').notNullable();
        t.text('direction').notNullable();
        t.text('edge_label');
        t.text('node_id');
        t.text('node_type');
        t.integer('step');
        t.jsonb('payload').notNullable().defaultTo('{}');
        t.timestamp('created_at', { useTz: true, precision: 3 }).notNullable();
        t.index(['project_id', 'execution_id', 'created_at', 'id'], 'workflow_execution_events_by_execution');
      });

      // Inputs (inbound replies, resumes) not yet consumed by a wait: bursts are merged into one reply.
      await knex.schema.createTable('workflow_execution_inputs', (t) => {
        t.uuid('id').primary();
        t.uuid('project_id').notNullable();
        t.uuid('execution_id').notNullable();
        // The upstream message id (an inbound redelivered twice is buffered once).
        t.text('source_key').notNullable();
        t.text('text');
        t.jsonb('payload').notNullable().defaultTo('{}');
        t.timestamp('received_at', { useTz: true, precision: 3 }).notNullable();
        t.timestamp('consumed_at', { useTz: true, precision: 3 });
        t.unique(['execution_id', 'source_key']);
        t.index(['execution_id', 'received_at']);
      });
    },
  },
  {
    name: '0201_workflow_execution_step_lease',
    async up(knex) {
      // A step with side effects runs outside any transaction; its worker holds this lease meanwhile
      // (a dead worker's step is taken over once it expires, and repeated with the same keys).
      await knex.schema.alterTable('workflow_executions', (t) => {
        t.timestamp('lease_until', { useTz: true, precision: 3 });
      });
    },
  },
  {
    name: '0202_workflow_executions_running_index',
    async up(knex) {
      // The timer sweeper looks for running executions untouched too long (a lost work item) several
      // times a second: a partial index keeps that read to the few running rows (decision 0723).
      await knex.raw(`CREATE INDEX workflow_executions_running ON workflow_executions (updated_at) WHERE status = 'running'`);
    },
  },
  {
    name: '0203_workflow_execution_idempotency_key',
    async up(knex) {
      // StartWorkflowExecution's idempotency key (decision 0726): one execution per (project, key); the
      // request's fingerprint tells a retry from a reuse of the key for another start.
      await knex.schema.alterTable('workflow_executions', (t) => {
        t.text('idempotency_key');
        t.text('idempotency_fingerprint');
      });
      await knex.raw(
        `CREATE UNIQUE INDEX workflow_executions_idempotency_key ON workflow_executions (project_id, idempotency_key) WHERE idempotency_key IS NOT NULL`,
      );
    },
  },
];
