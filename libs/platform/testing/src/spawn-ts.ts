import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * Runs a TypeScript entry point as ONE process (`node --import tsx entry`), unlike the `tsx` CLI,
 * which forks a child: a SIGKILL sent to the CLI would orphan the real process and the test would
 * kill nothing.
 */
export function spawnTs(entry: string, args: string[] = [], opts: SpawnOptions = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry, ...args], opts);
}
