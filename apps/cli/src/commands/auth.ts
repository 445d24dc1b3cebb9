import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { createApi } from '../api';
import { DEFAULT_BASE_URL, normalizeBaseUrl, profileName } from '../config';
import { contextOf } from '../context';
import { apiFailure, CliError, ExitCode, networkFailure, usageError } from '../exit-codes';

/** Reads the key from stdin: all of it when piped, one hidden line at a terminal. */
async function readKey(stdin: NodeJS.ReadStream, stderr: NodeJS.WriteStream): Promise<string> {
  if (!stdin.isTTY) {
    let data = '';
    for await (const chunk of stdin) data += String(chunk);
    return data.trim();
  }
  const rl = createInterface({ input: stdin, output: stderr, terminal: true });
  // Echo nothing while the key is typed.
  (rl as unknown as { _writeToOutput(s: string): void })._writeToOutput = (s: string) => {
    if (s.includes('API key')) stderr.write(s);
  };
  return new Promise((resolve) => {
    rl.question('API key: ', (answer) => {
      rl.close();
      stderr.write('\n');
      resolve(answer.trim());
    });
  });
}

/**
 * Whether the platform takes the key: an authenticated read (the numbers, one item). 401 is a refused
 * key; 403 is a valid key without the messaging scope (still signed in).
 */
async function verifyKey(apiKey: string, baseUrl: string): Promise<void> {
  const api = createApi({ api_key: apiKey, base_url: baseUrl });
  let res: Response;
  try {
    ({ response: res } = await api.client.GET('/messaging/phone_numbers', { params: { query: { per_page: 1 } } }));
  } catch (err) {
    throw networkFailure(baseUrl, err);
  }
  if (res.status === 401)
    throw new CliError('the platform refused this key (HTTP 401): check it and its project', ExitCode.auth, { error: 'invalid API key', status: 401 });
  if (!res.ok && res.status !== 403) throw apiFailure(res.status, await res.json().catch(() => ({})), res.headers.get('x-request-id'));
}

export function registerAuth(program: Command, signal: AbortSignal): void {
  program
    .command('login')
    .description('Sign in with a project API key: verified against the API, then kept in your config dir (mode 0600)')
    .option('--api-key-stdin', 'read the key from stdin (pipe it; never pass a key as an argument)')
    .action(async (_opts: { apiKeyStdin?: boolean }, cmd: Command) => {
      const ctx = contextOf(cmd, signal);
      const name = profileName(ctx.store, ctx.globals.profile);
      const baseUrl = normalizeBaseUrl(ctx.globals.baseUrl || process.env.PLATFORM_BASE_URL || ctx.store.read().profiles[name]?.base_url || DEFAULT_BASE_URL);
      const key = process.env.PLATFORM_API_KEY && !_opts.apiKeyStdin ? process.env.PLATFORM_API_KEY : await readKey(process.stdin, process.stderr);
      if (!key) throw usageError('no API key given (type it at the prompt, pipe it with --api-key-stdin, or set PLATFORM_API_KEY)');
      await verifyKey(key, baseUrl);
      ctx.store.save(name, { api_key: key, base_url: baseUrl });
      ctx.out.result(
        { profile: name, base_url: baseUrl, config: ctx.store.path },
        () => `Signed in: profile "${name}" → ${baseUrl} (saved in ${ctx.store.path})`,
      );
    });

  program
    .command('logout')
    .description('Forget the profile’s key')
    .action(async (_opts: unknown, cmd: Command) => {
      const ctx = contextOf(cmd, signal);
      const name = profileName(ctx.store, ctx.globals.profile);
      const removed = ctx.store.remove(name);
      ctx.out.result({ profile: name, removed }, () => (removed ? `Signed out of profile "${name}"` : `No profile "${name}" was signed in`));
    });
}
