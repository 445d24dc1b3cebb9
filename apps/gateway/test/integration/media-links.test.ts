/**
 * Signed media download links on {proxy_url} (decision 0243), with messaging-proxy's HTTP listener
 * faked at its HTTP contract and the gateway's clock in the test's hand. Risks removed: a download
 * link that needs a header (client libraries send none to another host's media URL); a link that
 * outlives its five minutes, or works for another media id or project once edited; a keyless
 * request escaping the project's plan limit or its request log; a link crossing projects with
 * another project's key; a client-sent `x-project-id` reaching messaging-proxy.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mediaLinkKey, signMediaLink } from '@platform/crypto';
import { manualClock } from '@platform/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRED_MEDIA_LINK, INVALID_MEDIA_LINK } from '../../src/http/proxies/media-links';
import { startFakeMessagingProxyHttp, startTestGateway, type FakeMessagingProxyHttp, type TestGateway } from '../support';

const KEY_B64 = randomBytes(32).toString('base64');
const KEY = mediaLinkKey(KEY_B64);
const clock = manualClock(Date.now());
const MEDIA = '1357924680135792';
const TTL = 300;

let gw: TestGateway;
let peer: FakeMessagingProxyHttp;

/** The signed link messaging-proxy would hand out now for `mediaId` of `projectId`. */
function linkOf(projectId: string, mediaId = MEDIA, key = KEY): string {
  const expires = Math.floor(clock.now().getTime() / 1000) + TTL;
  return `${gw.url}/upstream/messaging/v24.0/${mediaId}/download?${signMediaLink(key, { projectId, mediaId, expires })}`;
}

async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const before = peer.requests.length;
  const res = await fetch(url, { method, headers });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers, forwarded: peer.requests.slice(before) };
}

beforeAll(async () => {
  peer = await startFakeMessagingProxyHttp();
  gw = await startTestGateway({ MESSAGING_PROXY_HTTP_URL: peer.url, MEDIA_LINK_KEY: KEY_B64 }, { clock });
});

afterAll(async () => {
  await gw.stop();
  await peer.close();
  await gw.cleanup();
});

describe('a signed media link downloads with no header at all', () => {
  it("is forwarded as the link's project (a client-sent x-project-id replaced), spends its plan limit and is logged under it", async () => {
    const p = await gw.projects.createProject('Links', 'free'); // 100 requests per minute
    const other = await gw.projects.createProject('Links other', 'pro');
    const url = linkOf(p.project.id);
    const keyed = await get(`${gw.url}/upstream/messaging/v24.0/${MEDIA}`, { 'x-api-key': p.secret });
    expect(keyed.headers.get('x-ratelimit-remaining')).toBe('99');

    const r = await get(url, { 'x-project-id': other.project.id });
    expect(r.status).toBe(200);
    expect(r.forwarded).toHaveLength(1);
    expect(r.forwarded[0].url).toBe(`/proxy${new URL(url).pathname.replace('/upstream/messaging', '')}${new URL(url).search}`);
    expect(r.forwarded[0].headers['x-project-id']).toBe(p.project.id);
    // The same window as the project's keyed calls.
    expect(r.headers.get('x-ratelimit-limit')).toBe('100');
    expect(r.headers.get('x-ratelimit-remaining')).toBe('98');

    const head = await get(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.forwarded[0].method).toBe('HEAD');

    await gw.logWriter!.flush();
    const rows = await gw.db.knex('api_logs').where({ project_id: p.project.id, endpoint: `/upstream/messaging/v24.0/${MEDIA}/download` });
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.api_key_id).toBeNull();
      expect(row.response_status).toBe(200);
    }
  });

  it("with the project's key (X-API-Key or Bearer) it works the same; another project's key is refused like a tampered link; a bad key is 401", async () => {
    const p = await gw.projects.createProject('Keyed link', 'pro');
    const other = await gw.projects.createProject('Keyed link other', 'pro');
    const url = linkOf(p.project.id);
    for (const headers of [{ 'x-api-key': p.secret }, { authorization: `Bearer ${p.secret}` }] as Array<Record<string, string>>) {
      const r = await get(url, headers);
      expect(r.status).toBe(200);
      expect(r.forwarded).toHaveLength(1);
      expect(r.forwarded[0].headers['x-project-id']).toBe(p.project.id);
      expect(r.forwarded[0].headers['x-api-key']).toBeUndefined();
      expect(r.forwarded[0].headers.authorization).toBeUndefined();
    }
    const foreign = await get(url, { 'x-api-key': other.secret });
    expect(foreign).toMatchObject({ status: 403, body: { error: INVALID_MEDIA_LINK }, forwarded: [] });
    const badKey = await get(url, { 'x-api-key': 'not-a-key' });
    expect(badKey).toMatchObject({ status: 401, forwarded: [] });
  });

  it('expires after five minutes: 410, with or without the key, and nothing is forwarded', async () => {
    const p = await gw.projects.createProject('Expiring', 'pro');
    const url = linkOf(p.project.id);
    clock.advance((TTL - 1) * 1000);
    expect((await get(url)).status).toBe(200);
    clock.advance(1000);
    for (const headers of [{}, { 'x-api-key': p.secret }] as Array<Record<string, string>>) {
      const r = await get(url, headers);
      expect(r).toMatchObject({ status: 410, body: { error: EXPIRED_MEDIA_LINK }, forwarded: [] });
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect((await get(url, {}, 'HEAD')).status).toBe(410);
  });

  it('an edited, truncated or foreign-key link is 403 and never forwarded; another project cannot reuse it', async () => {
    const p = await gw.projects.createProject('Tampered', 'pro');
    const other = await gw.projects.createProject('Tampered other', 'pro');
    const url = new URL(linkOf(p.project.id));
    const edit = (f: (u: URL) => void) => {
      const u = new URL(url);
      f(u);
      return u.toString();
    };
    const tampered = [
      // another media id under the same signature
      url.toString().replace(`/${MEDIA}/`, '/1357924680135793/'),
      // the link moved to another project
      edit((u) => u.searchParams.set('project_id', other.project.id)),
      // a longer life
      edit((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600))),
      edit((u) => u.searchParams.set('signature', `${u.searchParams.get('signature')!.slice(0, -2)}AA`)),
      edit((u) => u.searchParams.delete('signature')),
      edit((u) => u.searchParams.delete('expires')),
      edit((u) => u.searchParams.append('signature', 'x')),
      // signed with another deployment's key
      linkOf(p.project.id, MEDIA, mediaLinkKey(randomBytes(32).toString('base64'))),
      // a project that does not exist, signed with the right key
      linkOf(randomUUID()),
      // an undecodable media id
      url.toString().replace(`/${MEDIA}/`, '/%E0%A4%A/'),
    ];
    for (const t of tampered) {
      const r = await get(t);
      expect(r, t).toMatchObject({ status: 403, body: { error: INVALID_MEDIA_LINK }, forwarded: [] });
    }
    // The genuine link still works.
    expect((await get(url.toString())).status).toBe(200);
  });

  it('link parameters on any other call grant nothing: the key is still required', async () => {
    const p = await gw.projects.createProject('Elsewhere', 'pro');
    const search = new URL(linkOf(p.project.id)).search;
    for (const path of [`/v24.0/${MEDIA}${search}`, `/v24.0/${MEDIA}/download/extra${search}`]) {
      const r = await get(`${gw.url}/upstream/messaging${path}`);
      expect(r.status, path).toBe(401);
      expect(r.forwarded).toEqual([]);
    }
    const del = await fetch(linkOf(p.project.id), { method: 'DELETE' });
    expect(del.status).toBe(401);
  });
});
