import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { normalizePage, pageMeta, toProtoEnum, toStruct, type flows } from '@platform/contracts';
import { storableJson, storableText } from '@platform/db';
import { currentRequestScope } from '@platform/grpc';
import { alreadyExists, conflict, failedPrecondition, invalidArgument, notFound, validationFailed } from '@platform/errors';
import { RESERVED_BINDINGS, SECRET_NAME, asRecordedBody, charCount, forwardedHeaders, redact, slugOf, type InvokeResponseMode } from '../domain/function';
import { codeContractViolation, type EdgeDeployment, type EdgeResult } from '../infra/edge/edge-runtime';
import type { FunctionRecord } from '../infra/db/functions.repository';
import type { UsecaseContext } from './context';
import { functionToWire } from '../wire/function.wire';
import { functionLogToWire, invocationToWire } from '../wire/invocation.wire';

/** Limits of a function's fields. */
const MAX_NAME = 100;
const MAX_DESCRIPTION = 1_000;
const MAX_CODE = 1_000_000;
const MAX_SECRET_VALUE = 5_000;
const MAX_SECRETS = 50;

/** The outcome of one recorded invocation. */
export interface InvocationOutcome {
  invocationId: string;
  result: EdgeResult;
  /** The function's reply, as recorded (secrets redacted). */
  responseBody: Record<string, unknown>;
  errorMessage?: string;
}

/** Associated data of a secret: the value opens only for its own function and name. */
function secretAad(projectId: string, functionId: string, name: string): string {
  return `flows.function_secret:${projectId}:${functionId}:${name}`;
}

/** Functions: create, update, deploy to the edge runtime, invoke (recorded), secrets. */
export class FunctionsUsecase {
  constructor(private readonly ctx: UsecaseContext) {}

  private publicShape(r: FunctionRecord, secretNames: string[]): flows.Function {
    return functionToWire(r, secretNames, this.ctx.settings.apiPublicUrl);
  }

  private timeoutOf(ms: number | undefined): number {
    if (ms === undefined || ms === 0) return this.ctx.settings.functionTimeoutMs;
    if (!Number.isInteger(ms) || ms < 50 || ms > this.ctx.settings.functionMaxTimeoutMs)
      throw invalidArgument('INVALID_TIMEOUT', `timeout_ms must be between 50 and ${this.ctx.settings.functionMaxTimeoutMs}`);
    return ms;
  }

  private checkFields(name: string | undefined, code: string | undefined, description: string | undefined): void {
    if (name !== undefined && (name.trim() === '' || charCount(name) > MAX_NAME))
      throw invalidArgument('INVALID_NAME', `name must be 1 to ${MAX_NAME} characters`);
    if (description !== undefined && charCount(description) > MAX_DESCRIPTION)
      throw invalidArgument('INVALID_DESCRIPTION', `description must be at most ${MAX_DESCRIPTION} characters`);
    if (code !== undefined) {
      if (charCount(code) > MAX_CODE) throw invalidArgument('INVALID_CODE', `code must be at most ${MAX_CODE} characters`);
      const violation = codeContractViolation(code);
      if (violation) throw invalidArgument('INVALID_CODE', violation);
    }
  }

  /** The project's function or NOT_FOUND (a foreign id reads as unknown). */
  async require(projectId: string, functionId: string): Promise<FunctionRecord> {
    const fn = await this.ctx.functions.find(projectId, functionId);
    if (!fn) throw notFound('FUNCTION_NOT_FOUND', 'Function not found');
    return fn;
  }

  /** Creates a draft function (not running until deployed). */
  async create(
    projectId: string,
    input: { name: string; code: string; description?: string; timeoutMs?: number; invokeResponseMode?: InvokeResponseMode },
  ): Promise<flows.Function> {
    this.checkFields(input.name, input.code, input.description);
    const now = this.ctx.clock.now();
    const rec: FunctionRecord = {
      id: randomUUID(),
      project_id: projectId,
      name: input.name.trim(),
      slug: slugOf(input.name),
      description: input.description ?? null,
      code: input.code,
      version: 1,
      status: 'draft',
      deployed_code: null,
      deployed_version: null,
      deploy_error: null,
      timeout_ms: this.timeoutOf(input.timeoutMs),
      invoke_response_mode: input.invokeResponseMode ?? 'passthrough',
      last_deployed_at: null,
      created_at: now,
      updated_at: now,
    };
    const inserted = await this.ctx.db.transaction((trx) => this.ctx.functions.insert(trx, rec));
    if (!inserted) throw alreadyExists('FUNCTION_NAME_TAKEN', 'A function with this name already exists in the project');
    return this.publicShape(rec, []);
  }

  /** Reads a function. */
  async get(projectId: string, functionId: string): Promise<flows.Function> {
    const fn = await this.require(projectId, functionId);
    return this.publicShape(fn, await this.ctx.functions.secretNames(fn.id));
  }

  /** A page of the project's functions. */
  async list(projectId: string, pageReq: { page?: number; per_page?: number } | null | undefined): Promise<flows.ListFunctionsResponse> {
    const { page, perPage } = normalizePage(pageReq ?? undefined);
    const { items, total } = await this.ctx.functions.list(projectId, page, perPage);
    const out = await Promise.all(items.map(async (f) => this.publicShape(f, await this.ctx.functions.secretNames(f.id))));
    return { functions: out, meta: pageMeta(page, perPage, total) };
  }

  /** Changes name, code, description or timeout; a code change makes a new version (live after the next deploy). */
  async update(
    projectId: string,
    functionId: string,
    patch: { name?: string; code?: string; description?: string; timeoutMs?: number; invokeResponseMode?: InvokeResponseMode },
  ): Promise<flows.Function> {
    this.checkFields(patch.name, patch.code, patch.description);
    const timeout = patch.timeoutMs === undefined ? undefined : this.timeoutOf(patch.timeoutMs);
    return this.ctx.db.transaction(async (trx) => {
      const fn = await this.ctx.functions.lock(trx, projectId, functionId);
      if (!fn) throw notFound('FUNCTION_NOT_FOUND', 'Function not found');
      const values: Partial<FunctionRecord> = { updated_at: this.ctx.clock.now() };
      if (patch.name !== undefined && patch.name.trim() !== fn.name) {
        const slug = slugOf(patch.name);
        if (await this.ctx.functions.slugTaken(trx, projectId, slug, fn.id))
          throw alreadyExists('FUNCTION_NAME_TAKEN', 'A function with this name already exists in the project');
        values.name = patch.name.trim();
        values.slug = slug;
      }
      if (patch.description !== undefined) values.description = patch.description;
      if (patch.code !== undefined && patch.code !== fn.code) {
        values.code = patch.code;
        values.version = fn.version + 1;
      }
      if (timeout !== undefined) values.timeout_ms = timeout;
      if (patch.invokeResponseMode !== undefined) values.invoke_response_mode = patch.invokeResponseMode;
      const updated = await this.ctx.functions.update(trx, projectId, fn.id, values);
      return this.publicShape(updated, await this.ctx.functions.secretNames(fn.id, trx));
    });
  }

  /**
   * Deploys the current code: workerd must start it (compiles, binds KV and secrets). Success →
   * `deployed`; failure → `error` with workerd's message in deploy_error (the reply is the function).
   */
  async deploy(projectId: string, functionId: string): Promise<flows.Function> {
    const fn = await this.require(projectId, functionId);
    const violation = codeContractViolation(fn.code);
    const now = this.ctx.clock.now();
    let error: string | undefined = violation;
    if (!error) {
      try {
        await this.ctx.edge.deploy(await this.deployment({ ...fn, deployed_code: fn.code, deployed_version: fn.version }));
      } catch (e) {
        error = (e as Error).message;
      }
    }
    const updated = await this.ctx.db.transaction((trx) =>
      this.ctx.functions.update(
        trx,
        projectId,
        fn.id,
        error
          ? { status: 'error', deploy_error: error, updated_at: now }
          : { status: 'deployed', deploy_error: null, deployed_code: fn.code, deployed_version: fn.version, last_deployed_at: now, updated_at: now },
      ),
    );
    return this.publicShape(updated, await this.ctx.functions.secretNames(fn.id));
  }

  /**
   * Invokes a deployed function with a JSON body (recorded, secrets redacted in the record). The
   * answer is the live one, for the caller's own request: the function's body, headers and error
   * as it produced them (secrets not redacted), and its `invoke_response_mode` tells the gateway
   * whether to pass it through or wrap it. 422 when it is not deployed.
   */
  async invoke(projectId: string, functionId: string, body: Record<string, unknown>): Promise<flows.InvokeFunctionResponse> {
    const fn = await this.require(projectId, functionId);
    const out = await this.run(fn, body, null);
    const r = out.result;
    return {
      invocation_id: out.invocationId,
      status_code: r.status,
      body: toStruct(storableJson(asRecordedBody(r.body))),
      edge_ray_id: r.rayId,
      error_message: r.error === undefined ? undefined : storableText(r.error),
      response_mode: toProtoEnum('INVOKE_RESPONSE_MODE', fn.invoke_response_mode),
      raw_body: r.bodyBytes,
      headers: forwardedHeaders(r.headers).map(([name, value]) => ({ name, value })),
    };
  }

  /** The console lines of the function's recent invocations, newest first (GET /functions/{id}/logs). */
  async logs(projectId: string, functionId: string, limit: number): Promise<flows.FunctionLogsResponse> {
    const fn = await this.require(projectId, functionId);
    const rows = await this.ctx.invocations.recentLogs(projectId, fn.id, limit);
    return { function_id: fn.id, function_name: fn.name, logs: rows.map(functionLogToWire) };
  }

  /**
   * Deletes a function and its secrets (its workerd process stopped, its records kept until
   * retention). While an active workflow or a flow's data endpoint uses it, a 409 FUNCTION_IN_USE
   * lists them (`workflows` [{id, name}], `flows` [{id, name}]) unless `force`; forced, the flows
   * lose their data endpoint function.
   */
  async delete(projectId: string, functionId: string, force: boolean): Promise<void> {
    const fn = await this.require(projectId, functionId);
    if (!force) {
      const [workflows, flowsUsing] = await Promise.all([
        this.ctx.workflowUsages.activeUsing(projectId, fn.id),
        this.ctx.flows.usingFunction(projectId, fn.id),
      ]);
      if (workflows.length > 0 || flowsUsing.length > 0) {
        const names = [...workflows.map((w) => `workflow ${w.name}`), ...flowsUsing.map((f) => `flow ${f.name}`)];
        throw conflict(`The function is in use by ${names.join(', ')}; change them or delete with force`, {
          code: 'function_in_use',
          workflows: workflows.map((w) => ({ id: w.id, name: w.name })),
          flows: flowsUsing.map((f) => ({ id: f.id, name: f.name })),
        });
      }
    }
    await this.ctx.db.transaction(async (trx) => {
      const locked = await this.ctx.functions.lock(trx, projectId, fn.id);
      if (!locked) throw notFound('FUNCTION_NOT_FOUND', 'Function not found');
      await this.ctx.flows.clearFunction(trx, projectId, fn.id, this.ctx.clock.now());
      await this.ctx.functions.delete(trx, fn.id);
    });
    await this.ctx.edge.stop(fn.id);
  }

  /**
   * Runs a deployed function on one JSON request and records the invocation (secrets redacted
   * from both bodies and the error). What is recorded is cleaned to what a record can hold (NUL and
   * unpaired surrogates → U+FFFD, long text cut on a code point), so whatever the function answers
   * the record is written and the caller gets the function's outcome, never a storage error.
   * Throws 422 when the function is not deployed.
   */
  async run(fn: FunctionRecord, request: Record<string, unknown>, flowId: string | null): Promise<InvocationOutcome> {
    if (fn.status !== 'deployed' || fn.deployed_code === null) throw validationFailed(`Function is not deployed (status ${fn.status})`);
    const dep = await this.deployment(fn);
    const result = await this.ctx.edge.invoke(dep, { method: 'POST', body: JSON.stringify(request) });
    const secrets = Object.values(dep.secrets);
    const responseBody = storableJson(redact(asRecordedBody(result.body), secrets) as Record<string, unknown>);
    const errorMessage = result.error === undefined ? undefined : storableText(redact(result.error, secrets) as string);
    const consoleLogs = result.consoleLogs.map((l) => ({
      level: l.level,
      message: storableText(redact(l.message, secrets) as string),
      logged_at: l.loggedAt.toISOString(),
    }));
    const invocationId = randomUUID();
    await this.ctx.invocations.insert({
      id: invocationId,
      project_id: fn.project_id,
      function_id: fn.id,
      flow_id: flowId,
      status_code: result.status,
      success: result.error === undefined && result.status < 400,
      duration_ms: result.durationMs,
      request_body: storableJson(redact(request, secrets) as Record<string, unknown>),
      response_body: responseBody,
      error_message: errorMessage ?? null,
      edge_ray_id: result.rayId,
      console_logs: consoleLogs,
      kind: 'invocation',
      created_at: this.ctx.clock.now(),
      request_id: currentRequestScope()?.requestId ?? null,
    });
    return { invocationId, result, responseBody, errorMessage };
  }

  /** Records an invocation that never reached the function (a data-endpoint request refused before it). */
  async recordRefused(
    fn: FunctionRecord,
    flowId: string,
    statusCode: number,
    requestBody: Record<string, unknown>,
    message: string,
    durationMs: number,
  ): Promise<string> {
    const id = randomUUID();
    await this.ctx.invocations.insert({
      id,
      project_id: fn.project_id,
      function_id: fn.id,
      flow_id: flowId,
      status_code: statusCode,
      success: false,
      duration_ms: durationMs,
      request_body: storableJson(requestBody),
      response_body: {},
      error_message: storableText(message),
      edge_ray_id: `${randomBytes(8).toString('hex')}-LCL`,
      console_logs: [],
      kind: 'invocation',
      created_at: this.ctx.clock.now(),
      request_id: currentRequestScope()?.requestId ?? null,
    });
    return id;
  }

  /** The function's recent invocations. */
  async invocations(
    projectId: string,
    functionId: string,
    status: 'success' | 'failed' | undefined,
    limit: number,
  ): Promise<flows.FunctionInvocationsResponse> {
    const fn = await this.require(projectId, functionId);
    const invocations = await this.ctx.invocations.recent(projectId, fn.id, status === undefined ? undefined : status === 'success', limit);
    return { function_id: fn.id, function_name: fn.name, invocations: invocations.map(invocationToWire) };
  }

  /** Secret names. */
  async secretNames(projectId: string, functionId: string): Promise<string[]> {
    const fn = await this.require(projectId, functionId);
    return this.ctx.functions.secretNames(fn.id);
  }

  /** Sets a secret (write-only: the value is never returned or logged). */
  async setSecret(projectId: string, functionId: string, name: string, value: string): Promise<string[]> {
    if (!SECRET_NAME.test(name) || name.length > 64) throw invalidArgument('INVALID_SECRET_NAME', 'name must match ^[A-Z][A-Z0-9_]*$ (at most 64 characters)');
    if (RESERVED_BINDINGS.has(name)) throw invalidArgument('INVALID_SECRET_NAME', `${name} is reserved by the runtime`);
    if (value.length === 0 || charCount(value) > MAX_SECRET_VALUE)
      throw invalidArgument('INVALID_SECRET_VALUE', `value must be 1 to ${MAX_SECRET_VALUE} characters`);
    return this.ctx.db.transaction(async (trx) => {
      const fn = await this.ctx.functions.lock(trx, projectId, functionId);
      if (!fn) throw notFound('FUNCTION_NOT_FOUND', 'Function not found');
      const names = await this.ctx.functions.secretNames(fn.id, trx);
      if (!names.includes(name) && names.length >= MAX_SECRETS) throw failedPrecondition('TOO_MANY_SECRETS', `A function has at most ${MAX_SECRETS} secrets`);
      await this.ctx.functions.putSecret(trx, projectId, fn.id, name, this.ctx.cipher.seal(value, secretAad(projectId, fn.id, name)), this.ctx.clock.now());
      return this.ctx.functions.secretNames(fn.id, trx);
    });
  }

  /** Deletes a secret; NOT_FOUND when the function or the secret does not exist. */
  async deleteSecret(projectId: string, functionId: string, name: string): Promise<void> {
    await this.ctx.db.transaction(async (trx) => {
      const fn = await this.ctx.functions.lock(trx, projectId, functionId);
      if (!fn) throw notFound('FUNCTION_NOT_FOUND', 'Function not found');
      if (!(await this.ctx.functions.deleteSecret(trx, fn.id, name))) throw notFound('SECRET_NOT_FOUND', 'Secret not found');
    });
  }

  /** What the edge runtime runs for the deployed code: its secrets opened, a revision naming code and secrets. */
  private async deployment(fn: FunctionRecord): Promise<EdgeDeployment> {
    const sealed = await this.ctx.functions.secrets(fn.id);
    const secrets: Record<string, string> = {};
    for (const s of sealed) secrets[s.name] = this.ctx.cipher.open(s.value_ciphertext, secretAad(fn.project_id, fn.id, s.name));
    const revision = createHash('sha256')
      .update(`${fn.deployed_version}\n${fn.timeout_ms}\n`)
      .update(sealed.map((s) => `${s.name}=${s.value_ciphertext}`).join('\n'))
      .digest('hex');
    return { functionId: fn.id, projectId: fn.project_id, revision, code: fn.deployed_code ?? fn.code, secrets, timeoutMs: fn.timeout_ms };
  }
}
