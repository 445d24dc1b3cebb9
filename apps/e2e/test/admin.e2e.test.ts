/**
 * The admin CLI against a running stack: projects, keys (create, list, rotate, revoke) and the
 * project's external solution (through the funding service). Secrets appear once and never again.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ services: ['funding'], simulator: false });
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

describe('admin CLI', () => {
  it('manages keys: create, list without secrets, rotate, revoke', async () => {
    const p = await stack.createProject('free', 'Admin Co');
    expect(p.apiKey).toMatch(/^mpk_[A-Za-z0-9_-]{32}$/);
    const extra = (await stack.admin(['key', 'create', '--project', p.projectId, '--name', 'ci', '--json'])) as { id: string; api_key: string };
    expect((await stack.api(extra.api_key, 'GET', '/api_logs')).status).toBe(200);
    const keys = (await stack.admin(['key', 'list', '--project', p.projectId, '--json'])) as Array<Record<string, unknown>>;
    expect(keys.map((k) => [k.name, k.scopes]).sort()).toEqual([
      ['ci', ['full']],
      ['default', ['full']],
    ]);
    // The same code path as POST /api_keys: a scoped key is refused outside its scope.
    const reader = (await stack.admin(['key', 'create', '--project', p.projectId, '--name', 'reader', '--scope', 'read_only', '--json'])) as {
      api_key: string;
    };
    expect((await stack.api(reader.api_key, 'GET', '/api_logs')).status).toBe(200);
    expect((await stack.api(reader.api_key, 'POST', '/api_keys', { api_key: { name: 'x', scopes: ['read_only'] } })).status).toBe(403);
    await expect(stack.admin(['key', 'create', '--project', p.projectId, '--name', 'x', '--scope', 'root', '--json'])).rejects.toThrow(/unknown scope "root"/);
    expect(JSON.stringify(keys)).not.toContain(p.apiKey);
    expect(JSON.stringify(keys)).not.toContain(extra.api_key);
    const rotated = (await stack.admin(['key', 'rotate', '--key', extra.id, '--grace-seconds', '0', '--json'])) as {
      api_key: string;
      previous_key_id: string;
    };
    expect(rotated.previous_key_id).toBe(extra.id);
    expect((await stack.api(rotated.api_key, 'GET', '/api_logs')).status).toBe(200);
    await expect.poll(async () => (await stack.api(extra.api_key, 'GET', '/api_logs')).status, { timeout: 5_000 }).toBe(401);
    await stack.admin(['key', 'revoke', '--key', p.apiKeyId, '--json']);
    await expect.poll(async () => (await stack.api(p.apiKey, 'GET', '/api_logs')).status, { timeout: 5_000 }).toBe(401);
    const plan = (await stack.admin(['project', 'set-plan', '--project', p.projectId, '--plan', 'enterprise', '--json'])) as { plan: string };
    expect(plan.plan).toBe('enterprise');
    // Key lookups (with the plan) are re-read every API_KEY_REVALIDATE_MS and trusted for at most API_KEY_CACHE_TTL_MS (≤ 5 s).
    await expect.poll(async () => (await stack.api(rotated.api_key, 'GET', '/api_logs')).headers.get('x-ratelimit-limit'), { timeout: 5_000 }).toBe('4000');
  }, 60_000);

  it('refuses bad input with a clear message and a non-zero exit', async () => {
    await expect(stack.admin(['project', 'create', '--name', 'x', '--plan', 'gold', '--json'])).rejects.toThrow(/unknown plan "gold"/);
    await expect(stack.admin(['key', 'revoke', '--key', 'nope', '--json'])).rejects.toThrow(/must be a UUID/);
    await expect(stack.admin(['key', 'revoke', '--key', '00000000-0000-4000-8000-000000000000', '--json'])).rejects.toThrow(/key not found/);
  }, 30_000);

  it('configures the external solution through the funding service; the token is never shown', async () => {
    const p = await stack.createProject('pro');
    const token = 'EAAG-solution-token-secret';
    const s = (await stack.admin([
      'solution',
      'configure',
      '--project',
      p.projectId,
      '--solution-id',
      '1234567890',
      '--business-id',
      '222333444',
      '--credit-line-id',
      '555666777',
      '--access-token',
      token,
      '--json',
    ])) as Record<string, unknown>;
    expect(s).toMatchObject({ solution_id: '1234567890', active: true, has_access_token: true });
    const list = (await stack.admin(['solution', 'list', '--project', p.projectId, '--json'])) as Array<Record<string, unknown>>;
    expect(list).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(token);
    expect(stack.logs('funding')).not.toContain(token);
    await expect(
      stack.admin(['solution', 'configure', '--project', p.projectId, '--solution-id', 'abc', '--business-id', '1', '--credit-line-id', '1', '--json']),
    ).rejects.toThrow(/--solution-id must be digits/);
  }, 30_000);

  it('tops up prepaid credits (once per reference) and loads the rate card from a file (issue 15)', async () => {
    const p = await stack.createProject('pro');
    const dir = mkdtempSync(join(tmpdir(), 'rate-card-'));
    const file = join(dir, 'card.json');
    writeFileSync(file, JSON.stringify({ currency: 'USD', rates: { BR: { marketing: '0.0625', service: '0.001' }, '*': { utility: '0.01' } } }));
    const loaded = (await stack.admin(['rate-card', 'load', '--file', file, '--json'])) as { created: boolean; rate_card: { version: number } };
    expect(loaded.created).toBe(true);
    const again = (await stack.admin(['rate-card', 'load', '--file', file, '--json'])) as { created: boolean; rate_card: { version: number } };
    expect(again).toMatchObject({ created: false, rate_card: { version: loaded.rate_card.version } });
    const shown = (await stack.admin(['rate-card', 'show', '--json'])) as { version: number; rates: Record<string, Record<string, string>> };
    expect(shown).toMatchObject({ version: loaded.rate_card.version, rates: { BR: { marketing: '0.0625' } } });
    const top = (await stack.admin(['credits', 'top-up', '--project', p.projectId, '--amount', '10.50', '--reference', 'inv-7', '--json'])) as Record<
      string,
      Record<string, string>
    >;
    expect(top.balance).toMatchObject({ currency: 'USD', balance_micros: '10500000', available_micros: '10500000' });
    const replay = (await stack.admin(['credits', 'top-up', '--project', p.projectId, '--amount', '10.50', '--reference', 'inv-7', '--json'])) as {
      replayed: boolean;
    };
    expect(replay.replayed).toBe(true);
    expect(await stack.admin(['credits', 'balance', '--project', p.projectId, '--json'])).toMatchObject({ balance_micros: '10500000' });
    const entries = (await stack.admin(['credits', 'entries', '--project', p.projectId, '--json'])) as { entries: Array<Record<string, string>> };
    expect(entries.entries).toEqual([expect.objectContaining({ kind: 'topup', amount_micros: '10500000', reference: 'inv-7' })]);
    await expect(stack.admin(['credits', 'top-up', '--project', p.projectId, '--amount', 'ten', '--json'])).rejects.toThrow(/--amount must be/);
    writeFileSync(file, JSON.stringify({ currency: 'USD', rates: { Brazil: { marketing: '1' } } }));
    await expect(stack.admin(['rate-card', 'load', '--file', file, '--json'])).rejects.toThrow(/ISO 3166-1/);
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);
});
