import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { AgentHandoffsRepository } from '../infra/db/agent-handoffs.repository';
import type { BroadcastsRepository } from '../infra/db/broadcasts.repository';
import type { RecipientsRepository } from '../infra/db/recipients.repository';
import type { MessagingProxyPort } from '../infra/grpc/messaging-proxy.client';
import type { WorkflowsAgentPort } from '../infra/grpc/workflows-agent.client';
import type { SendLimiter } from '../infra/kv/send-limiter';

/** Tunables of the delivery engine and the copy job (config, or set directly by tests). */
export interface BroadcastSettings {
  /** This replica's name in claims (`claimed_by`). */
  workerId: string;
  /** Recipients claimed per query. */
  claimBatch: number;
  /** How long a claim holds before another replica may reconcile it. */
  claimLeaseMs: number;
  /** Sends in flight per replica. */
  concurrency: number;
  /** Engine poll interval (new work, scheduled broadcasts, copies). */
  pollMs: number;
  /** A send whose outcome is unknown is retried with the same key after this long (reconciled). */
  inDoubtRetryMs: number;
  /** Transient outcomes (busy, no answer) of one recipient before it ends `failed`; throttles never count. */
  sendMaxAttempts: number;
  /** Lease of a copy job and attempts before the copy ends `failed`. */
  copyLeaseMs: number;
  copyMaxAttempts: number;
  /** How long a number's throughput (from the upstream) is reused before it is read again. */
  throughputTtlMs: number;
  /** A reply is handed to the broadcast's agent only within this long after its send (the attribution window). */
  agentReplyWindowMs: number;
  /** A handoff starts this long after the reply (the number's own inbound routing sees the reply first; decision 0805). */
  agentSettleMs: number;
  /** Attempts of a start that fails transiently before the handoff ends `failed`. */
  agentMaxAttempts: number;
}

/** Everything a broadcasts use case may depend on, wired once by server.ts. */
export interface UsecaseContext {
  db: Db;
  clock: Clock;
  logger: Logger;
  broadcasts: BroadcastsRepository;
  recipients: RecipientsRepository;
  handoffs: AgentHandoffsRepository;
  proxy: MessagingProxyPort;
  /** workflows-agent: the agent of a broadcast (decision 0805). */
  workflows: WorkflowsAgentPort;
  limiter: SendLimiter;
  settings: BroadcastSettings;
}
