import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '@platform/logger';
import { installSignalHandlers, manualClock, ShutdownStack, systemClock } from './index';

function recordingLogger() {
  const lines: Array<{ level: string; obj: object | string; msg?: string }> = [];
  const logger: Logger = {
    debug: (obj, msg) => void lines.push({ level: 'debug', obj, msg }),
    info: (obj, msg) => void lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => void lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => void lines.push({ level: 'error', obj, msg }),
    child: () => logger,
  };
  return { logger, lines };
}

describe('ShutdownStack', () => {
  it('closes in reverse order of registration, awaiting each step', async () => {
    const order: string[] = [];
    const stack = new ShutdownStack({ logger: recordingLogger().logger });
    stack.push('db', async () => {
      await new Promise((r) => setTimeout(r, 10));
      order.push('db');
    });
    stack.push('bus', () => {
      order.push('bus');
    });
    stack.push('grpc', async () => {
      await new Promise((r) => setTimeout(r, 20));
      order.push('grpc');
    });
    await stack.run();
    expect(order).toEqual(['grpc', 'bus', 'db']);
  });

  it('a failing step is logged and the others still close', async () => {
    const { logger, lines } = recordingLogger();
    const order: string[] = [];
    const stack = new ShutdownStack({ logger });
    stack.push('a', () => void order.push('a'));
    stack.push('b', () => {
      throw new Error('b broke');
    });
    stack.push('c', async () => {
      order.push('c');
      throw new Error('c broke');
    });
    await expect(stack.run()).resolves.toBeUndefined();
    expect(order).toEqual(['c', 'a']);
    expect(lines.filter((l) => l.level === 'error').map((l) => (l.obj as { step: string }).step)).toEqual(['c', 'b']);
  });

  it('a stuck step is abandoned after its timeout', async () => {
    const { logger, lines } = recordingLogger();
    const order: string[] = [];
    const stack = new ShutdownStack({ logger, stepTimeoutMs: 5_000 });
    stack.push('after', () => void order.push('after'));
    stack.push('stuck', () => new Promise<void>(() => undefined), { timeoutMs: 50 });
    const t0 = Date.now();
    await stack.run();
    expect(Date.now() - t0).toBeLessThan(1_000);
    expect(order).toEqual(['after']);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'error', obj: expect.objectContaining({ step: 'stuck', timeout_ms: 50 }) }));
  });

  it('the default step timeout applies', async () => {
    const stack = new ShutdownStack({ logger: recordingLogger().logger, stepTimeoutMs: 30 });
    stack.push('stuck', () => new Promise<void>(() => undefined));
    const t0 = Date.now();
    await stack.run();
    expect(Date.now() - t0).toBeLessThan(1_000);
  });

  it('is idempotent: a second run closes nothing twice', async () => {
    const close = vi.fn();
    const stack = new ShutdownStack({ logger: recordingLogger().logger });
    stack.push('x', close);
    const first = stack.run();
    const second = stack.run();
    expect(second).toBe(first);
    await first;
    await stack.run();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('a resource registered during shutdown is closed at once', async () => {
    const stack = new ShutdownStack({ logger: recordingLogger().logger });
    await stack.run();
    const late = vi.fn();
    stack.push('late', late);
    await new Promise((r) => setTimeout(r, 0));
    expect(late).toHaveBeenCalledTimes(1);
  });
});

describe('installSignalHandlers', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  it('SIGTERM runs the stack then exits 0', async () => {
    const exits: number[] = [];
    const closed = vi.fn();
    const stack = new ShutdownStack({ logger: recordingLogger().logger });
    stack.push('x', closed);
    uninstall = installSignalHandlers(stack, recordingLogger().logger, { exitFn: (c) => exits.push(c) });
    process.emit('SIGTERM', 'SIGTERM');
    await vi.waitFor(() => expect(exits).toEqual([0]));
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('a second signal exits 1 at once', async () => {
    const exits: number[] = [];
    const stack = new ShutdownStack({ logger: recordingLogger().logger });
    stack.push('slow', () => new Promise<void>((r) => setTimeout(r, 200)));
    uninstall = installSignalHandlers(stack, recordingLogger().logger, { exitFn: (c) => exits.push(c) });
    process.emit('SIGINT', 'SIGINT');
    process.emit('SIGTERM', 'SIGTERM');
    expect(exits).toEqual([1]);
    await stack.run();
  });

  it('one group signal delivered twice (directly and relayed by a parent) still shuts down gracefully', async () => {
    const exits: number[] = [];
    const closed = vi.fn();
    let t = 1_000_000;
    const stack = new ShutdownStack({ logger: recordingLogger().logger });
    stack.push('slow', () => new Promise<void>((r) => setTimeout(r, 100)));
    stack.push('flush', closed);
    uninstall = installSignalHandlers(stack, recordingLogger().logger, { exitFn: (c) => exits.push(c), now: () => t });
    process.emit('SIGINT', 'SIGINT');
    t += 130; // the relayed copy, 0.13 s later (as measured with npm start)
    process.emit('SIGINT', 'SIGINT');
    expect(exits).toEqual([]);
    await vi.waitFor(() => expect(exits).toEqual([0]));
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('the same signal again after the duplicate window is a second Ctrl-C: exits 1 at once', async () => {
    const exits: number[] = [];
    let t = 1_000_000;
    const stack = new ShutdownStack({ logger: recordingLogger().logger });
    stack.push('slow', () => new Promise<void>((r) => setTimeout(r, 200)));
    uninstall = installSignalHandlers(stack, recordingLogger().logger, { exitFn: (c) => exits.push(c), now: () => t, duplicateWindowMs: 1000 });
    process.emit('SIGINT', 'SIGINT');
    t += 1500;
    process.emit('SIGINT', 'SIGINT');
    expect(exits).toEqual([1]);
    await stack.run();
  });

  it('the force bound exits 1 when the stack takes too long', async () => {
    const exits: number[] = [];
    const stack = new ShutdownStack({ logger: recordingLogger().logger });
    stack.push('slow', () => new Promise<void>((r) => setTimeout(r, 300)));
    uninstall = installSignalHandlers(stack, recordingLogger().logger, { exitFn: (c) => exits.push(c), forceAfterMs: 50 });
    process.emit('SIGTERM', 'SIGTERM');
    await vi.waitFor(() => expect(exits).toEqual([1]));
    await stack.run();
    await new Promise((r) => setTimeout(r, 0));
    expect(exits).toEqual([1]); // no late exit 0 after the forced one
  });

  it('exit: false only runs the stack; uninstall removes the handlers', async () => {
    const before = process.listenerCount('SIGTERM');
    const exits: number[] = [];
    const stack = new ShutdownStack({ logger: recordingLogger().logger });
    const u = installSignalHandlers(stack, recordingLogger().logger, { exit: false, exitFn: (c) => exits.push(c) });
    expect(process.listenerCount('SIGTERM')).toBe(before + 1);
    process.emit('SIGTERM', 'SIGTERM');
    await stack.run();
    expect(stack.started).toBe(true);
    expect(exits).toEqual([]);
    u();
    expect(process.listenerCount('SIGTERM')).toBe(before);
  });

  it('accepts a pino logger and logs the shutdown through it', async () => {
    // pino's (obj, msg) call shape is the Logger interface: every line must carry its fields and message.
    const lines: Array<{ level: number; msg: string; signal?: string; step?: string; err?: { message: string } }> = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const stack = new ShutdownStack({ logger: log });
    stack.push('db', () => undefined);
    stack.push('broken', () => {
      throw new Error('close failed');
    });
    uninstall = installSignalHandlers(stack, log, { exit: false });
    process.emit('SIGTERM', 'SIGTERM');
    await vi.waitFor(() => expect(lines.map((l) => l.msg)).toContain('shutdown complete'));
    expect(lines.map((l) => [l.level, l.msg, l.signal ?? l.step])).toEqual([
      [30, 'shutdown started', 'SIGTERM'],
      [50, 'shutdown: step failed, moving on', 'broken'],
      [30, 'shutdown: closed', 'db'],
      [30, 'shutdown complete', 'SIGTERM'],
    ]);
    expect(lines[1].err?.message).toBe('close failed');
  });
});

describe('clocks', () => {
  it('manualClock moves only when told', () => {
    const clock = manualClock('2026-01-01T00:00:00Z');
    const t = clock.now();
    t.setFullYear(1999); // a caller mutating the returned Date cannot move the clock
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    clock.advance(1_500);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:01.500Z');
    clock.set(new Date('2027-06-01T12:00:00Z'));
    expect(clock.now().toISOString()).toBe('2027-06-01T12:00:00.000Z');
    expect(() => manualClock('not a date')).toThrow(RangeError);
  });

  it('systemClock is the wall clock', () => {
    expect(Math.abs(systemClock.now().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
