import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, runWithLogContext, silentLogger, stderrLogger, type Logger } from './index';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      cb();
    },
  });
  return { lines, destination };
}

describe('logger', () => {
  it('redacts secrets wherever they appear', () => {
    const { lines, destination } = capture();
    const log = createLogger({ name: 't', destination });
    log.info({ access_token: 'EAAG-secret', body: { access_token: 'x1', secret: 's2' }, headers: { 'x-api-key': 'mpk_live_abc' } }, 'connect');
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/EAAG-secret|x1|s2|mpk_live_abc/);
    expect(text).toMatch(/REDACTED/);
  });

  it('adds request and project ids of the current request', () => {
    const { lines, destination } = capture();
    const log = createLogger({ name: 't', destination });
    runWithLogContext({ request_id: 'req-1', project_id: 'p-1' }, () => log.info('inside'));
    log.info('outside');
    expect(lines[0]).toMatchObject({ request_id: 'req-1', project_id: 'p-1', msg: 'inside', service: 't' });
    expect(lines[1].request_id).toBeUndefined();
  });
});

describe('the Logger interface', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is what createLogger returns (pino fits it as is), and child loggers carry their bindings', () => {
    const { lines, destination } = capture();
    const log: Logger = createLogger({ name: 't', destination });
    log.child({ app: 'a' }).info({ n: 1 }, 'hello');
    log.warn('plain message');
    expect(lines).toMatchObject([
      { app: 'a', n: 1, msg: 'hello', level: 'info' },
      { msg: 'plain message', level: 'warn' },
    ]);
  });

  it('stderrLogger writes JSON lines with bindings and whole errors; debug is below its level; silentLogger drops everything', () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    stderrLogger.child({ app: 'lib' }).error({ err: new Error('boom') }, 'failed');
    stderrLogger.info('just a message');
    stderrLogger.debug({ x: 1 }, 'not shown');
    silentLogger.child({ a: 1 }).error({ err: new Error('x') }, 'dropped');
    const parsed = written.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed).toMatchObject([
      { level: 'error', app: 'lib', msg: 'failed', err: { type: 'Error', message: 'boom' } },
      { level: 'info', msg: 'just a message' },
    ]);
    expect(parsed).toHaveLength(2);
  });
});
