import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { spawnTs } from './spawn-ts';

/** A child process started by {@link startListeningProcess}. */
export interface ListeningProcess {
  proc: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** SIGTERM, then waits for the exit (SIGKILL after 5 s). */
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript entry point as one process (see {@link spawnTs}) and waits for its JSON log line
 * `{"msg": readyMessage, "port": N}` (how the repo's simulators and apps announce themselves with `PORT=0`).
 * Fails with the exit code if the process dies first, or after `timeoutMs`.
 */
export async function startListeningProcess(opts: {
  entry: string;
  readyMessage: string;
  env?: Record<string, string | undefined>;
  cwd?: string;
  timeoutMs?: number;
}): Promise<ListeningProcess> {
  const proc = spawnTs(opts.entry, [], {
    cwd: opts.cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const timeoutMs = opts.timeoutMs ?? 20_000;
  try {
    const port = await new Promise<number>((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`${opts.readyMessage}: not seen within ${timeoutMs} ms`)), timeoutMs);
      createInterface({ input: proc.stdout! }).on('line', (line) => {
        try {
          const j = JSON.parse(line) as { port?: number; msg?: string };
          if (j.msg === opts.readyMessage && j.port) {
            clearTimeout(timer);
            ok(j.port);
          }
        } catch {
          // not a JSON line
        }
      });
      proc.stderr?.resume();
      proc.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`${opts.entry} exited with ${code} before "${opts.readyMessage}"`));
      });
    });
    return {
      proc,
      port,
      url: `http://127.0.0.1:${port}`,
      stop: () => stopProcess(proc),
    };
  } catch (err) {
    await stopProcess(proc);
    throw err;
  }
}

async function stopProcess(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
