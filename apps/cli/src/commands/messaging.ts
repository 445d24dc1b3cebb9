import { paginate, PlatformApiError } from '@messaging-platform/sdk';
import { Option, type Command } from 'commander';
import { call } from '../call';
import { contextOf } from '../context';
import { apiFailure, CliError, networkFailure, usageError } from '../exit-codes';
import { table } from '../output';

const collect = (v: string, prev: string[]) => [...prev, v];

/** `numbers list` and `messages send`. */
export function registerMessaging(program: Command, signal: AbortSignal): void {
  const numbers = program.command('numbers').description('Phone numbers of the project');
  numbers
    .command('list')
    .description('List the phone numbers connected to the project (every page)')
    .option('--customer-id <uuid>', 'only the numbers of this customer')
    .option('--business-account-id <id>', 'only the numbers of this business account')
    .action(async (opts: { customerId?: string; businessAccountId?: string }, cmd: Command) => {
      const ctx = contextOf(cmd, signal);
      const api = ctx.api();
      const query = {
        per_page: 100,
        ...(opts.customerId ? { customer_id: opts.customerId } : {}),
        ...(opts.businessAccountId ? { business_account_id: opts.businessAccountId } : {}),
      };
      const items: Array<Record<string, unknown>> = [];
      try {
        for await (const n of paginate(api.client, '/messaging/phone_numbers', { query })) items.push(n as Record<string, unknown>);
      } catch (err) {
        throw asCliError(api.baseUrl, err);
      }
      ctx.out.result({ data: items }, () =>
        items.length === 0
          ? 'No phone numbers.'
          : table(
              ['PHONE NUMBER ID', 'NUMBER', 'NAME', 'STATUS'],
              items.map((n) => [String(n.phone_number_id ?? n.id ?? ''), String(n.display_phone_number ?? ''), String(n.name ?? ''), String(n.status ?? '')]),
            ),
      );
    });

  const messages = program.command('messages').description('Messages');
  messages
    .command('send')
    .description('Send a text or an approved template from one of the project’s numbers (guarded send path, at most once per idempotency key)')
    .requiredOption('--from <phone_number_id>', 'the sending phone number id')
    .requiredOption('--to <number>', 'the customer’s number, international format (+15551234567)')
    .addOption(new Option('--text <body>', 'a text message').conflicts('template'))
    .option('--template <name>', 'an approved template’s name')
    .option('--language <code>', 'the template’s language code', 'en_US')
    .option('--param <value>', 'a body parameter of the template, in order (repeat the flag)', collect, [] as string[])
    .option('--idempotency-key <key>', 'your own key, to make a retry of this command safe (default: a new one per run)')
    .action(
      async (
        opts: { from: string; to: string; text?: string; template?: string; language: string; param: string[]; idempotencyKey?: string },
        cmd: Command,
      ) => {
        if (!opts.text && !opts.template) throw usageError('give --text or --template');
        if (opts.text !== undefined && opts.param.length) throw usageError('--param goes with --template');
        if (!/^\d{1,32}$/.test(opts.from)) throw usageError('--from must be a phone number id (digits)');
        const ctx = contextOf(cmd, signal);
        const api = ctx.api();
        const message = opts.template
          ? {
              type: 'template' as const,
              template: {
                name: opts.template,
                language: { code: opts.language },
                ...(opts.param.length ? { components: [{ type: 'body', parameters: opts.param.map((text) => ({ type: 'text', text })) }] } : {}),
              },
            }
          : { type: 'text' as const, text: { body: opts.text! } };
        const data = await call(
          api.baseUrl,
          api.client.POST('/messaging/phone_numbers/{phone_number_id}/messages', {
            params: { path: { phone_number_id: opts.from }, ...(opts.idempotencyKey ? { header: { 'Idempotency-Key': opts.idempotencyKey } } : {}) },
            body: { to: opts.to, message },
          }),
        );
        ctx.out.result(data, () => `Accepted: ${data.data.wamid}`);
      },
    );
}

/** An error of the SDK's iterator (a PlatformApiError, or fetch's own) as the CLI reports it. */
export function asCliError(baseUrl: string, err: unknown): CliError {
  if (err instanceof CliError) return err;
  if (err instanceof PlatformApiError) return apiFailure(err.status, err.body, err.requestId ?? null);
  return networkFailure(baseUrl, err);
}
