import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { afterEach, describe, expect, it } from 'vitest';
import { echoClient, healthClient } from '../test-fixtures/harness';
import { callUnary } from './index';

const FIXTURE = path.join(__dirname, '../test-fixtures/echo-server.main.ts');
const CALLS = 200;

let child: ChildProcess | undefined;
afterEach(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function startFixture(env: Record<string, string>): Promise<{ port: number; exited: Promise<number | null>; stderr: () => string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let err = '';
  proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve({ port: Number(m[1]), exited, stderr: () => err });
    });
    void exited.then((code) => reject(new Error(`fixture exited early (${code}): ${err}`)));
  });
}

function healthStatus(client: ReturnType<typeof healthClient>, timeoutMs = 3_000): Promise<string> {
  return new Promise((resolve) =>
    client.Check({ service: '' }, { deadline: Date.now() + timeoutMs }, (e, res) => resolve(e ? `error ${e.code}` : (res?.status ?? 'none'))),
  );
}

describe('graceful shutdown of a real process', () => {
  it('SIGTERM during load drains in-flight calls with zero failures', async () => {
    const fixture = await startFixture({ SLOW_MS: '400', DRAIN_MS: '1000' });
    const client = echoClient(fixture.port, { defaultDeadlineMs: 5_000 });
    const health = healthClient(fixture.port);
    try {
      expect(await healthStatus(health)).toBe('SERVING');

      const calls = Array.from({ length: CALLS }, (_, i) =>
        callUnary(client, 'Slow', { delay_ms: 0, seq: String(i) }).then(
          (res) => ({ ok: true as const, seq: res.seq }),
          (err: unknown) => ({ ok: false as const, err }),
        ),
      );
      // Every call has reached a handler before the signal: they are truly in flight.
      for (let inFlight = 0; inFlight < CALLS;) {
        inFlight = (await callUnary(client, 'Echo', { message: 'probe' })).in_flight;
      }

      child?.kill('SIGTERM');
      const statuses: string[] = [];
      for (let i = 0; i < 100; i++) {
        const s = await healthStatus(health);
        statuses.push(s);
        if (s !== 'SERVING') break;
        await new Promise((r) => setTimeout(r, 10));
      }

      const results = await Promise.all(calls);
      const failures = results.filter((r) => !r.ok);
      expect(failures).toEqual([]);
      expect(results.map((r) => (r.ok ? r.seq : null))).toEqual(Array.from({ length: CALLS }, (_, i) => String(i)));
      expect(statuses).toContain('NOT_SERVING');
      expect(await fixture.exited).toBe(0);
      expect(fixture.stderr()).toContain('shutdown complete');
      // Nothing listens any more.
      await expect(callUnary(client, 'Mutate', { value: 'after' }, { deadlineMs: 500 })).rejects.toMatchObject({
        code: grpc.status.UNAVAILABLE,
      });
    } finally {
      client.close();
      health.close();
    }
  }, 20_000);
});
