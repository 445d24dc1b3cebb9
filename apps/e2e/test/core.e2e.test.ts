/**
 * The core journey against the production shape: one process per app (gateway, seven services,
 * simulator) on real Postgres, Redis and NATS.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { apiFor, coreJourney, startStack, type Stack } from '../src';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ services: ['funding', 'messaging-proxy', 'flows', 'broadcasts', 'contacts', 'workflows-agent', 'webhooks'] });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('core journey, one process per app, real engines', () => {
  it('creates, reads and lists through the gateway and is logged', async () => {
    const p = await stack.createProject('pro');
    await coreJourney(apiFor(stack.baseUrl, p.apiKey));
  }, 60_000);
});
