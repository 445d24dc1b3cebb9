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

  /** Handles one upstream request to `/data_endpoints/{flowId}`. Never throws. */
  async handle(flowId: string, rawBody: Buffer, signature: string | undefined): Promise<EndpointReply> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const flow = /^[0-9a-f-]{36}$/i.test(flowId) ? await this.ctx.flows.findForEndpoint(flowId) : undefined;
    if (!flow || !flow.data_endpoint_url) return json(404, { error: 'Unknown data endpoint' });
    if (!validSignature(rawBody, signature, this.ctx.settings.appSecret)) return json(432, { error_msg: 'Request signature is invalid' });
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
      if (fn) await this.functions.recordRefused(fn, flow.id, 421, { encrypted: true }, `cannot decrypt the request: ${e.message}`, elapsed());
      return json(421, { error_msg: 'Cannot decrypt the request' });
    }
    const { payload, aesKey, iv } = decrypted;
    const reply = (status: number, value: unknown): EndpointReply => (status === 200 ? plain(200, encryptResponse(value, aesKey, iv)) : json(status, value));

    if (payload.action === 'ping') return reply(200, { data: { status: 'active' } });
    const data = (payload.data ?? {}) as Record<string, unknown>;
    if (data.error !== undefined && typeof payload.flow_token === 'string') return reply(200, { data: { acknowledged: true } });
    if (typeof payload.flow_token !== 'string' || payload.flow_token.trim() === '') {
      if (fn) await this.functions.recordRefused(fn, flow.id, 427, { data_exchange: payload }, 'invalid flow token', elapsed());
      return json(427, { error_msg: 'Invalid flow token' });
    }
    if (!fn) return json(500, { error_msg: 'The flow has no data endpoint function' });
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
      return json(500, { error_msg: 'The data endpoint function is not deployed' });
    }
    if (out.result.status === 427) return json(427, { error_msg: 'Invalid flow token' });
    if (out.result.error !== undefined || out.result.status >= 300) return json(500, { error_msg: 'The data endpoint function failed' });
    let answer: unknown;
    try {
      answer = JSON.parse(out.result.body);
    } catch {
      return json(500, { error_msg: 'The data endpoint function did not answer JSON' });
    }
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
