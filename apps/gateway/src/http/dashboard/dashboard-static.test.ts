import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardStatic } from './dashboard-static';

// Risk removed: the dashboard's pages shadowing {app_url}/api/v1 or /embed, a stale index.html cached
// by browsers after a deploy, hashed bundles re-downloaded on every visit, a page served without its CSP.
let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'dash-'));
  mkdirSync(path.join(dir, 'built', 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'built', 'index.html'), '<!doctype html><title>Dashboard</title>');
  writeFileSync(path.join(dir, 'built', 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'built', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'secret.txt'), 'outside the build');
  const app = express();
  app.use('/app', dashboardStatic({ dir: path.join(dir, 'built') }));
  app.use('/unbuilt', dashboardStatic({ dir: path.join(dir, 'missing') }));
  app.use((req, res) => void res.status(418).json({ fell_through: `${req.method} ${req.originalUrl}` }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dir, { recursive: true, force: true });
});

describe('the dashboard at {app_url}', () => {
  it('answers index.html uncached, with its CSP, at the root and at any client route', async () => {
    for (const p of ['/app/', '/app', '/app/sign-in', '/app/p/8b0c3c1e-1f7d-4a55-9a43-3f5e2b7a0c11/conversations']) {
      const res = await fetch(`${origin}${p}`);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toBe('<!doctype html><title>Dashboard</title>');
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('serves hashed bundles for a year, immutable; an unknown bundle is a 404, never the page', async () => {
    const res = await fetch(`${origin}/app/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log(1)');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${origin}/app/assets/index-gone.js`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'No such dashboard asset' });
    // The page itself through the bundles' path would be cached for a year: refused.
    for (const p of ['/app/assets/..%2findex.html', '/app/assets/%2e%2e%2findex.html']) {
      const res = await fetch(`${origin}${p}`);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('cache-control'), p).toBe('no-store');
    }
  });

  it('serves a file of the build root (the icon) and nothing outside the build', async () => {
    const icon = await fetch(`${origin}/app/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    for (const p of ['/app/..%2fsecret.txt', '/app/assets/..%2f..%2fsecret.txt', '/app/%2e%2e/secret.txt']) {
      const res = await fetch(`${origin}${p}`);
      expect(await res.text(), p).not.toContain('outside the build');
    }
  });

  it('never shadows {app_url}/api/*, /embed/*, or a write', async () => {
    const cases: Array<[string, string, string]> = [
      ['GET', '/app/api/v1/me', 'GET /app/api/v1/me'],
      ['GET', '/app/api', 'GET /app/api'],
      ['GET', '/app/embed/abc', 'GET /app/embed/abc'],
      ['GET', '/app/embed', 'GET /app/embed'],
      ['POST', '/app/conversations', 'POST /app/conversations'],
    ];
    for (const [method, p, expected] of cases) {
      const res = await fetch(`${origin}${p}`, { method });
      expect(res.status, p).toBe(418);
      expect(await res.json()).toEqual({ fell_through: expected });
    }
    // A page path that merely starts with the letters of one is the app's.
    expect((await fetch(`${origin}/app/apis`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('says how to build it when the build is missing', async () => {
    const res = await fetch(`${origin}/unbuilt/`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'The dashboard is not built: run `npx nx build dashboard` (npm start and npm test build it when missing)' });
  });
});
