import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, serviceEnvSchema, z } from './index';

describe('loadConfig', () => {
  it('lists every problem at once instead of failing on the first', () => {
    const schema = serviceEnvSchema.extend({ UPSTREAM_URL: z.string().url() });
    let caught: unknown;
    try {
      loadConfig(schema, { GRPC_PORT: 'abc', LOG_LEVEL: 'loud', UPSTREAM_URL: 'not a url' });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    expect(problems).toMatch(/GRPC_PORT/);
    expect(problems).toMatch(/LOG_LEVEL/);
    expect(problems).toMatch(/UPSTREAM_URL/);
    expect((caught as ConfigError).problems).toHaveLength(3);
  });

  it('treats empty strings as unset so defaults apply', () => {
    const cfg = loadConfig(serviceEnvSchema, { GRPC_PORT: '50051', DATABASE_URL: '', LOG_LEVEL: '' });
    expect(cfg.DATABASE_URL).toBeUndefined();
    expect(cfg.LOG_LEVEL).toBe('info');
    expect(cfg.GRPC_PORT).toBe(50051);
  });
});
