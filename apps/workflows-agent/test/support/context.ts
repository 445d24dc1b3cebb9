/**
 * A typed UsecaseContext for tests that build use cases directly: every field of the context is spelled
 * here, so a new field breaks this file at compile time (and is decided once for every test). A field the
 * test does not give is a stand-in that throws, naming the field, when the code under test uses it.
 */
import type { UsecaseContext } from '../../src/context';

/** A stand-in for a context field the test did not give: any use of it throws, naming the field. */
function notGiven<T>(field: keyof UsecaseContext): T {
  return new Proxy(
    {},
    {
      get(_target, prop) {
        // Awaiting or inspecting the stand-in (then, symbols) is not a use.
        if (typeof prop === 'symbol' || prop === 'then') return undefined;
        throw new Error(`testContext: the test gave no UsecaseContext.${field} (read .${prop})`);
      },
    },
  ) as T;
}

/** A UsecaseContext with the test's `overrides`; every other field throws when used. */
export function testContext(overrides: Partial<UsecaseContext>): UsecaseContext {
  return {
    db: overrides.db ?? notGiven('db'),
    clock: overrides.clock ?? notGiven('clock'),
    logger: overrides.logger ?? notGiven('logger'),
    tables: overrides.tables ?? notGiven('tables'),
    integrations: overrides.integrations ?? notGiven('integrations'),
    connector: overrides.connector ?? notGiven('connector'),
    agents: overrides.agents ?? notGiven('agents'),
    findings: overrides.findings ?? notGiven('findings'),
    executions: overrides.executions ?? notGiven('executions'),
    executionsPublisher: overrides.executionsPublisher ?? notGiven('executionsPublisher'),
    sender: overrides.sender ?? notGiven('sender'),
    functionRunner: overrides.functionRunner ?? notGiven('functionRunner'),
    webhookCaller: overrides.webhookCaller ?? notGiven('webhookCaller'),
    projectEvents: overrides.projectEvents ?? notGiven('projectEvents'),
  };
}
