/** Profiles on disk (0600 file in a 0700 directory), the environment over them, and base URLs. */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigStore, normalizeBaseUrl, profileName, resolveCredentials } from '../src/config';
import { ExitCode } from '../src/exit-codes';

const dirs: string[] = [];
const fresh = () => {
  const d = mkdtempSync(join(tmpdir(), 'cli-cfg-'));
  dirs.push(d);
  return join(d, 'platform');
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('ConfigStore', () => {
  it('keeps profiles in a 0600 file inside a 0700 directory, the last signed-in current', () => {
    const store = new ConfigStore(fresh());
    store.save('default', { api_key: 'mpk_a', base_url: 'http://localhost:8080/platform/v1' });
    store.save('staging', { api_key: 'mpk_b', base_url: 'https://s.example.com/platform/v1' });
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
    expect(statSync(join(store.path, '..')).mode & 0o777).toBe(0o700);
    expect(profileName(store, undefined, {})).toBe('staging');
    expect(profileName(store, 'default', { PLATFORM_PROFILE: 'staging' })).toBe('default');
    expect(resolveCredentials(store, 'default', undefined, {})).toEqual({ api_key: 'mpk_a', base_url: 'http://localhost:8080/platform/v1' });
    expect(store.remove('staging')).toBe(true);
    expect(store.remove('staging')).toBe(false);
    expect(JSON.parse(readFileSync(store.path, 'utf8'))).toEqual({
      current: 'default',
      profiles: { default: { api_key: 'mpk_a', base_url: 'http://localhost:8080/platform/v1' } },
    });
  });

  it('lets the environment override the profile, and says "not signed in" (exit 3) without a key', () => {
    const store = new ConfigStore(fresh());
    expect(() => resolveCredentials(store, 'default', undefined, {})).toThrow(expect.objectContaining({ exitCode: ExitCode.auth }));
    store.save('default', { api_key: 'mpk_a', base_url: 'http://localhost:8080/platform/v1' });
    expect(resolveCredentials(store, 'default', undefined, { PLATFORM_API_KEY: 'mpk_env', PLATFORM_BASE_URL: 'https://api.example.com' })).toEqual({
      api_key: 'mpk_env',
      base_url: 'https://api.example.com/platform/v1',
    });
    expect(resolveCredentials(store, 'default', 'http://h:1/custom/', {}).base_url).toBe('http://h:1/custom');
  });

  it('refuses a config file it did not write (exit 2) instead of guessing', () => {
    const store = new ConfigStore(fresh());
    store.save('default', { api_key: 'k', base_url: 'http://localhost:8080/platform/v1' });
    writeFileSync(store.path, JSON.stringify({ profiles: { default: { api_key: 1 } } }));
    expect(() => store.read()).toThrow(expect.objectContaining({ exitCode: ExitCode.usage }));
  });
});

describe('normalizeBaseUrl', () => {
  it.each([
    ['http://localhost:8080', 'http://localhost:8080/platform/v1'],
    ['http://localhost:8080/', 'http://localhost:8080/platform/v1'],
    ['https://api.example.com/platform/v1/', 'https://api.example.com/platform/v1'],
  ])('%s → %s', (raw, want) => expect(normalizeBaseUrl(raw)).toBe(want));

  it.each(['not a url', 'ftp://x.example.com'])('%s is a usage error', (raw) => {
    expect(() => normalizeBaseUrl(raw)).toThrow(expect.objectContaining({ exitCode: ExitCode.usage }));
  });
});
