import { request } from 'node:http';
import { silentLogger } from '@platform/logger';
import { describe, expect, it } from 'vitest';
import { listenHttp } from './http-server';

const opts = { logger: silentLogger, name: 'test server' };

describe('listenHttp', () => {
  it('serves on a free port, names its URL, and a wildcard host is shown as 127.0.0.1', async () => {
    let seenUrl = '';
    const running = await listenHttp((_req, res) => res.end('hello'), 0, '0.0.0.0', { ...opts, onListening: (u) => (seenUrl = u) });
    try {
      expect(running.port).toBeGreaterThan(0);
      expect(running.url).toBe(`http://127.0.0.1:${running.port}`);
      expect(seenUrl).toBe(running.url);
      expect(await (await fetch(running.url)).text()).toBe('hello');
    } finally {
      await running.close();
    }
  });

  it('rejects when the port is taken', async () => {
    const first = await listenHttp((_req, res) => res.end(), 0, '127.0.0.1', opts);
    try {
      await expect(listenHttp((_req, res) => res.end(), first.port, '127.0.0.1', opts)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await first.close();
    }
  });

  it('close() runs beforeClose and does not wait for a request held open', async () => {
    const calls: string[] = [];
    const running = await listenHttp(() => calls.push('held'), 0, '127.0.0.1', { ...opts, beforeClose: () => calls.push('beforeClose') });
    const aborted = new Promise<string>((resolve) => {
      const req = request(running.url, () => resolve('answered'));
      req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
      req.end();
    });
    await expect.poll(() => calls).toContain('held');
    await running.close();
    expect(calls).toEqual(['held', 'beforeClose']);
    expect(await aborted).toBe('ECONNRESET');
  });
});
