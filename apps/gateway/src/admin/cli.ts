/**
 * Admin CLI for projects and API keys (`npm run admin -- <command>`). Talks to the gateway schema
 * through the same use case the gateway uses. See the gateway README for every command.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fromStruct, idempotentMethodsOf, loadContracts, toStruct, type funding } from '@platform/contracts';
import { createDb } from '@platform/db';
import { DomainError } from '@platform/errors';
import { callUnary, createClient, isUuid } from '@platform/grpc';
import { systemClock } from '@platform/runtime';
import { loadGatewayConfig } from '../config';
import { migrations } from '../migrations';
import { apiKeyStatus } from '../keys/api-key.wire';
import { isScope, SCOPES, type Scope } from '../keys/scopes';
import { isPlan, PLANS, type Plan } from '../projects/plans';
import { AuditUsecase } from '../usecases/audit.usecase';
import { ApiKeysUsecase, DEFAULT_GRACE_SECONDS, MAX_GRACE_SECONDS, type KeyCaller } from '../usecases/api-keys.usecase';
import { createUsecaseContext, peopleCipher } from '../usecases/context';
import { ProjectsUsecase } from '../usecases/projects.usecase';
import { UsersUsecase } from '../usecases/users.usecase';

const USAGE = `Usage: npm run admin -- <command> [options]

  project create --name NAME --plan PLAN [--key-name NAME] [--json]
  project list [--json]
  project set-plan --project ID --plan PLAN [--json]
  key create --project ID --name NAME [--scope SCOPE]... [--json]
  key list --project ID [--json]
  key rotate --key ID [--grace-seconds N] [--json]
  key revoke --key ID [--json]
  user add-owner --project ID --email EMAIL [--json]
  user list --project ID [--json]
  solution configure --project ID --solution-id DIGITS --business-id DIGITS --credit-line-id DIGITS
                     [--access-token-stdin | --access-token TOKEN] [--inactive] [--json]
  solution list --project ID [--json]
  credits top-up --project ID --amount DECIMAL [--reference REF] [--note TEXT] [--json]
  credits balance --project ID [--json]
  credits entries --project ID [--limit N] [--cursor CURSOR] [--json]
  rate-card load --file PATH [--json]
  rate-card show [--version N] [--json]

Amounts are decimal units of the credits currency (10.50 = ten and a half dollars with USD).
Plans: ${PLANS.join(', ')}. Scopes: ${SCOPES.join(', ')} (default full; repeat --scope for several).
A rotated key keeps working for --grace-seconds (0 to ${MAX_GRACE_SECONDS}, default ${DEFAULT_GRACE_SECONDS}).
Secrets are printed once, at creation or rotation (a new owner's generated password too).`;

/** A CLI failure with the exit code to use. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

/** What admin commands act on. */
export interface AdminDeps {
  /** Projects. */
  projects: ProjectsUsecase;
  /** API keys (the same use case as `/api_keys`, called as an operator). */
  keys: ApiKeysUsecase;
  /** People of projects (decision 0014; the same use case as `/users`, called as an operator). */
  users?: UsersUsecase;
  /** The audit log: every command that changes a project is recorded there as the `admin_cli` actor (decision 0016). */
  audit: AuditUsecase;
  /** The funding service (solution, credits and rate-card commands); dialled lazily by the CLI. */
  funding?: () => funding.FundingServiceClient;
  /** Reads a secret from standard input (`--access-token-stdin`). */
  readStdin?: () => Promise<string>;
}

/** Runs one admin command; returns the text to print. */
export async function runAdminCommand(argv: string[], deps: AdminDeps): Promise<string> {
  const { projects, keys } = deps;
  const operator: KeyCaller = { kind: 'operator' };
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      plan: { type: 'string' },
      project: { type: 'string' },
      key: { type: 'string' },
      scope: { type: 'string', multiple: true },
      'grace-seconds': { type: 'string' },
      'key-name': { type: 'string' },
      'solution-id': { type: 'string' },
      'business-id': { type: 'string' },
      'credit-line-id': { type: 'string' },
      'access-token': { type: 'string' },
      'access-token-stdin': { type: 'boolean', default: false },
      inactive: { type: 'boolean', default: false },
      amount: { type: 'string' },
      reference: { type: 'string' },
      note: { type: 'string' },
      limit: { type: 'string' },
      cursor: { type: 'string' },
      file: { type: 'string' },
      'card-json': { type: 'string' },
      version: { type: 'string' },
      email: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [group, action] = positionals;
  const out = (obj: unknown, text: string) => (values.json ? JSON.stringify(obj) : text);
  const need = (v: string | undefined, flag: string): string => {
    if (!v) throw new CliError(`missing --${flag}\n\n${USAGE}`);
    return v;
  };
  const plan = (): Plan => {
    const p = need(values.plan, 'plan');
    if (!isPlan(p)) throw new CliError(`unknown plan "${p}"; one of ${PLANS.join(', ')}`);
    return p;
  };
  const uuid = (v: string, what: string) => {
    if (!isUuid(v)) throw new CliError(`${what} must be a UUID`);
    return v;
  };
  if (values.help || !group) return USAGE;
  /**
   * Runs a command that changes a project and records it in that project's audit log, durably before
   * the command reports; a failure is recorded too when the project exists (its message as the error).
   */
  const audited = async <T>(
    a: { projectId?: string; action: string; resourceType: string; resourceId?: string; projectOf?: (r: T) => string; idOf?: (r: T) => string },
    run: () => Promise<T>,
  ): Promise<T> => {
    let r: T;
    try {
      r = await run();
    } catch (err) {
      if (a.projectId && (await projects.getProject(a.projectId)))
        await deps.audit.recordOperatorChange({
          projectId: a.projectId,
          action: a.action,
          resourceType: a.resourceType,
          resourceId: a.resourceId ?? null,
          outcome: 'failed',
          errorMessage: err instanceof Error ? err.message : String(err),
        });
      throw err;
    }
    const projectId = a.projectOf?.(r) ?? a.projectId;
    if (projectId) {
      const change = {
        projectId,
        action: a.action,
        resourceType: a.resourceType,
        resourceId: a.idOf?.(r) ?? a.resourceId ?? null,
        outcome: 'succeeded' as const,
      };
      // The change is done (a secret may be in its answer, shown once): a record that cannot be written is printed to standard error, not lost silently.
      await deps.audit.recordOperatorChange(change).catch((err: unknown) => {
        console.error(`audit record not written (${err instanceof Error ? err.message : String(err)}): ${JSON.stringify(change)}`);
      });
    }
    return r;
  };

  if (group === 'project' && action === 'create') {
    const r = await audited({ action: 'project.created', resourceType: 'project', projectOf: (x) => x.project.id, idOf: (x) => x.project.id }, () =>
      projects.createProject(need(values.name, 'name'), plan(), values['key-name'] ?? 'default'),
    );
    await deps.audit.recordOperatorChange({
      projectId: r.project.id,
      action: 'api_key.created',
      resourceType: 'api_key',
      resourceId: r.key.id,
      outcome: 'succeeded',
    });
    return out(
      { project_id: r.project.id, name: r.project.name, plan: r.project.plan, api_key: r.secret, api_key_id: r.key.id },
      `Project ${r.project.id} (${r.project.name}, ${r.project.plan})\nAPI key (shown once): ${r.secret}`,
    );
  }
  if (group === 'project' && action === 'list') {
    const list = await projects.listProjects();
    return out(list, list.map((p) => `${p.id}  ${p.plan.padEnd(10)}  ${p.name}`).join('\n') || '(no projects)');
  }
  if (group === 'project' && action === 'set-plan') {
    const projectId = uuid(need(values.project, 'project'), 'project');
    const p = await audited({ projectId, action: 'project.plan_changed', resourceType: 'project', resourceId: projectId }, async () => {
      const changed = await projects.changePlan(projectId, plan());
      if (!changed) throw new CliError('project not found', 1);
      return changed;
    });
    return out(p, `Project ${p.id} is now on plan ${p.plan}`);
  }
  if (group === 'key' && action === 'create') {
    const name = need(values.name, 'name').trim();
    if (!name || name.length > 200) throw new CliError('--name must be 1 to 200 characters');
    const scopes: Scope[] = [];
    for (const s of values.scope ?? ['full']) {
      if (!isScope(s)) throw new CliError(`unknown scope "${s}"; one of ${SCOPES.join(', ')}`);
      scopes.push(s);
    }
    const projectId = uuid(need(values.project, 'project'), 'project');
    const r = await audited({ projectId, action: 'api_key.created', resourceType: 'api_key', idOf: (x) => x.key.id }, () =>
      keyCommand(() => keys.create(projectId, { name, scopes }, operator)),
    );
    return out({ ...r.key, api_key: r.secret }, `Key ${r.key.id} (${r.key.name}, scopes ${r.key.scopes.join(', ')})\nAPI key (shown once): ${r.secret}`);
  }
  if (group === 'key' && action === 'list') {
    const list = await keys.list(uuid(need(values.project, 'project'), 'project'));
    const now = new Date();
    return out(
      list,
      list
        .map((k) => `${k.id}  ${k.display_prefix}…${k.last_four ?? ''}  ${apiKeyStatus(k, now).padEnd(8)}  ${k.scopes.join(',').padEnd(10)}  ${k.name}`)
        .join('\n') || '(no keys)',
    );
  }
  if (group === 'key' && action === 'rotate') {
    const grace = values['grace-seconds'] === undefined ? DEFAULT_GRACE_SECONDS : Number(values['grace-seconds']);
    if (!Number.isInteger(grace) || grace < 0 || grace > MAX_GRACE_SECONDS)
      throw new CliError(`--grace-seconds must be an integer from 0 to ${MAX_GRACE_SECONDS}`);
    const keyId = uuid(need(values.key, 'key'), 'key');
    const r = await audited({ action: 'api_key.rotated', resourceType: 'api_key', resourceId: keyId, projectOf: (x) => x.previous.project_id }, () =>
      keyCommand(() => keys.rotate(undefined, keyId, grace, operator)),
    );
    return out(
      { ...r.key, api_key: r.secret, previous_key_id: r.previous.id, previous_key_expires_at: r.previous.expires_at },
      `Key ${r.previous.id} rotated: it keeps working until ${r.previous.expires_at}; new key ${r.key.id}\nAPI key (shown once): ${r.secret}`,
    );
  }
  if (group === 'key' && action === 'revoke') {
    const id = uuid(need(values.key, 'key'), 'key');
    await audited({ action: 'api_key.revoked', resourceType: 'api_key', resourceId: id, projectOf: (x) => x.project_id }, () =>
      keyCommand(() => keys.revoke(undefined, id, operator)),
    );
    return out({ id, revoked: true }, `Key ${id} revoked (stops working on every gateway within seconds)`);
  }
  if (group === 'user' && (action === 'add-owner' || action === 'list')) {
    if (!deps.users) throw new CliError('user commands are not available here', 1);
    const projectId = uuid(need(values.project, 'project'), 'project');
    if (action === 'list') {
      const { items } = await deps.users.list(projectId, 1, 100);
      return out(items, items.map((m) => `${m.id}  ${m.role.padEnd(9)}  ${m.status.padEnd(7)}  ${m.email}`).join('\n') || '(no users)');
    }
    const email = need(values.email, 'email').trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new CliError('--email must be an email address');
    const r = await audited({ projectId, action: 'user.owner_added', resourceType: 'user', idOf: (x) => x.member.id }, () =>
      keyCommand(() => deps.users!.addOwner(projectId, email)),
    );
    return out(
      { ...r.member, password: r.password },
      `${r.member.email} is an owner of ${projectId}` + (r.password ? `\nPassword (shown once): ${r.password}` : ' (the address already had a password)'),
    );
  }
  if (group === 'solution' && (action === 'configure' || action === 'list')) {
    const projectId = uuid(need(values.project, 'project'), 'project');
    if (!(await projects.getProject(projectId))) throw new CliError('project not found', 1);
    if (!deps.funding) throw new CliError('the funding service is not reachable from here (set FUNDING_GRPC_ADDRESS)', 1);
    const client = deps.funding();
    if (action === 'list') {
      const r = await callUnary(client, 'ListSolutions', { project_id: projectId }, { deadlineMs: 5000 });
      return out(
        r.solutions,
        r.solutions
          .map(
            (x) =>
              `${x.solution_id}  ${x.active ? 'active  ' : 'inactive'}  business ${x.business_id}  credit line ${x.credit_line_id}  token ${x.has_access_token ? 'stored' : 'missing'}`,
          )
          .join('\n') || '(no solutions)',
      );
    }
    const digits = (v: string | undefined, flag: string) => {
      const d = need(v, flag);
      if (!/^\d{1,32}$/.test(d)) throw new CliError(`--${flag} must be digits`);
      return d;
    };
    let token = values['access-token'] ?? '';
    if (values['access-token-stdin']) token = (await (deps.readStdin ?? readAllStdin)()).trim();
    const r = await audited({ projectId, action: 'funding_solution.configured', resourceType: 'funding_solution', resourceId: values['solution-id'] }, () =>
      callUnary(
        client,
        'ConfigureSolution',
        {
          project_id: projectId,
          solution_id: digits(values['solution-id'], 'solution-id'),
          business_id: digits(values['business-id'], 'business-id'),
          credit_line_id: digits(values['credit-line-id'], 'credit-line-id'),
          access_token: token,
          active: !values.inactive,
        },
        { deadlineMs: 10_000 },
      ).catch((err: unknown) => {
        throw new CliError(err instanceof DomainError ? err.publicMessage : String(err), 1);
      }),
    );
    return out(r.solution, `Solution ${r.solution?.solution_id} ${r.solution?.active ? 'active' : 'inactive'} for project ${projectId}`);
  }
  if (group === 'credits' && (action === 'top-up' || action === 'balance' || action === 'entries')) {
    const projectId = uuid(need(values.project, 'project'), 'project');
    if (!(await projects.getProject(projectId))) throw new CliError('project not found', 1);
    const client = fundingClient(deps);
    if (action === 'balance') {
      const r = await callFunding(() => callUnary(client, 'GetCreditBalance', { project_id: projectId }, { deadlineMs: 5000 }));
      const b = r.balance!;
      return out(
        b,
        `Credits of project ${projectId}: balance ${units(b.balance_micros)} ${b.currency}, held ${units(b.held_micros)}, available ${units(b.available_micros)}`,
      );
    }
    if (action === 'entries') {
      const limit = values.limit === undefined ? 20 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new CliError('--limit must be an integer from 1 to 100');
      const r = await callFunding(() =>
        callUnary(client, 'ListCreditEntries', { project_id: projectId, limit, cursor: values.cursor ?? '' }, { deadlineMs: 5000 }),
      );
      const lines = r.entries.map(
        (e) =>
          `${e.created_at}  ${e.kind.padEnd(6)}  ${units(e.amount_micros).padStart(12)} ${e.currency}  balance ${units(e.balance_after_micros)}` +
          (e.kind === 'charge' ? `  ${e.category ?? ''} ${e.region ?? ''} ${e.message_id ?? ''}` : `  ${e.reference ?? ''} ${e.note ?? ''}`),
      );
      if (r.next_cursor) lines.push(`(more: --cursor ${r.next_cursor})`);
      return out(r, lines.join('\n') || '(no entries)');
    }
    const amount = microsOf(need(values.amount, 'amount'));
    const r = await audited({ projectId, action: 'credits.topped_up', resourceType: 'credits', idOf: (x) => x.entry?.id ?? '' }, () =>
      callFunding(() =>
        callUnary(
          client,
          'TopUpCredits',
          { project_id: projectId, amount_micros: amount, reference: values.reference ?? '', note: values.note ?? '' },
          { deadlineMs: 10_000 },
        ),
      ),
    );
    return out(
      r,
      `${r.replayed ? 'Already topped up with this reference' : 'Topped up'} ${units(r.entry!.amount_micros)} ${r.entry!.currency}; balance ${units(r.balance!.balance_micros)}, available ${units(r.balance!.available_micros)}`,
    );
  }
  if (group === 'rate-card' && (action === 'load' || action === 'show')) {
    const client = fundingClient(deps);
    if (action === 'show') {
      const version = values.version === undefined ? 0 : Number(values.version);
      if (values.version !== undefined && (!Number.isInteger(version) || version < 1)) throw new CliError('--version must be a positive integer');
      const r = await callFunding(() => callUnary(client, 'GetRateCard', { version }, { deadlineMs: 5000 }));
      const c = r.rate_card!;
      const card = { ...c, rates: fromStruct(c.rates ?? { fields: {} }) };
      return out(
        card,
        `Rate card version ${c.version} (${c.currency}, ${c.effective_from ? `effective ${c.effective_from}` : 'effective at load'}, loaded ${c.loaded_at} from ${c.source})\n${JSON.stringify(card.rates, null, 2)}`,
      );
    }
    let text = values['card-json'];
    if (text === undefined) text = readFileSync(need(values.file, 'file'), 'utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new CliError('the rate card is not valid JSON');
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new CliError('the rate card must be a JSON object');
    const r = await callFunding(() => callUnary(client, 'LoadRateCard', { card: toStruct(json as object), source: 'cli' }, { deadlineMs: 10_000 }));
    return out(r, r.created ? `Rate card version ${r.rate_card!.version} loaded` : `Unchanged: the card equals version ${r.rate_card!.version}`);
  }
  throw new CliError(`unknown command "${positionals.join(' ')}"\n\n${USAGE}`);
}

/** A key command whose domain errors (unknown project or key, a rotated key) become CLI errors. */
async function keyCommand<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof DomainError)
      throw new CliError(err.publicMessage.replace(/^API key not found$/, 'key not found').replace(/^Project not found$/, 'project not found'), 1);
    throw err;
  }
}

function fundingClient(deps: AdminDeps): funding.FundingServiceClient {
  if (!deps.funding) throw new CliError('the funding service is not reachable from here (set FUNDING_GRPC_ADDRESS)', 1);
  return deps.funding();
}

/** A funding call whose domain errors become CLI errors (their public message). */
async function callFunding<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw new CliError(err instanceof DomainError ? err.publicMessage : String(err), 1);
  }
}

/** A decimal amount of currency units (up to 6 decimals, positive) as micros. */
export function microsOf(v: string): string {
  const m = /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(v);
  if (!m) throw new CliError('--amount must be a positive decimal amount such as 10 or 10.50 (at most 6 decimals)');
  const micros = BigInt(m[1]) * 1_000_000n + BigInt((m[2] ?? '').padEnd(6, '0'));
  if (micros <= 0n) throw new CliError('--amount must be positive');
  return micros.toString();
}

/** Micros (a decimal string) as currency units with at least two decimals. */
export function units(micros: string | number): string {
  const v = BigInt(micros);
  const abs = v < 0n ? -v : v;
  let frac = (abs % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  if (frac.length < 2) frac = frac.padEnd(2, '0');
  return `${v < 0n ? '-' : ''}${abs / 1_000_000n}.${frac}`;
}

/**
 * PGlite is single-process: while an embedded all-in-one instance runs, the command goes to its
 * loopback admin endpoint (address in DATA_DIR/admin.json, token in DATA_DIR/secrets.json).
 */
async function forwardToRunningInstance(dataDir: string, args: string[]): Promise<string | undefined> {
  const addressFile = join(dataDir, 'admin.json');
  const secretsFile = join(dataDir, 'secrets.json');
  if (!existsSync(addressFile) || !existsSync(secretsFile)) return undefined;
  const { url } = JSON.parse(readFileSync(addressFile, 'utf8')) as { url: string };
  const { admin_token } = JSON.parse(readFileSync(secretsFile, 'utf8')) as { admin_token: string };
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ args }),
    });
  } catch {
    return undefined; // stale admin.json: no instance is running, open the database directly
  }
  const body = (await res.json()) as { output?: string; error?: string; exit_code?: number };
  if (!res.ok) throw new CliError(body.error ?? `admin endpoint answered ${res.status}`, body.exit_code ?? 1);
  return body.output ?? '';
}

function readAllStdin(): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (d) => (data += d));
    process.stdin.on('end', () => resolve(data));
    process.stdin.on('error', reject);
  });
}

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  let args = process.argv.slice(2);
  // A rate card file is read here, so a forwarded command carries its content, not a path.
  const fileAt = args.indexOf('--file');
  if (fileAt >= 0 && args[fileAt + 1]) args = [...args.slice(0, fileAt), '--card-json', readFileSync(args[fileAt + 1], 'utf8'), ...args.slice(fileAt + 2)];
  if (!config.DATABASE_URL) {
    // The running instance cannot read this terminal: resolve a stdin secret here first.
    const i = args.indexOf('--access-token-stdin');
    const remote = i >= 0 ? [...args.slice(0, i), '--access-token', (await readAllStdin()).trim(), ...args.slice(i + 1)] : args;
    const forwarded = await forwardToRunningInstance(config.DATA_DIR, remote);
    if (forwarded !== undefined) {
      console.log(forwarded);
      return;
    }
  }
  const db = await createDb({ url: config.DATABASE_URL, schema: config.DB_SCHEMA, migrations, dataDir: `${config.DATA_DIR}/pglite` });
  try {
    let fundingClient: funding.FundingServiceClient | undefined;
    const ctx = createUsecaseContext(db, systemClock, peopleCipher(config));
    const deps: AdminDeps = {
      projects: new ProjectsUsecase(ctx),
      keys: new ApiKeysUsecase(ctx),
      users: new UsersUsecase(ctx),
      audit: new AuditUsecase(ctx),
      // The contracts are parsed only by a command that calls funding (most commands touch the database only).
      funding: () => {
        if (fundingClient) return fundingClient;
        const service = loadContracts().contracts.funding.FundingService;
        return (fundingClient = createClient(service, config.FUNDING_GRPC_ADDRESS, {
          defaultDeadlineMs: 10_000,
          idempotentMethods: idempotentMethodsOf(service.service),
        }));
      },
    };
    try {
      console.log(await runAdminCommand(args, deps));
    } finally {
      fundingClient?.close();
    }
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(err instanceof CliError ? err.exitCode : 1);
  });
}
