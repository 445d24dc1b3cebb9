/**
 * The page of an inbox embed (decision 0017): the dashboard's build (`index.html`, decision 0021),
 * whose React app renders the embed's inbox under `/app/embed/{token}` — with the embed's headers
 * (framable only by its allowed origins, no referrer, never cached) — and the page of a refused token.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { frameAncestors, LANGUAGE_TAG } from '../../embeds/inbox-embed';
import type { OpenedEmbed } from '../../usecases/inbox-embeds.usecase';
import { DASHBOARD_CSP } from '../dashboard/dashboard-static';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The embed page's Content-Security-Policy: the dashboard's (scripts only from its own origin, no
 * inline script, API calls and the live stream to its own origin, media from its own origin), framed
 * only by the embed's allowed origins.
 */
export function embedCsp(allowedOrigins: readonly string[]): string {
  return [...DASHBOARD_CSP.split('; ').filter((d) => !d.startsWith('frame-ancestors ')), frameAncestors(allowedOrigins)].join('; ');
}

/** The CSP of a refused token's page: nothing loads, nobody frames it. */
export const REFUSED_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * The build's `index.html` for an embed: `<html lang>` is the embed's language and the title its name
 * (the app sets the theme from the embed API). Undefined when the dashboard is not built.
 */
export async function embedIndexHtml(dashboardDir: string, e: Pick<OpenedEmbed, 'language' | 'name'>): Promise<string | undefined> {
  let html: string;
  try {
    html = await readFile(path.join(path.resolve(dashboardDir), 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
  const lang = LANGUAGE_TAG.test(e.language) ? e.language : 'en';
  return html.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`).replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(e.name)} — inbox</title>`);
}

/** The page of a refused token (401) or a limited caller (429): no embed is revealed. */
export function refusedPage(status: number, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>Inbox unavailable</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#16181d}@media (prefers-color-scheme: dark){body{background:#14161a;color:#e8eaee}}</style></head>
<body><main><h1>Inbox unavailable</h1><p>${escapeHtml(message)} (${status}).</p><p>Ask the site that shows this inbox for a new link.</p></main></body></html>`;
}
