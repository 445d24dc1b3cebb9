/** workflows-agent in-process against a fake messaging-proxy, with a bus on its namespace and a gRPC client. */
import { createBus, type Bus } from '@platform/bus';
import { loadContracts, type workflowsAgent } from '@platform/contracts';
import { createClient } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { dropSchema, testInfra } from '@platform/testing';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';
import { startFakeProxy, type FakeProxy } from './fake-messaging-proxy';

export interface EngineUnderTest {
  fake: FakeProxy;
  svc: RunningService;
  /** On the service's namespace, with the CONTACTS stream ensured (inbound messages are published there). */
  bus: Bus;
  client: workflowsAgent.WorkflowsAgentServiceClient;
  /** Closes everything and drops the service's schema. */
  stop(): Promise<void>;
}

/** Starts the service with `env` (from `serviceTestEnv`) and its messaging-proxy faked at the gRPC contract. */
export async function startEngineUnderTest(env: Record<string, string>): Promise<EngineUnderTest> {
  const fake = await startFakeProxy();
  const svc = await run(configSchema.parse({ ...env, MESSAGING_PROXY_GRPC_ADDRESS: fake.address }));
  const bus = await createBus({ url: testInfra().natsUrl, namespace: env.BUS_NAMESPACE });
  await bus.ensureStream({ name: 'CONTACTS', subjects: ['contacts.>'] });
  const { contracts } = loadContracts();
  const client = createClient(contracts.workflowsAgent.WorkflowsAgentService, `127.0.0.1:${svc.port}`, { defaultDeadlineMs: 10_000, idempotentMethods: [] });
  return {
    fake,
    svc,
    bus,
    client,
    async stop() {
      client.close();
      await bus.close();
      await svc.stop();
      await fake.close();
      await dropSchema(env.DB_SCHEMA);
    },
  };
}
