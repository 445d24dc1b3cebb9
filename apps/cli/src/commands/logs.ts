import type { Command } from 'commander';
import { Option } from 'commander';
import { call } from '../call';
import { LogTail, type TailEntry } from '../log-tail';
import { contextOf } from '../context';
import { usageError } from '../exit-codes';
import { table } from '../output';
import { sleep } from '../sleep';

function apiLine(e: TailEntry): string {
  return `${e.created_at}  api       ${String(e.http_method).padEnd(6)} ${String(e.response_status)} ${String(e.response_time_ms).padStart(5)}ms  ${e.endpoint}${e.error_message ? `  (${e.error_message})` : ''}`;
}

function externalLine(e: TailEntry): string {
  return `${e.created_at}  external  ${String(e.method ?? e.http_method ?? '').padEnd(6)} ${String(e.status ?? e.response_status ?? '')} ${String(e.duration_ms ?? e.response_time_ms ?? '').padStart(5)}ms  ${String(e.path ?? '')}`;
}

const flag = (v: boolean | undefined): Record<string, string> => (v ? { errors_only: 'true' } : {});

/** `logs tail` and `logs search`. */
export function registerLogs(program: Command, signal: AbortSignal): void {
  const logs = program.command('logs').description('The project’s request log, upstream calls and log search');
  logs
    .command('tail')
    .description('Follow new request log and external API log entries live (Ctrl-C ends)')
    .addOption(new Option('--log <which>', 'which logs').choices(['all', 'api', 'external']).default('all'))
    .option('--errors-only', 'only failed requests and calls')
    .option('--endpoint <text>', 'path contains this (case-insensitive)')
    .option('--request-id <id>', 'only the entries of this request (X-Request-Id)')
    .option('--phone-number-id <id>', 'external API log: calls concerning this number')
    .option('--since <iso>', 'start from this instant instead of now')
    .option('--interval <ms>', 'poll interval', (v) => Number(v), 2000)
    .action(
      async (
        opts: { log: string; errorsOnly?: boolean; endpoint?: string; requestId?: string; phoneNumberId?: string; since?: string; interval: number },
        cmd: Command,
      ) => {
        if (!Number.isInteger(opts.interval) || opts.interval < 250) throw usageError('--interval must be a whole number of milliseconds, at least 250');
        const start = opts.since ? new Date(opts.since) : new Date();
        if (Number.isNaN(start.getTime())) throw usageError('--since must be an ISO 8601 instant');
        const ctx = contextOf(cmd, signal);
        const api = ctx.api();
        const common: Record<string, string> = {
          ...flag(opts.errorsOnly),
          ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
          ...(opts.requestId ? { request_id: opts.requestId } : {}),
        };
        const tails: LogTail[] = [];
        if (opts.log !== 'external') tails.push(new LogTail(api, 'api', common, start));
        if (opts.log !== 'api')
          tails.push(new LogTail(api, 'external', { ...common, ...(opts.phoneNumberId ? { phone_number_id: opts.phoneNumberId } : {}) }, start));
        ctx.out.info(`Tailing ${tails.map((t) => t.log).join(' and ')} logs of ${api.baseUrl} (Ctrl-C to stop)`);
        while (!signal.aborted) {
          const batches = await Promise.all(tails.map((t) => t.poll()));
          const entries = batches.flat().sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
          for (const e of entries) ctx.out.item(e, () => (e.log === 'api' ? apiLine(e) : externalLine(e)));
          await sleep(opts.interval, signal);
        }
      },
    );

  logs
    .command('search')
    .description('Search every log of the project (requests, upstream calls, messages, deliveries, runs, ...): GET /log_search')
    .argument('[text]', 'full-text query')
    .option('--wamid <id>', 'a message')
    .option('--phone-number-id <id>', 'a phone number')
    .option('--request-id <id>', 'a request (X-Request-Id)')
    .option('--conversation-id <id>', 'a conversation')
    .option('--webhook-id <id>', 'a webhook')
    .option('--execution-id <id>', 'a workflow execution')
    .option('--sources <list>', 'comma-separated sources to search')
    .option('--problems-only', 'only problems')
    .addOption(new Option('--period <p>', 'time window ending now').choices(['24h', '7d', '30d']))
    .option('--since <iso>', 'at or after this instant')
    .option('--until <iso>', 'before this instant')
    .addOption(new Option('--order <o>', 'order').choices(['desc', 'asc']))
    .option('--limit <n>', 'page size, 1 to 100', (v) => Number(v), 20)
    .option('--after <cursor>', 'the next page: paging.cursors.after of a previous answer')
    .action(async (text: string | undefined, opts: Record<string, string | number | boolean | undefined>, cmd: Command) => {
      const ctx = contextOf(cmd, signal);
      const api = ctx.api();
      const map: Record<string, string> = {
        wamid: 'wamid',
        phoneNumberId: 'phone_number_id',
        requestId: 'request_id',
        conversationId: 'conversation_id',
        webhookId: 'webhook_id',
        executionId: 'execution_id',
        sources: 'sources',
        period: 'period',
        since: 'since',
        until: 'until',
        order: 'order',
        after: 'after',
      };
      const query: Record<string, string | number> = { limit: opts.limit as number };
      if (text) query.q = text;
      for (const [k, q] of Object.entries(map)) if (opts[k] !== undefined) query[q] = opts[k] as string;
      if (opts.problemsOnly) query.problems_only = 'true';
      const body = (await call(api.baseUrl, api.client.GET('/log_search', { params: { query: query as never } }))) as {
        data: Array<{ source: string; occurred_at: string; summary: string; problem: boolean; resource_type: string; resource_id: string }>;
        paging: { cursors: { after: string | null } };
      };
      ctx.out.result(body, () => {
        if (body.data.length === 0) return 'No entries.';
        const rows = body.data.map((h) => [h.occurred_at, h.source, h.problem ? '!' : '', `${h.resource_type} ${h.resource_id}`, h.summary]);
        const more = body.paging.cursors.after ? `\nMore: --after ${body.paging.cursors.after}` : '';
        return table(['AT', 'SOURCE', '', 'RESOURCE', 'SUMMARY'], rows) + more;
      });
    });
}
