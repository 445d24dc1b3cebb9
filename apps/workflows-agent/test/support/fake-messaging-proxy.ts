/**
 * messaging-proxy at its generated gRPC contract (SendMessage) for the execution tests: keyed sends
 * are remembered like the real send path (a retry of an accepted key answers 409 duplicate_send with
 * its wamid and is not forwarded). Sends can be held (a step in progress), swallowed (a process killed
 * after the upstream accepted its send but before it heard the answer) or refused (a 503, a throttle, a
 * key spent).
 */
import * as grpc from '@grpc/grpc-js';
import { fromStruct, loadContracts, toStruct, type messagingProxy } from '@platform/contracts';

/** One SendMessage call as the fake saw it. */
export interface SeenSend {
  key: string;
  phoneNumberId: string;
  to: string;
  message: Record<string, unknown>;
  /** The text (text body, interactive body, template name). */
  text: string;
  source: string;
  forwarded: boolean;
}

/** The running fake. */
export interface FakeProxy {
  address: string;
  sends: SeenSend[];
  /** Accepted (forwarded) sends only. */
  forwarded(): SeenSend[];
  /** Holds every answer until released (the step stays in progress). */
  hold(): () => void;
  /** The next send is accepted (forwarded, key remembered) and never answered; resolves when it happened. */
  swallowNext(): Promise<SeenSend>;
  /**
   * The next sends are refused with these answers, one each, nothing forwarded. An
   * `idempotency_key_spent` answer spends its key for good: every later send with it gets the same answer.
   */
  refuseNext(...answers: Array<Partial<messagingProxy.SendMessageResponse>>): void;
  /** Resolves when `n` sends were forwarded. */
  waitForwarded(n: number, timeoutMs?: number): Promise<SeenSend[]>;
  /**
   * GetPhoneNumber's view of numbers: a number listed here (phone_number_id → project id) belongs to
   * that project only; one in `unknownNumbers` exists nowhere; any other number is every project's.
   */
  numberOwners: Map<string, string>;
  unknownNumbers: Set<string>;
  close(): Promise<void>;
}

function textOf(m: Record<string, unknown>): string {
  const o = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
  if (m.type === 'text') return String(o(m.text).body ?? '');
  if (m.type === 'interactive') return String(o(o(m.interactive).body).text ?? '');
  if (m.type === 'template') return String(o(m.template).name ?? '');
  return '';
}

/** Starts the fake on a loopback port. */
export async function startFakeProxy(): Promise<FakeProxy> {
  const { contracts } = loadContracts();
  const server = new grpc.Server();
  const sends: SeenSend[] = [];
  const keys = new Map<string, string>();
  const refusals: Array<Partial<messagingProxy.SendMessageResponse>> = [];
  const spent = new Set<string>();
  const spentAnswer = { http_status: 409, code: 'idempotency_key_spent', body: toStruct({ error: 'spent', code: 'idempotency_key_spent' }) };
  let seq = 0;
  let gate: Promise<void> | undefined;
  let swallow: ((s: SeenSend) => void) | undefined;
  const numberOwners = new Map<string, string>();
  const unknownNumbers = new Set<string>();
  const impl: Partial<messagingProxy.MessagingProxyServiceHandlers> = {
    GetPhoneNumber(call, cb) {
      const { project_id: projectId, phone_number_id: id } = call.request;
      const owner = numberOwners.get(id);
      if (unknownNumbers.has(id) || (owner !== undefined && owner !== projectId)) return cb({ code: grpc.status.NOT_FOUND, details: 'Phone number not found' });
      cb(null, { phone_number: { id, phone_number_id: id } });
    },
    SendMessage(call, cb) {
      const r = call.request;
      const message = fromStruct(r.message);
      const seen: SeenSend = {
        key: r.idempotency_key,
        phoneNumberId: r.phone_number_id,
        to: String(message.to ?? message.recipient ?? ''),
        message,
        text: textOf(message),
        source: r.source,
        forwarded: false,
      };
      sends.push(seen);
      const answer = (a: Partial<messagingProxy.SendMessageResponse>) => {
        const reply = () =>
          cb(null, { accepted: false, wamid: '', http_status: 200, code: '', body: toStruct({}), upstream_error_code: 0, retry_after_seconds: 0, ...a });
        if (gate) void gate.then(reply);
        else reply();
      };
      if (spent.has(r.idempotency_key)) return answer(spentAnswer);
      const refusal = refusals.shift();
      if (refusal) {
        if (refusal.code === 'idempotency_key_spent') spent.add(r.idempotency_key);
        return answer(refusal);
      }
      const done = keys.get(r.idempotency_key);
      if (done) return answer({ http_status: 409, code: 'duplicate_send', body: toStruct({ error: 'duplicate', code: 'duplicate_send', wamid: done }) });
      const wamid = `wamid.fake.${++seq}`;
      if (r.idempotency_key) keys.set(r.idempotency_key, wamid);
      seen.forwarded = true;
      if (swallow) {
        const s = swallow;
        swallow = undefined;
        s(seen);
        return; // never answered: the caller dies waiting
      }
      answer({ accepted: true, wamid, http_status: 200, body: toStruct({ messages: [{ id: wamid }] }) });
    },
  };
  server.addService(contracts.messagingProxy.MessagingProxyService.service, impl as grpc.UntypedServiceImplementation);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
  );
  const forwarded = () => sends.filter((s) => s.forwarded);
  return {
    address: `127.0.0.1:${port}`,
    sends,
    forwarded,
    hold() {
      let release!: () => void;
      gate = new Promise<void>((r) => (release = r));
      return () => {
        gate = undefined;
        release();
      };
    },
    swallowNext: () => new Promise<SeenSend>((r) => (swallow = r)),
    refuseNext: (...answers) => void refusals.push(...answers.map((a) => (a.code === 'idempotency_key_spent' ? { ...spentAnswer, ...a } : a))),
    async waitForwarded(n, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (forwarded().length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} forwarded sends, saw ${forwarded().length}: ${JSON.stringify(forwarded().map((s) => s.text))}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return forwarded();
    },
    numberOwners,
    unknownNumbers,
    close: () => new Promise<void>((resolve) => server.tryShutdown(() => resolve())),
  };
}
