/**
 * A deterministic messaging-proxy at its generated gRPC contract (SendMessage, GetSendingProfile)
 * for the broadcasts tests: keyed sends are remembered like the real send path (a retry of an
 * accepted key answers 409 duplicate_send with its wamid and is not forwarded), and chosen
 * recipients answer 130429 / 131056 (once), 132000, or a marketing opt-out refusal; a number can
 * be disconnected mid-run (NOT_FOUND after a set number of accepted sends).
 */
import * as grpc from '@grpc/grpc-js';
import { fromStruct, loadContracts, toStruct, type messagingProxy } from '@platform/contracts';
import { REASON_METADATA_KEY, toServiceError, unavailable } from '@platform/errors';

/** Knobs of the fake. */
export interface FakeProxyOptions {
  /** Messages per second GetSendingProfile reports. */
  mps?: number;
  /** Delay of every SendMessage (a send in flight when a replica dies). */
  sendDelayMs?: number;
}

/** The running fake and what it saw. */
export interface FakeProxy {
  address: string;
  /** Accepted forwards per recipient (`to`): a recipient sent twice shows 2. */
  forwards: Map<string, number>;
  /** SendMessage calls per recipient (forwarded or not). */
  calls: Map<string, number>;
  /** Recipients answered 132000 (parameter mismatch). */
  paramError: Set<string>;
  /** Recipients refused as opted out of marketing (422 marketing_preference_stopped). */
  stopped: Set<string>;
  /** Recipients answered 130429 once, then accepted. */
  throttleOnce: Set<string>;
  /** Recipients answered 131056 once, then accepted. */
  pairOnce: Set<string>;
  /** Recipients answered 130429 this many more times, then accepted. */
  throttleTimes: Map<string, number>;
  /** Recipients refused 503 (busy, retry after 1 s) every time. */
  busy: Set<string>;
  /** Recipients refused 503 once, then accepted. */
  busyOnce: Set<string>;
  /** Recipients whose SendMessage fails with UNAVAILABLE (UPSTREAM_OUTCOME_UNKNOWN: no answer), nothing forwarded. */
  unanswered: Set<string>;
  /** Numbers GetSendingProfile and SendMessage know (others: NOT_FOUND). */
  numbers: Set<string>;
  /**
   * Numbers disconnected mid-run: after this many more accepted sends from the number it leaves
   * `numbers` (every later call on it answers NOT_FOUND, as for a number no longer the project's).
   */
  forgetAfter: Map<string, number>;
  /** Messages per second GetSendingProfile reports (changeable while running). */
  mps: { value: number };
  /** GetSendingProfile answers after this many ms (a slow send path; 0 by default). */
  profileDelayMs: { value: number };
  /** Template status reported (APPROVED by default). */
  templateStatus: { value: string };
  /** Body text of template 7001 `promo` (an upstream edit changes it). */
  templateText: { value: string };
  /** Times of accepted forwards (ms), for rate checks. */
  acceptedAt: number[];
  /** The message body of the last send per recipient. */
  lastMessage: Map<string, Record<string, unknown>>;
  sources: Set<string>;
  keys: Map<string, string>;
  /** Sends per SendMessages call, in call order (a SendMessage call is not listed). */
  batches: number[];
  close(): Promise<void>;
}

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/** Starts the fake on a loopback port. */
export async function startFakeProxy(opts: FakeProxyOptions = {}): Promise<FakeProxy> {
  const { contracts } = loadContracts();
  const server = new grpc.Server();
  const state: Omit<FakeProxy, 'address' | 'close'> = {
    forwards: new Map(),
    calls: new Map(),
    paramError: new Set(),
    stopped: new Set(),
    throttleOnce: new Set(),
    pairOnce: new Set(),
    throttleTimes: new Map(),
    busy: new Set(),
    busyOnce: new Set(),
    unanswered: new Set(),
    numbers: new Set(['106540352242922']),
    forgetAfter: new Map(),
    profileDelayMs: { value: 0 },
    templateStatus: { value: 'APPROVED' },
    templateText: { value: 'Hi {{1}}, 20% off today' },
    mps: { value: opts.mps ?? 1000 },
    acceptedAt: [],
    lastMessage: new Map(),
    sources: new Set(),
    keys: new Map(),
    batches: [],
  };
  let seq = 0;
  const notFound = { code: grpc.status.NOT_FOUND, details: 'Phone number not found' };
  const impl: Partial<messagingProxy.MessagingProxyServiceHandlers> = {
    GetSendingProfile(call, cb0) {
      const r = call.request;
      const cb: typeof cb0 = (...args) => void setTimeout(() => cb0(...(args as Parameters<typeof cb0>)), state.profileDelayMs.value);
      if (!state.numbers.has(r.phone_number_id)) return cb(notFound);
      const known = r.template_id === '7001' || (r.template_name === 'promo' && r.template_language === 'en_US');
      // A second template with two body parameters (a template change on a broadcast).
      const two = r.template_id === '7002' || (r.template_name === 'promo_two' && r.template_language === 'en_US');
      cb(null, {
        phone_number_id: r.phone_number_id,
        is_coexistence: false,
        throughput_level: 'STANDARD',
        messages_per_second: state.mps.value,
        template: known
          ? {
              id: '7001',
              name: 'promo',
              language: 'en_US',
              category: 'MARKETING',
              status: state.templateStatus.value,
              parameter_format: 'POSITIONAL',
              components: [toStruct({ type: 'BODY', text: state.templateText.value })],
            }
          : two
            ? {
                id: '7002',
                name: 'promo_two',
                language: 'en_US',
                category: 'MARKETING',
                status: 'APPROVED',
                parameter_format: 'POSITIONAL',
                components: [toStruct({ type: 'BODY', text: 'Hi {{1}}, {{2}} off today' })],
              }
            : undefined,
      });
    },
    SendMessage(call, cb) {
      sendOne(call.request, cb);
    },
    // Each item as SendMessage answers it (the real one runs them through the same send).
    SendMessages(call, cb) {
      state.batches.push(call.request.sends.length);
      void Promise.all(
        call.request.sends.map(
          (r) =>
            new Promise<messagingProxy.SendMessageResult>((resolve) =>
              sendOne(r, (err, response) => {
                if (!err) return resolve({ response });
                const e = err as Partial<grpc.StatusObject>;
                const reason = e.metadata?.get(REASON_METADATA_KEY)[0];
                resolve({ error: { code: e.code ?? grpc.status.INTERNAL, reason: typeof reason === 'string' ? reason : '', message: e.details ?? '' } });
              }),
            ),
        ),
      ).then((results) => cb(null, { results }));
    },
  };
  /** One SendMessage: answers through `cb` as the RPC would. */
  function sendOne(
    r: messagingProxy.SendMessageRequest__Output,
    cb: (err: Partial<grpc.StatusObject> | null, res?: messagingProxy.SendMessageResponse) => void,
  ): void {
    const message = fromStruct(r.message);
    const to = String(message.to);
    bump(state.calls, to);
    state.lastMessage.set(to, message);
    state.sources.add(r.source);
    const answer = (a: Partial<messagingProxy.SendMessageResponse>): void =>
      void setTimeout(
        () =>
          cb(null, {
            accepted: false,
            wamid: '',
            http_status: 200,
            code: '',
            body: toStruct({}),
            upstream_error_code: 0,
            retry_after_seconds: 0,
            ...a,
          }),
        opts.sendDelayMs ?? 0,
      );
    if (!state.numbers.has(r.phone_number_id)) return cb(notFound);
    const done = state.keys.get(r.idempotency_key);
    if (done)
      return answer({ http_status: 409, code: 'duplicate_send', wamid: done, body: toStruct({ error: 'duplicate', code: 'duplicate_send', wamid: done }) });
    const upstreamError = (code: number, message: string, retry = 0): void =>
      answer({
        http_status: 400,
        upstream_error_code: code,
        retry_after_seconds: retry,
        body: toStruct({
          error: {
            message,
            type: 'OAuthException',
            code,
            error_data: { messaging_product: 'whatsapp', details: `details of ${code}` },
            fbtrace_id: `trace-${to}`,
          },
        }),
      });
    if (state.stopped.has(to))
      return answer({ http_status: 422, code: 'marketing_preference_stopped', body: toStruct({ error: 'stopped', code: 'marketing_preference_stopped' }) });
    if (state.paramError.has(to)) return upstreamError(132000, '(#132000) Number of parameters does not match the expected number of params');
    if (state.throttleOnce.delete(to)) return upstreamError(130429, '(#130429) Rate limit hit', 1);
    const throttles = state.throttleTimes.get(to) ?? 0;
    if (throttles > 0) {
      state.throttleTimes.set(to, throttles - 1);
      return upstreamError(130429, '(#130429) Rate limit hit', 1);
    }
    if (state.busy.has(to) || state.busyOnce.delete(to))
      return answer({ http_status: 503, retry_after_seconds: 1, body: toStruct({ error: 'Funding status could not be read; retry later' }) });
    if (state.unanswered.has(to)) return cb(toServiceError(unavailable('UPSTREAM_OUTCOME_UNKNOWN', 'The upstream did not answer; the outcome is unknown')));
    if (state.pairOnce.delete(to)) return upstreamError(131056, '(#131056) (Business Account, Consumer Account) pair rate limit hit', 1);
    const wamid = `wamid.${++seq}`;
    if (r.idempotency_key) state.keys.set(r.idempotency_key, wamid);
    bump(state.forwards, to);
    state.acceptedAt.push(Date.now());
    const left = state.forgetAfter.get(r.phone_number_id);
    if (left !== undefined) {
      if (left <= 1) {
        state.forgetAfter.delete(r.phone_number_id);
        state.numbers.delete(r.phone_number_id);
      } else state.forgetAfter.set(r.phone_number_id, left - 1);
    }
    answer({ accepted: true, wamid, http_status: 200, body: toStruct({ messages: [{ id: wamid }] }) });
  }
  server.addService(contracts.messagingProxy.MessagingProxyService.service, impl as grpc.UntypedServiceImplementation);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
  );
  return {
    ...state,
    address: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.tryShutdown(() => resolve())),
  };
}
