/**
 * An inbox embed in a real browser (chromium, playwright-core), decision 0017. Risk removed: the
 * embed's page is the dashboard's build (its bundles from the gateway's origin under `script-src
 * 'self'`), its CSP frame-ancestors, the embed app's token-authenticated API calls and the inbox only
 * work together in a browser; a header check cannot show that a page on an allowed origin frames a
 * working inbox while a page on another origin gets nothing.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { type Browser, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestGateway, type TestGateway } from '../support';
import { startEmbedPeers, type EmbedPeers } from '../embed-support';
import { buildDashboard, launchChromium, seriousAxeViolations } from '@platform/testing';

let gw: TestGateway;
let peers: EmbedPeers;
let browser: Browser;
let host: Server;
let port: number;
let embedPath: string;
/** The same scope's embed in dark mode, in Portuguese. */
let darkPath: string;
let dist: string;

/** A host site's page framing the embed. */
const hostHtml = (src: string) => `<!doctype html><html lang="en"><head><title>Host</title></head><body>
<h1>Our support inbox</h1><iframe id="inbox" title="Inbox" src="${src}" width="900" height="600"></iframe></body></html>`;

beforeAll(async () => {
  dist = buildDashboard();
  peers = await startEmbedPeers();
  gw = await startTestGateway({
    DASHBOARD_DIR: dist,
    MESSAGING_PROXY_GRPC_ADDRESS: peers.address,
    CONTACTS_GRPC_ADDRESS: peers.address,
    WORKFLOWS_AGENT_GRPC_ADDRESS: peers.address,
  });
  const a = await gw.projects.createProject('Browser', 'enterprise');
  const customer = peers.addCustomer(a.project.id, 'Acme');
  const other = peers.addCustomer(a.project.id, 'Globex');
  peers.addNumber(a.project.id, customer, '4001');
  peers.addNumber(a.project.id, other, '4002');
  peers.addConversation(a.project.id, '4001', 'Kim');
  peers.addConversation(a.project.id, '4002', 'Lou');
  const app = express();
  app.get('/', (_req, res) => void res.type('html').send(hostHtml(`${gw.url}${embedPath}`)));
  app.get('/dark', (_req, res) => void res.type('html').send(hostHtml(`${gw.url}${darkPath}`)));
  host = app.listen(0, '127.0.0.1');
  await new Promise((r) => host.once('listening', r));
  port = (host.address() as AddressInfo).port;
  // The allowed origin is http://localhost:<port>; the same server reached as 127.0.0.1 is another origin.
  const r = await call(gw.baseUrl, a.secret, 'POST', '/inbox_embeds', {
    inbox_embed: { name: 'Support', scope_type: 'customer', scope_id: customer, allowed_origins: [`http://localhost:${port}`], language: 'en' },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  embedPath = new URL(r.body.data.embed_url).pathname;
  const dark = await call(gw.baseUrl, a.secret, 'POST', '/inbox_embeds', {
    inbox_embed: {
      name: 'Suporte',
      scope_type: 'customer',
      scope_id: customer,
      allowed_origins: [`http://localhost:${port}`],
      language: 'pt-BR',
      default_mode: 'dark',
    },
  });
  expect(dark.status, JSON.stringify(dark.body)).toBe(201);
  darkPath = new URL(dark.body.data.embed_url).pathname;
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => host?.close(r));
  await gw?.stop();
  await gw?.cleanup();
  await peers?.close();
});

const embedFrame = (page: Page): Frame | undefined => page.frames().find((f) => f !== page.mainFrame());

describe('an inbox embed in chromium', () => {
  it('loads the dashboard’s inbox in a page on an allowed origin: the scope’s conversation, not another customer’s', async () => {
    const page = await (await browser.newContext()).newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    try {
      await page.goto(`http://localhost:${port}/`);
      const frame = embedFrame(page)!;
      await frame.waitForFunction(
        () => (globalThis as unknown as { document: { body: { innerText: string } } }).document.body.innerText.includes('Kim'),
        undefined,
        { timeout: 20_000 },
      );
      const text = await frame.evaluate(() => (globalThis as unknown as { document: { body: { innerText: string } } }).document.body.innerText);
      expect(text).not.toContain('Lou');
      // The status tabs carry the scope's counts (one conversation of the customer's numbers).
      await frame.getByRole('tab', { name: /^Open\s*1$/ }).waitFor({ timeout: 20_000 });
      expect(await frame.getAttribute('html', 'lang')).toBe('en');
      expect(await frame.title()).toBe('Support — inbox');
      // The React app (its bundle under script-src 'self'), not a server-rendered page.
      expect(await frame.$('#root > *')).not.toBeNull();
      // Accessible inside the frame (axe analyses frames): the list, then a conversation opened in the embed.
      expect(await seriousAxeViolations(page, 'embed, list')).toEqual([]);
      await frame.getByRole('link', { name: /Kim/ }).first().click();
      await frame.getByRole('heading', { name: /Kim/ }).waitFor({ timeout: 20_000 });
      expect(await seriousAxeViolations(page, 'embed, a conversation')).toEqual([]);
      if (process.env.DASHBOARD_SCREENSHOTS === '1') {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.screenshot({ path: path.resolve(__dirname, '../../../../docs/dashboard/embed-framed-1280.png') });
      }
      // The live stream of the scope opens from the frame by URL (connect-src 'self'; an EventSource sends no header).
      const live = await frame.evaluate(
        (url) =>
          new Promise<string>((resolve) => {
            const es = new (
              globalThis as unknown as { EventSource: new (u: string) => { onopen: () => void; onerror: () => void; close(): void } }
            ).EventSource(url);
            es.onopen = () => {
              es.close();
              resolve('open');
            };
            es.onerror = () => {
              es.close();
              resolve('error');
            };
          }),
        `${embedPath}/live`,
      );
      expect(live).toBe('open');
      expect(violations).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('takes the embed’s mode and language (dark, pt-BR) whatever the device prefers', async () => {
    // A page of its own context: axe-core's builder needs one.
    const page = await (await browser.newContext({ colorScheme: 'light' })).newPage();
    try {
      await page.goto(`http://localhost:${port}/dark`);
      const frame = embedFrame(page)!;
      await frame.waitForFunction(
        () => (globalThis as unknown as { document: { body: { innerText: string } } }).document.body.innerText.includes('Kim'),
        undefined,
        { timeout: 20_000 },
      );
      expect(await frame.getAttribute('html', 'data-mantine-color-scheme')).toBe('dark');
      expect(await frame.getAttribute('html', 'lang')).toBe('pt-BR');
      expect(await seriousAxeViolations(page, 'embed, dark')).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('is refused by CSP frame-ancestors in a page on another origin', async () => {
    const page = await browser.newPage();
    try {
      const refused = page.waitForEvent('console', { predicate: (m) => /frame-ancestors/.test(m.text()), timeout: 15_000 });
      await page.goto(`http://127.0.0.1:${port}/`);
      expect((await refused).text()).toContain(`http://localhost:${port}`);
      const frame = embedFrame(page);
      const loaded = frame ? await frame.$('#root > *').catch(() => null) : null;
      expect(loaded).toBeNull();
    } finally {
      await page.context().close();
    }
  });
});
