/**
 * `platform`: the messaging platform's CLI (apps/cli/README.md, decision 0028). Ctrl-C aborts the
 * running command, which ends what it opened (a listener) and exits 130; a second Ctrl-C exits at once.
 */
import { ExitCode } from './exit-codes';
import { runCli } from './program';

const controller = new AbortController();
process.on('SIGINT', () => {
  if (controller.signal.aborted) process.exit(ExitCode.interrupted);
  controller.abort();
});

runCli(process.argv.slice(2), controller.signal).then(
  (code) => {
    process.exitCode = code;
    // Streams and keep-alive sockets must not hold the process once the command is done.
    setImmediate(() => process.exit(code));
  },
  (err: unknown) => {
    process.stderr.write(`Error: ${String(err)}\n`);
    process.exit(ExitCode.internal);
  },
);
