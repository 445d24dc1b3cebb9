/**
 * An inbox embed in a real browser (chromium, playwright-core), decision 0017. Risk removed: the
 * CSP frame-ancestors, the page's script under its nonce and its same-origin API calls only work
 * together in a browser; a header check cannot show that a page on an allowed origin frames a working
 * inbox while a page on another origin gets nothing.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { type Browser, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestGateway, type TestGateway } from '../support';
import { startEmbedPeers, type EmbedPeers } from '../embed-support';
import { launchChromium } from '@platform/testing';

let gw: TestGateway;
let peers: EmbedPeers;
let browser: Browser;
let host: Server;
let port: number;
let embedPath: string;

/** A host site's page framing the embed. */
const hostHtml = (src: string) => `<!doctype html><html lang="en"><head><title>Host</title></head><body>
<h1>Our support inbox</h1><iframe id="inbox" title="Inbox" src="${src}" width="900" height="600"></iframe></body></html>`;

beforeAll(async () => {
  peers = await startEmbedPeers();
  gw = await startTestGateway({
    MESSAGING_PROXY_GRPC_ADDRESS: peers.address,
    CONTACTS_GRPC_ADDRESS: peers.address,
    WORKFLOWS_AGENT_GRPC_ADDRESS: peers.address,
  });
  const a = await gw.projects.createProject('Browser', 'enterprise');
  const customer = peers.addCustomer(a.project.id, 'Acme');
  peers.addNumber(a.project.id, customer, '4001');
  peers.addConversation(a.project.id, '4001', 'Kim');
  const app = express();
  app.get('/', (_req, res) => void res.type('html').send(hostHtml(`${gw.url}${embedPath}`)));
  host = app.listen(0, '127.0.0.1');
  await new Promise((r) => host.once('listening', r));
  port = (host.address() as AddressInfo).port;
  // The allowed origin is http://localhost:<port>; the same server reached as 127.0.0.1 is another origin.
  const r = await call(gw.baseUrl, a.secret, 'POST', '/inbox_embeds', {
    inbox_embed: { name: 'Support', scope_type: 'customer', scope_id: customer, allowed_origins: [`http://localhost:${port}`], language: 'en' },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  embedPath = new URL(r.body.data.embed_url).pathname;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => host?.close(r));
  await gw?.stop();
  await gw?.cleanup();
  await peers?.close();
});

/** Opens the host page on `origin`. */
async function openHost(origin: string): Promise<{ page: Page }> {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  return { page };
}

const embedFrame = (page: Page): Frame | undefined => page.frames().find((f) => f !== page.mainFrame());

describe('an inbox embed in chromium', () => {
  it('loads in a page on an allowed origin: the scope’s conversation, its thread, a reply sent', async () => {
    const { page } = await openHost(`http://localhost:${port}`);
    try {
      const frame = embedFrame(page)!;
      await frame.waitForSelector('#conversations button', { timeout: 15_000 });
      expect(await frame.textContent('#conversations')).toContain('Kim');
      expect(await frame.getAttribute('html', 'lang')).toBe('en');
      await frame.click('#conversations button');
      await frame.waitForSelector('#messages li', { timeout: 15_000 });
      expect(await frame.textContent('#messages')).toContain('hello from Kim');
      await frame.fill('#r-text', 'Hello Kim, how can we help?');
      const before = peers.sent.size;
      await frame.click('#send');
      await frame.waitForFunction(
        () =>
          (globalThis as unknown as { document: { getElementById(id: string): { textContent: string } } }).document.getElementById('status').textContent ===
          'Sent.',
        undefined,
        {
          timeout: 15_000,
        },
      );
      expect(peers.sent.size).toBe(before + 1);
      const sent = peers.calls.filter((c) => c.method === 'SendMessage').at(-1)!.request;
      expect(sent.message).toMatchObject({ type: 'text', text: { body: 'Hello Kim, how can we help?' } });
    } finally {
      await page.close();
    }
  });

  it('is refused by CSP frame-ancestors in a page on another origin', async () => {
    const page = await browser.newPage();
    try {
      const refused = page.waitForEvent('console', { predicate: (m) => /frame-ancestors/.test(m.text()), timeout: 15_000 });
      await page.goto(`http://127.0.0.1:${port}/`);
      expect((await refused).text()).toContain(`http://localhost:${port}`);
      const frame = embedFrame(page);
      const loaded = frame ? await frame.$('#conversations').catch(() => null) : null;
      expect(loaded).toBeNull();
    } finally {
      await page.close();
    }
  });
});
