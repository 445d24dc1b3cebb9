import type { RequestHandler, Response, Router } from 'express';
import type { Logger } from '@platform/logger';
import { areaOfPath, roleAllows } from '../keys/roles';
import type { Clients } from '../routes/clients';
import { handle } from './app-api-helpers';
import { sendError } from './errors';
import { authorize } from './middleware/authorize';
import { isSessionPrincipal, state } from './middleware/request-context';
import { isOverviewPeriod, numberAttention, OVERVIEW_PERIODS, webhookFailure, windowOf, type OverviewPeriod } from './overview-figures';

/** What the overview read needs. */
export interface OverviewDeps {
  clients: Pick<Clients, 'call'>;
  logger: Logger;
  /** The time now (tests move it). */
  now?: () => Date;
}

/** Deadline of each service call of the overview. */
const DEADLINE_MS = 5_000;
/** Bounds of the paged reads (beyond them a figure says it is a lower bound: `complete: false`); spend and findings are exact sums. */
const NUMBERS_PAGES = 5;
const NUMBER_WEBHOOK_LISTS = 50;
const FAILED_DELIVERIES_LIMIT = 100;

/** A part that could not be read: the rest of the overview still answers. */
type Unavailable = { available: false; error: string };

/**
 * `GET {app_url}/api/v1/projects/{id}/overview?period=24h|7d|30d` (decision 0025, Overview): a
 * signed-in member's project at a glance — messages per hour (24 h) or day (7 d, 30 d) with delivery
 * and read rates and the top failure reasons (contacts GetMessageStats), spend in the window (funding's
 * SummarizeCharges) and the balance, open findings (workflows-agent), numbers needing attention
 * (messaging-proxy) and webhook endpoints failing with the failed deliveries of the window (webhooks).
 * Needs `messaging:read`; each part also its own area's read and answers on its own: a service down
 * (or an area the role cannot read) makes that part `{ available: false, error }`, never the whole 5xx.
 * Every call is scoped by the admitted project id (the member guard's): another project's data is
 * never read.
 */
export function registerOverviewRoutes(r: Router, deps: OverviewDeps, mw: { signedIn: RequestHandler; member: RequestHandler }): void {
  r.get(
    '/projects/:project_id/overview',
    mw.signedIn,
    mw.member,
    authorize('messaging', 'GET /overview'),
    handle(async (req, res) => {
      const period = req.query.period ?? '24h';
      if (!isOverviewPeriod(period)) return sendError(res, 400, `Invalid query: period must be one of ${OVERVIEW_PERIODS.join(', ')}`);
      const unknown = Object.keys(req.query).filter((k) => k !== 'period');
      if (unknown.length) return sendError(res, 400, `Invalid query: unknown parameter${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`);
      const body = await overviewOf(deps, res, period);
      res.setHeader('cache-control', 'private, no-cache');
      res.json({ data: body });
    }),
  );
}

async function overviewOf(deps: OverviewDeps, res: Response, period: OverviewPeriod) {
  const s = state(res);
  const principal = s.principal!;
  const projectId = principal.projectId;
  const { since, until, bucket } = windowOf(period, deps.now?.() ?? new Date());
  const opts = { deadlineMs: DEADLINE_MS, requestId: s.requestId };
  const call = deps.clients.call.bind(deps.clients);

  /** Runs one part: the read of its {base_url} list's area checked, its failure logged and answered as a sentence. */
  const part = async <T>(path: string, what: string, fn: () => Promise<T>): Promise<(T & { available: true }) | Unavailable> => {
    if (isSessionPrincipal(principal) && !roleAllows(principal.role, areaOfPath(path), 'GET'))
      return { available: false, error: `Your role (${principal.role}) cannot read ${what}.` };
    try {
      return { available: true, ...(await fn()) };
    } catch (err) {
      deps.logger.warn({ err, part: what, projectId }, 'overview part unavailable');
      return { available: false, error: `The ${what} are unavailable right now; try again in a moment.` };
    }
  };

  const messages = part('/messaging/messages', 'message statistics', async () => {
    const r = await call(
      'contacts',
      'GetMessageStats',
      { project_id: projectId, since: since.toISOString(), until: until.toISOString(), bucket, top_reasons: 8 },
      opts,
    );
    const buckets = (r.buckets ?? []).map((b) => ({
      start: b.start,
      received: b.received,
      sent: b.sent,
      delivered: b.delivered,
      read: b.read,
      failed: b.failed,
      pending: b.pending,
    }));
    const totals = { received: 0, sent: 0, delivered: 0, read: 0, failed: 0, pending: 0 };
    for (const b of buckets) for (const k of Object.keys(totals) as Array<keyof typeof totals>) totals[k] += b[k];
    const outcome = totals.sent + totals.failed;
    return {
      buckets,
      totals,
      delivery_rate: outcome ? totals.delivered / outcome : null,
      read_rate: totals.delivered ? totals.read / totals.delivered : null,
      failure_reasons: (r.failure_reasons ?? []).map((f) => ({ code: f.code, title: f.title, count: f.count })),
    };
  });

  const spend = part('/billing/credits', 'spend figures', async () => {
    const [balance, charges] = await Promise.all([
      call('funding', 'GetCreditBalance', { project_id: projectId }, opts),
      call('funding', 'SummarizeCharges', { project_id: projectId, since: since.toISOString(), until: until.toISOString() }, opts),
    ]);
    return {
      currency: charges.currency || balance.balance?.currency || null,
      charged_micros: String(charges.charged_micros),
      charges: Number(charges.charges),
      // funding sums the window exactly (SummarizeCharges), however many charges it holds.
      complete: true,
      balance_micros: balance.balance ? String(balance.balance.balance_micros) : null,
      available_micros: balance.balance ? String(balance.balance.available_micros) : null,
    };
  });

  const findings = part('/findings', 'findings', async () => {
    const r = await call('workflowsAgent', 'CountOpenFindings', { project_id: projectId }, opts);
    // workflows-agent counts them exactly (CountOpenFindings), however many.
    return { open: r.open, by_signal: { ...(r.by_signal ?? {}) }, complete: true };
  });

  const numbersList = (async () => {
    const all: Array<Awaited<ReturnType<typeof listNumbers>>['phone_numbers']> = [];
    let complete = false;
    let total = 0;
    for (let page = 1; page <= NUMBERS_PAGES; page++) {
      const r = await listNumbers(page);
      all.push(r.phone_numbers ?? []);
      total = r.meta?.total_count ?? total;
      if (page >= (r.meta?.total_pages ?? 0)) {
        complete = true;
        break;
      }
    }
    return { numbers: all.flat(), total, complete };
  })();
  function listNumbers(page: number) {
    return call('messagingProxy', 'ListPhoneNumbers', { project_id: projectId, page: { page, per_page: 100 } }, opts);
  }
  numbersList.catch(() => undefined);

  const numbers = part('/messaging/phone_numbers', 'phone numbers', async () => {
    const { numbers: list, total, complete } = await numbersList;
    const needing = list
      .map((n) => ({
        phone_number_id: n.phone_number_id,
        name: n.name,
        display_phone_number: n.display_phone_number,
        verified_name: n.verified_name,
        status: n.status,
        quality_rating: n.quality_rating,
        reasons: numberAttention(n),
      }))
      .filter((n) => n.reasons.length > 0);
    return { total, needing_attention: needing, complete };
  });

  const webhooks = part('/webhooks', 'webhook figures', async () => {
    const numberIds = await numbersList.then(
      (r) => r.numbers.map((n) => n.phone_number_id),
      () => [] as string[],
    );
    const lists = await Promise.all([
      call('webhooks', 'ListWebhooks', { project_id: projectId, page: { page: 1, per_page: 100 } }, opts),
      ...numberIds
        .slice(0, NUMBER_WEBHOOK_LISTS)
        .map((id) => call('webhooks', 'ListWebhooks', { project_id: projectId, phone_number_id: id, page: { page: 1, per_page: 100 } }, opts)),
    ]);
    const endpoints = lists.flatMap((l) => l.webhooks ?? []);
    const failing = endpoints
      .map((w) => ({
        id: w.id,
        url: w.url,
        active: w.active,
        phone_number_id: w.phone_number_id ?? null,
        disabled_reason: w.disabled_reason ?? null,
        disabled_at: w.disabled_at ?? null,
        failing_since: w.failing_since ?? null,
        reason: webhookFailure(w),
      }))
      .filter((w) => w.reason !== null);
    const deliveries = await call('webhooks', 'ListDeliveries', { project_id: projectId, period, status: 'failed', limit: FAILED_DELIVERIES_LIMIT }, opts);
    const failed = deliveries.deliveries?.length ?? 0;
    return {
      total: endpoints.length,
      failing,
      failed_deliveries: failed,
      failed_deliveries_complete: !deliveries.has_older,
      complete: numberIds.length <= NUMBER_WEBHOOK_LISTS && lists.every((l) => (l.meta?.total_pages ?? 0) <= 1),
    };
  });

  const [m, sp, f, n, w] = await Promise.all([messages, spend, findings, numbers, webhooks]);
  return { period, since: since.toISOString(), until: until.toISOString(), bucket, messages: m, spend: sp, findings: f, numbers: n, webhooks: w };
}
