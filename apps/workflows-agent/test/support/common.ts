/** Helpers the workflows-agent integration tests share: the LLM provider simulator and a failed call's HTTP view. */
import { resolve } from 'node:path';
import { DomainError, fromServiceError, httpStatusOf } from '@platform/errors';
import { startListeningProcess, type ListeningProcess } from '@platform/testing';
import type { SendOutcome } from '../../src/workflows/infra/grpc/messaging-proxy.client';

const REPO = resolve(__dirname, '../../../..');

/** Starts apps/llm-sim as a child process on a free port; `acceptAnyKey` false makes it check API keys against its scripts. */
export function startLlmSim(opts: { acceptAnyKey: boolean }): Promise<ListeningProcess> {
  return startListeningProcess({
    entry: resolve(REPO, 'apps/llm-sim/src/main.ts'),
    readyMessage: 'llm simulator listening',
    cwd: REPO,
    env: { SIM_ACCEPT_ANY_KEY: String(opts.acceptAnyKey) },
  });
}

/** The HTTP status, public message and fields the gateway would answer for the call's failure; throws if it succeeds. */
export async function failureOf(p: Promise<unknown>): Promise<{ status: number; message: string; fields: Record<string, unknown> }> {
  try {
    await p;
  } catch (e) {
    const d = e instanceof DomainError ? e : fromServiceError(e);
    return { status: httpStatusOf(d), message: d.publicMessage, fields: d.publicFields };
  }
  throw new Error('expected a failure');
}

/** An answer of the send path as the engine's messaging-proxy client reads it: a refusal with no code unless told. */
export function sendOutcome(over: Partial<SendOutcome>): SendOutcome {
  return {
    accepted: false,
    httpStatus: 409,
    code: '',
    upstreamErrorCode: 0,
    body: {},
    inFlight: false,
    transient: false,
    keySpent: false,
    retryAfterSeconds: 0,
    ...over,
  };
}
