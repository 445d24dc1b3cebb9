/**
 * The loads of a chaos scenario, each a realistic client:
 *  - sends through `{proxy_url}/{phone_number_id}/messages` (via the gateway), one Idempotency-Key per
 *    logical message, retried like a good client (network errors, 5xx, 409 send_in_progress /
 *    send_outcome_unknown: the same key after Retry-After, default 1 s) until an answer with a known
 *    outcome (a request unanswered after the client's timeout counts as a network error): 200 or 409 duplicate_send (accepted, with the wamid), 409 idempotency_key_spent or another
 *    4xx (refused);
 *  - inbound messages injected at the simulator (its control API), which delivers them to messaging-proxy
 *    and retries while it is down;
 *  - a broadcast (created, recipients added, sent) on its own number;
 *  - workflow executions (started with an Idempotency-Key) whose one step sends a text.
 * Each logical message carries its token (tools/chaos/counts.ts) in what goes upstream.
 */
import type { ClientSend, InjectedInbound, StartedExecution } from './counts';

/** What the loads need to know of the seeded project. */
export interface Target {
  apiKey: string;
  proxyUrl: string;
  baseUrl: string;
  simUrl: string;
  sendNumber: string;
  broadcastNumber: string;
  workflowNumber: string;
  workflowId: string;
  template: string;
  broadcastTemplate: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Retry-After (seconds) of an answer, in ms; 1 s when absent. */
function retryAfterMs(h: Headers): number {
  const v = Number(h.get('retry-after'));
  return Number.isFinite(v) && v > 0 ? Math.min(v, 30) * 1000 : 1000;
}

/** A JSON call with a timeout; `null` status = no answer. */
async function call(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: unknown },
  timeoutMs = 30_000,
): Promise<{ status: number | null; body: any; headers: Headers }> {
  try {
    const r = await fetch(url, {
      method: init.method,
      headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(init.headers ?? {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await r.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: r.status, body, headers: r.headers };
  } catch {
    return { status: null, body: undefined, headers: new Headers() };
  }
}

/** A recipient phone number unique to a scenario and a message. */
export function recipientOf(scenario: number, kind: number, n: number): string {
  return `1555${String(scenario % 100).padStart(2, '0')}${kind}${String(n).padStart(4, '0')}`;
}

/** One logical send, retried until a known outcome or `deadline`. */
export async function clientSend(t: Target, key: string, to: string, deadline: () => number, timeoutMs = 30_000): Promise<ClientSend> {
  const failures: string[] = [];
  const body = {
    messaging_product: 'whatsapp',
    to,
    type: 'template',
    biz_opaque_callback_data: key,
    template: { name: t.template, language: { code: 'en_US' }, components: [{ type: 'body', parameters: [{ type: 'text', text: `order ${key}` }] }] },
  };
  while (Date.now() < deadline()) {
    const r = await call(
      `${t.proxyUrl}/${t.sendNumber}/messages`,
      { method: 'POST', headers: { 'x-api-key': t.apiKey, 'idempotency-key': key }, body },
      timeoutMs,
    );
    if (r.status === 200) return { key, outcome: 'accepted', wamid: r.body?.messages?.[0]?.id ?? null, failures };
    const code = typeof r.body?.code === 'string' ? r.body.code : typeof r.body?.error?.code === 'string' ? r.body.error.code : '';
    if (r.status === 409 && code === 'duplicate_send') return { key, outcome: 'accepted', wamid: r.body?.wamid ?? null, failures };
    if (r.status === 409 && code === 'idempotency_key_spent') {
      failures.push('409 spent');
      return { key, outcome: 'refused', wamid: null, failures };
    }
    const retry =
      r.status === null || r.status >= 500 || r.status === 429 || (r.status === 409 && (code === 'send_in_progress' || code === 'send_outcome_unknown'));
    failures.push(
      r.status === null
        ? 'net'
        : r.status === 409
          ? `409 ${code === 'send_in_progress' ? 'in_progress' : code === 'send_outcome_unknown' ? 'unknown' : code}`
          : String(r.status),
    );
    if (!retry) return { key, outcome: 'refused', wamid: null, failures };
    await sleep(retryAfterMs(r.headers));
  }
  return { key, outcome: 'unresolved', wamid: null, failures };
}

/** Fires `n` jobs at `perSecond`, each started on time whatever the others do; resolves when all are done. */
export async function openLoop<T>(n: number, perSecond: number, job: (i: number) => Promise<T>, stopped: () => boolean = () => false): Promise<T[]> {
  const t0 = Date.now();
  const running: Array<Promise<T>> = [];
  for (let i = 0; i < n && !stopped(); i++) {
    const due = t0 + (i * 1000) / perSecond;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    running.push(job(i));
  }
  return Promise.all(running);
}

/** Injects one inbound text message at the simulator; the delivery to messaging-proxy is retried by the simulator. */
export async function injectInbound(t: Target, token: string, from: string, failures: string[]): Promise<InjectedInbound | null> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const r = await call(`${t.simUrl}/__sim/webhooks/trigger`, {
      method: 'POST',
      body: { kind: 'inbound_message', phone_number_id: t.sendNumber, from, text: `hello ${token}`, name: 'Chaos' },
    });
    if (r.status === 200) {
      const wamid = r.body?.payload?.entry?.[0]?.changes?.[0]?.value?.messages?.[0]?.id;
      return typeof wamid === 'string' ? { token, wamid } : null;
    }
    failures.push(`sim ${r.status ?? 'net'}`);
    await sleep(500);
  }
  return null;
}

/** A platform API call retried on no answer / 5xx (only for calls safe to repeat). */
export async function api(
  t: Target,
  method: string,
  path: string,
  body: unknown,
  failures: string[],
  headers: Record<string, string> = {},
  deadlineMs = 120_000,
) {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const r = await call(`${t.baseUrl}${path}`, { method, headers: { 'x-api-key': t.apiKey, ...headers }, body });
    if (r.status !== null && r.status < 500) return r;
    failures.push(r.status === null ? 'net' : String(r.status));
    if (Date.now() > end) return r;
    await sleep(retryAfterMs(r.headers));
  }
}

/** Creates a broadcast of `phones` on the broadcast number (not yet sent); its id. */
export async function prepareBroadcast(t: Target, name: string, phones: string[], failures: string[]): Promise<string> {
  const created = await api(
    t,
    'POST',
    '/messaging/broadcasts',
    { broadcast: { name, phone_number_id: t.broadcastNumber, template: { name: t.broadcastTemplate, language: 'en_US' } } },
    failures,
  );
  if (created.status !== 201) throw new Error(`broadcast create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.data.id as string;
  for (let i = 0; i < phones.length; i += 200) {
    const added = await api(
      t,
      'POST',
      `/messaging/broadcasts/${id}/recipients`,
      { broadcast: { recipients: phones.slice(i, i + 200).map((p) => ({ phone_number: p })) } },
      failures,
    );
    if (added.status !== 200) throw new Error(`broadcast recipients: ${added.status} ${JSON.stringify(added.body)}`);
  }
  return id;
}

/** Starts one workflow execution (Idempotency-Key = its token, retried on no answer / 5xx). */
export async function startExecution(t: Target, token: string, phone: string, failures: string[]): Promise<StartedExecution> {
  const r = await api(
    t,
    'POST',
    `/workflows/${t.workflowId}/executions`,
    { workflow_execution: { phone_number: `+${phone}`, phone_number_id: t.workflowNumber, variables: { token } } },
    failures,
    { 'idempotency-key': token },
  );
  if (r.status !== 202 && r.status !== 200) failures.push(`exec ${r.status ?? 'net'}`);
  return { token, started: r.status === 202 || r.status === 200 };
}
