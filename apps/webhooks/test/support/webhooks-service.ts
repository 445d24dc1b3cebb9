/**
 * The setup the webhooks integration tests that deliver to loopback receivers share: the env (a fresh
 * encryption key, 127.0.0.1 allowed, short retries, poll and timeout), the service run for real on it
 * (Postgres, NATS), its gRPC client, a bus handle on its namespace, and the receivers a test starts.
 */
import { randomBytes } from 'node:crypto';
import { createBus, type Bus } from '@platform/bus';
import { loadContracts, type webhooks } from '@platform/contracts';
import { callUnary, createClient } from '@platform/grpc';
import type { RunningService } from '@platform/service';
import { serviceTestEnv, testInfra } from '@platform/testing';
import { configSchema } from '../../src/config';
import { run } from '../../src/server';
import { startReceiver, type Receiver } from '../integration/receiver';

/** The env of a delivery test: `retrySchedule` is WEBHOOK_RETRY_SCHEDULE (seconds, comma-separated). */
export function deliveryTestEnv(prefix: string, retrySchedule: string): Record<string, string> {
  return serviceTestEnv(prefix, {
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    WEBHOOK_ALLOWED_TARGETS: '127.0.0.1',
    WEBHOOK_RETRY_SCHEDULE: retrySchedule,
    WEBHOOK_RETRY_JITTER: '0',
    WEBHOOK_POLL_MS: '50',
    WEBHOOK_TIMEOUT_MS: '1000',
    WEBHOOK_LEASE_MARGIN_MS: '500',
  });
}

/** webhooks under test; `start` in beforeAll, `stop` in afterAll (the schema is the test's to drop). */
export class WebhooksUnderTest {
  svc!: RunningService;
  client!: webhooks.WebhooksServiceClient;
  bus!: Bus;
  private readonly receivers: Receiver[] = [];

  constructor(private readonly env: Record<string, string>) {}

  /** Runs the service on the env as it is now (a test may have added a peer's address); `wrapBus`: a poison test's `fastRedelivery`. */
  async start(opts: { idempotentMethods: string[]; wrapBus?(bus: Bus): Bus }): Promise<this> {
    this.svc = await run(configSchema.parse(this.env), { wrapBus: opts.wrapBus });
    const { contracts } = loadContracts();
    this.client = createClient(contracts.webhooks.WebhooksService, `127.0.0.1:${this.svc.port}`, {
      defaultDeadlineMs: 5000,
      idempotentMethods: opts.idempotentMethods,
    });
    this.bus = await createBus({ url: testInfra().natsUrl, namespace: this.env.BUS_NAMESPACE });
    return this;
  }

  /** One RPC of the service by name. */
  call = <M extends keyof webhooks.WebhooksServiceClient & string>(m: M, req: unknown) => callUnary(this.client, m as never, req as never) as Promise<any>;

  /** A loopback receiver answering with `reply`, closed by {@link stop}. */
  rx = async (reply?: Parameters<typeof startReceiver>[0]): Promise<Receiver> => {
    const r = await startReceiver(reply);
    this.receivers.push(r);
    return r;
  };

  async stop(): Promise<void> {
    this.client?.close();
    await this.bus?.close();
    await Promise.all(this.receivers.map((r) => r.close()));
    await this.svc?.stop();
  }
}
