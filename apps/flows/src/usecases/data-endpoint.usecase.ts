import { createHash, randomUUID } from 'node:crypto';
import { runWithRequestScope } from '@platform/grpc';
import { DecryptionError, decryptRequest, encryptResponse, validSignature } from '../infra/crypto/flow-crypto';
import type { UsecaseContext } from './context';
import type { FunctionsUsecase } from './functions.usecase';
import { privateKeyAad } from './flows.usecase';

/** The HTTP answer of a data endpoint. */
export interface EndpointReply {
  status: number;
  contentType: string;
  body: string;
}

const plain = (status: number, body: string): EndpointReply => ({ status, contentType: 'text/plain', body });
const json = (status: number, body: unknown): EndpointReply => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** What one exchange told, filled while it is answered (recorded as its flow_data_exchanges row). */
interface ExchangeNote {
  flow?: { id: string; project_id: string; phone_number_id: string | null };
  action?: string;
  screen?: string;
  version?: string;
  flowTokenHash?: string;
  responseScreen?: string;
  error?: string;
  invocationId?: string;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v.slice(0, 200) : undefined);

/**
 * The public data endpoint of a flow (reference 2.6, platform-capabilities 5.2): checks the
 * upstream's signature (432), decrypts with the number's private key (421), answers `ping` and
 * error notifications itself, refuses a missing flow token (427), calls the flow's function with
 * the decrypted request of reference 1.9, and encrypts its reply with the flipped IV. Refusals
 * after the signature check are recorded as failed invocations of the function.
 */
export class DataEndpointUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly functions: FunctionsUsecase,
  ) {}

  /**
   * Handles one upstream request to `/data_endpoints/{flowId}`. Never throws. The exchange gets its own
   * request id (`in_<uuid>`, decision 0018), which the invocation it causes carries too; an exchange of
   * a known flow is recorded (flow_data_exchanges, decision 0019) without delaying or changing the answer
   * when the record fails.
   */
  async handle(flowId: string, rawBody: Buffer, signature: string | undefined): Promise<EndpointReply> {
    const requestId = `in_${randomUUID()}`;
    const started = performance.now();
    const note: ExchangeNote = {};
    const reply = await runWithRequestScope({ requestId }, () => this.answer(flowId, rawBody, signature, note, started));
    if (note.flow) await this.record(note, note.flow, reply.status, requestId, Math.round(performance.now() - started));
    return reply;
  }

  private async record(note: ExchangeNote, flow: NonNullable<ExchangeNote['flow']>, status: number, requestId: string, durationMs: number): Promise<void> {
    try {
      await this.ctx.exchanges.insert({
        id: randomUUID(),
        project_id: flow.project_id,
        flow_id: flow.id,
        phone_number_id: flow.phone_number_id,
        action: note.action ?? null,
        screen: note.screen ?? null,
        version: note.version ?? null,
        status: status === 200 ? 'answered' : String(status),
        http_status: status,
        response_screen: note.responseScreen ?? null,
        error_message: note.error ?? null,
        flow_token_hash: note.flowTokenHash ?? null,
        invocation_id: note.invocationId ?? null,
        request_id: requestId,
        duration_ms: durationMs,
        created_at: this.ctx.clock.now(),
      });
    } catch (err) {
      this.ctx.logger.warn({ err, flow_id: flow.id }, 'data exchange record failed');
    }
  }

  private async answer(flowId: string, rawBody: Buffer, signature: string | undefined, note: ExchangeNote, started: number): Promise<EndpointReply> {
    const elapsed = () => Math.round(performance.now() - started);
    const flow = /^[0-9a-f-]{36}$/i.test(flowId) ? await this.ctx.flows.findForEndpoint(flowId) : undefined;
    if (!flow || !flow.data_endpoint_url) return json(404, { error: 'Unknown data endpoint' });
    note.flow = { id: flow.id, project_id: flow.project_id, phone_number_id: flow.phone_number_id ?? null };
    if (!validSignature(rawBody, signature, this.ctx.settings.appSecret)) {
      note.error = 'request signature is invalid';
      return json(432, { error_msg: 'Request signature is invalid' });
    }
    const fn = flow.data_endpoint_function_id ? await this.ctx.functions.find(flow.project_id, flow.data_endpoint_function_id) : undefined;

    const key = flow.phone_number_id ? await this.ctx.keys.get(flow.project_id, flow.phone_number_id) : undefined;
    let decrypted;
    try {
      if (!key) throw new DecryptionError('no private key for the flow');
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new DecryptionError('the body is not JSON');
      }
      decrypted = decryptRequest(body, this.ctx.cipher.open(key.private_key_ciphertext, privateKeyAad(flow.project_id, key.phone_number_id)));
    } catch (e) {
      if (!(e instanceof DecryptionError)) throw e;
      note.error = `cannot decrypt the request: ${e.message}`;
      if (fn) note.invocationId = await this.functions.recordRefused(fn, flow.id, 421, { encrypted: true }, note.error, elapsed());
      return json(421, { error_msg: 'Cannot decrypt the request' });
    }
    const { payload, aesKey, iv } = decrypted;
    const reply = (status: number, value: unknown): EndpointReply => (status === 200 ? plain(200, encryptResponse(value, aesKey, iv)) : json(status, value));

    note.action = text(payload.action);
    note.screen = text(payload.screen);
    note.version = text(payload.version);
    // A short hash tells one flow session's exchanges apart; the token itself is never stored.
    if (typeof payload.flow_token === 'string' && payload.flow_token !== '')
      note.flowTokenHash = createHash('sha256').update(payload.flow_token).digest('hex').slice(0, 16);
    if (payload.action === 'ping') return reply(200, { data: { status: 'active' } });
    const data = (payload.data ?? {}) as Record<string, unknown>;
    if (data.error !== undefined && typeof payload.flow_token === 'string') {
      note.error = `the client reported an error: ${String(text(data.error) ?? typeof data.error)}`;
      return reply(200, { data: { acknowledged: true } });
    }
    if (typeof payload.flow_token !== 'string' || payload.flow_token.trim() === '') {
      note.error = 'invalid flow token';
      if (fn) note.invocationId = await this.functions.recordRefused(fn, flow.id, 427, { data_exchange: payload }, note.error, elapsed());
      return json(427, { error_msg: 'Invalid flow token' });
    }
    if (!fn) {
      note.error = 'the flow has no data endpoint function';
      return json(500, { error_msg: 'The flow has no data endpoint function' });
    }
    const request = {
      source: 'whatsapp_flow',
      flow: { id: flow.id, meta_flow_id: flow.upstream_flow_id },
      data_exchange: {
        version: payload.version,
        action: payload.action,
        screen: payload.screen,
        data,
        flow_token: payload.flow_token,
        flow_token_signature: payload.flow_token_signature,
      },
      signature_valid: true,
      received_at: this.ctx.clock.now().toISOString(),
    };
    let out;
    try {
      out = await this.functions.run(fn, request, flow.id);
    } catch {
      note.error = 'the data endpoint function is not deployed';
      return json(500, { error_msg: 'The data endpoint function is not deployed' });
    }
    note.invocationId = out.invocationId;
    if (out.result.status === 427) {
      note.error = 'the function refused the flow token';
      return json(427, { error_msg: 'Invalid flow token' });
    }
    if (out.result.error !== undefined || out.result.status >= 300) {
      note.error = `the data endpoint function failed (${out.result.status})${out.errorMessage ? `: ${out.errorMessage.slice(0, 200)}` : ''}`;
      return json(500, { error_msg: 'The data endpoint function failed' });
    }
    let answer: unknown;
    try {
      answer = JSON.parse(out.result.body);
    } catch {
      note.error = 'the data endpoint function did not answer JSON';
      return json(500, { error_msg: 'The data endpoint function did not answer JSON' });
    }
    if (answer && typeof answer === 'object' && !Array.isArray(answer)) note.responseScreen = text((answer as Record<string, unknown>).screen);
    // The client shows an empty screen when `version` is missing (platform-capabilities 5.1).
    if (
      answer &&
      typeof answer === 'object' &&
      !Array.isArray(answer) &&
      (answer as Record<string, unknown>).version === undefined &&
      payload.version !== undefined
    )
      answer = { version: payload.version, ...(answer as Record<string, unknown>) };
    return reply(200, answer);
  }
}
