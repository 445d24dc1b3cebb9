import { Command, CommanderError } from 'commander';
import { registerAuth } from './commands/auth';
import { registerLogs } from './commands/logs';
import { registerMessaging } from './commands/messaging';
import { registerWebhooks } from './commands/webhooks';
import { CliError, ExitCode, type ExitCodeValue } from './exit-codes';

/** The `platform` command with every subcommand; errors are thrown, never printed by commander itself on exit. */
export function buildProgram(signal: AbortSignal): Command {
  const program = new Command('platform')
    .description('The messaging platform from your terminal. Exit codes: 0 ok, 1 refused by the API, 2 usage, 3 auth, 4 network/server, 130 interrupted.')
    .version('0.2.0')
    .option('--json', 'machine output on stdout: one JSON document, or NDJSON for streams')
    .option('--profile <name>', 'the profile to use (default: the current one; PLATFORM_PROFILE)')
    .option('--base-url <url>', '{base_url} of the platform (PLATFORM_BASE_URL; default http://localhost:8080/platform/v1)')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  registerAuth(program, signal);
  registerMessaging(program, signal);
  registerLogs(program, signal);
  registerWebhooks(program, signal);
  for (const c of allCommands(program)) c.exitOverride();
  return program;
}

function allCommands(c: Command): Command[] {
  return c.commands.flatMap((sub) => [sub, ...allCommands(sub)]);
}

/**
 * Runs the CLI on `argv` and returns its exit code: commander's usage errors → 2 (help and version → 0),
 * a {@link CliError} → its code (its sentence on stderr, `{ error, ... }` on stdout with --json),
 * Ctrl-C → 130, anything else → 70.
 */
export async function runCli(argv: string[], signal: AbortSignal, io = { out: process.stdout, err: process.stderr }): Promise<ExitCodeValue> {
  const program = buildProgram(signal);
  const json = argv.includes('--json');
  try {
    await program.parseAsync(argv, { from: 'user' });
    return signal.aborted ? ExitCode.interrupted : ExitCode.ok;
  } catch (err) {
    if (signal.aborted) return ExitCode.interrupted;
    if (err instanceof CommanderError) {
      if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help') return ExitCode.ok;
      if (json) io.out.write(`${JSON.stringify({ error: err.message.replace(/^error: /, '') })}\n`);
      return ExitCode.usage;
    }
    if (err instanceof CliError) {
      io.err.write(`Error: ${err.message}\n`);
      if (json) io.out.write(`${JSON.stringify(Object.keys(err.details).length ? err.details : { error: err.message })}\n`);
      return err.exitCode;
    }
    io.err.write(`Error: unexpected failure of the CLI: ${(err as Error)?.stack ?? String(err)}\n`);
    if (json) io.out.write(`${JSON.stringify({ error: 'unexpected failure of the CLI' })}\n`);
    return ExitCode.internal;
  }
}
