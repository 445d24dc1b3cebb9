import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, runWithLogContext } from './index';

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
