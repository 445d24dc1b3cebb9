import { randomUUID } from 'node:crypto';
import { notFound } from '@platform/errors';
import { evaluateHealth, IN_FLIGHT_ERROR, type HealthInputs, type HealthResult, type NumberNode } from '../domain/health';
import type { PhoneNumberRow } from '../infra/db/phone-numbers.repository';
import type { UsecaseContext } from './context';
import { upstreamProblem } from './upstream-errors';

/** Fields of the number node a health check reads (health_status included). */
const HEALTH_FIELDS = [
  'id',
  'verified_name',
  'display_phone_number',
  'quality_rating',
  'status',
  'throughput',
  'whatsapp_business_manager_messaging_limit',
  'health_status',
];

/** Interval at which a check waiting on another replica's in-flight check polls the shared cache. */
const POLL_MS = 50;

interface CacheEntry {
  result: HealthResult;
  /** Clock time (ms) at which the check ran; freshness is judged with the injected clock. */
  ranAt: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Health checks (spec 4.9 rules 1-3). A result is cached for HEALTH_CACHE_TTL_MS in the shared
 * store under the number's config version, so a configuration change drops it on every replica.
 * Concurrent checks of one number share one upstream check: in-process callers await the same
 * promise; other replicas see the shared lock and wait for the shared cache. Nobody waits longer
 * than HEALTH_INFLIGHT_WAIT_MS: then the answer is status `error` asking to retry (rule 2).
 * The rate limit (rule 4, 5) is the gateway's, counted before this is called.
 */
export class HealthUsecase {
  private readonly inflight = new Map<string, Promise<HealthResult>>();

  constructor(private readonly ctx: UsecaseContext) {}

  /** Runs (or reuses) a health check of a project's number. */
  async check(projectId: string, phoneNumberId: string): Promise<{ result: HealthResult; cached: boolean }> {
    const row = await this.ctx.phoneNumbers.get(projectId, phoneNumberId);
    if (!row) throw notFound('PHONE_NUMBER_NOT_FOUND', 'Phone number not found');
    const key = `health:${row.internalId}:v${row.configVersion}`;
    const hit = await this.readFresh(key);
    if (hit) return { result: hit, cached: true };

    let shared = this.inflight.get(key);
    if (!shared) {
      shared = this.runOnce(key, row).finally(() => this.inflight.delete(key));
      this.inflight.set(key, shared);
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<HealthResult>((resolve) => {
      timer = setTimeout(
        () => resolve({ status: 'error', error: IN_FLIGHT_ERROR, timestamp: this.ctx.clock.now().toISOString() }),
        this.ctx.settings.healthInFlightWaitMs,
      );
    });
    try {
      return { result: await Promise.race([shared, timeout]), cached: false };
    } finally {
      clearTimeout(timer);
    }
  }

  private async readFresh(key: string): Promise<HealthResult | undefined> {
    const raw = await this.ctx.kv.get(key);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as CacheEntry;
    return this.ctx.clock.now().getTime() - entry.ranAt < this.ctx.settings.healthCacheTtlMs ? entry.result : undefined;
  }

  /** One check across replicas: the lock holder calls the upstream; the others wait for its cached result. */
  private async runOnce(key: string, row: PhoneNumberRow): Promise<HealthResult> {
    const lockKey = `${key}:lock`;
    const owner = randomUUID();
    const waitMs = this.ctx.settings.healthInFlightWaitMs;
    const deadline = Date.now() + waitMs;
    for (;;) {
      if (await this.ctx.kv.setIfAbsent(lockKey, owner, waitMs + 5_000)) {
        try {
          // The previous holder may have cached its result just before releasing the lock.
          const fresh = await this.readFresh(key);
          if (fresh) return fresh;
          const result = await this.runChecks(row);
          // Only definite answers are cached; `error` means "ask again".
          if (result.status !== 'error') {
            const entry: CacheEntry = { result, ranAt: this.ctx.clock.now().getTime() };
            await this.ctx.kv.set(key, JSON.stringify(entry), this.ctx.settings.healthCacheTtlMs + 60_000);
          }
          return result;
        } finally {
          await this.ctx.kv.deleteIfEquals(lockKey, owner);
        }
      }
      const hit = await this.readFresh(key);
      if (hit) return hit;
      if (Date.now() >= deadline) return { status: 'error', error: IN_FLIGHT_ERROR, timestamp: this.ctx.clock.now().toISOString() };
      await sleep(POLL_MS);
    }
  }

  /** Asks the upstream (three calls in parallel) and evaluates. */
  private async runChecks(row: PhoneNumberRow): Promise<HealthResult> {
    const token = this.ctx.tokens.open(row);
    const { graph, settings } = this.ctx;
    const [nodeRes, debugRes, subRes] = await Promise.allSettled([
      graph.getPhoneNumber(token, row.phoneNumberId, HEALTH_FIELDS),
      graph.debugToken(token),
      graph.subscribedAppIds(token, row.businessAccountId),
    ]);
    let access: HealthInputs['access'];
    if (nodeRes.status === 'fulfilled') {
      const n = nodeRes.value;
      const node: NumberNode = {
        id: String(n.id ?? row.phoneNumberId),
        verified_name: n.verified_name as string | undefined,
        display_phone_number: n.display_phone_number as string | undefined,
        quality_rating: n.quality_rating as string | undefined,
        status: n.status as string | undefined,
        throughput_tier: (n.whatsapp_business_manager_messaging_limit as string | undefined) ?? undefined,
        health_status: n.health_status as NumberNode['health_status'],
      };
      access = { ok: true, node };
    } else access = { ok: false, problem: upstreamProblem(nodeRes.reason) };

    let token_: HealthInputs['token'];
    if (debugRes.status === 'fulfilled') {
      token_ = debugRes.value.is_valid
        ? { valid: true }
        : {
            valid: false,
            reason: `The access token is invalid or expired${debugRes.value.error?.code ? ` (upstream code ${debugRes.value.error.code})` : ''}${debugRes.value.error?.message ? `: ${debugRes.value.error.message}` : ''}`,
          };
    } else token_ = { valid: null, reason: `Token introspection unavailable: ${upstreamProblem(debugRes.reason).message}` };

    const subscription: HealthInputs['subscription'] =
      subRes.status === 'fulfilled'
        ? { ok: true, appId: settings.upstreamAppId, subscribed: subRes.value.includes(settings.upstreamAppId) }
        : { ok: false, problem: upstreamProblem(subRes.reason) };

    return evaluateHealth({ access, token: token_, subscription, webhookVerifiedAt: row.webhookVerifiedAt?.toISOString() ?? null }, this.ctx.clock.now());
  }
}
