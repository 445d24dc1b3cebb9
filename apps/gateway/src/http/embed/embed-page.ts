/**
 * The inbox embed's page (decision 0017): server-rendered HTML, one inline style and one inline
 * script (both under a per-response CSP nonce), no external asset. Issue 37's dashboard inbox
 * (React) replaces it; until then this is a small, accessible inbox: the scope's conversations with
 * filters, a thread, a reply box (text, media by link, buttons) and the handoff.
 */
import { randomBytes } from 'node:crypto';
import { frameAncestors } from '../../embeds/inbox-embed';
import type { OpenedEmbed } from '../../usecases/inbox-embeds.usecase';
import { EMBED_SCRIPT } from './embed-script';

/** Text for HTML text and attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLE = `
:root { --bg:#ffffff; --fg:#16181d; --muted:#5b6270; --line:#d9dde4; --accent:#0b6e4f; --accent-fg:#ffffff; --in:#eef1f5; --out:#dff3ea; --warn:#8a4b00; --err:#a4161a; color-scheme: light; }
.mode-dark { --bg:#14161a; --fg:#e8eaee; --muted:#a3aab7; --line:#30343c; --accent:#3fbf8f; --accent-fg:#0b1410; --in:#22262d; --out:#183328; --warn:#f0b35a; --err:#ff7b7f; color-scheme: dark; }
@media (prefers-color-scheme: dark) { .mode-system { --bg:#14161a; --fg:#e8eaee; --muted:#a3aab7; --line:#30343c; --accent:#3fbf8f; --accent-fg:#0b1410; --in:#22262d; --out:#183328; --warn:#f0b35a; --err:#ff7b7f; color-scheme: dark; } }
* { box-sizing: border-box; }
html, body { height: 100%; margin: 0; }
body { background: var(--bg); color: var(--fg); font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; display: flex; flex-direction: column; }
header { display: flex; align-items: baseline; gap: .75rem; padding: .5rem .75rem; border-bottom: 1px solid var(--line); }
header h1 { font-size: 1rem; margin: 0; }
header p { margin: 0; color: var(--muted); }
.skip { position: absolute; left: -9999px; } .skip:focus { left: .5rem; top: .5rem; background: var(--bg); padding: .25rem .5rem; z-index: 2; }
.layout { flex: 1; display: grid; grid-template-columns: minmax(220px, 32%) 1fr; min-height: 0; }
nav { border-right: 1px solid var(--line); display: flex; flex-direction: column; min-height: 0; }
form.filters { display: grid; grid-template-columns: 1fr 1fr; gap: .4rem; padding: .5rem; border-bottom: 1px solid var(--line); }
form.filters .wide { grid-column: 1 / -1; }
label { display: block; font-size: .8rem; color: var(--muted); }
input, select, textarea, button { font: inherit; color: inherit; }
input, select, textarea { width: 100%; padding: .3rem .4rem; border: 1px solid var(--line); border-radius: 4px; background: var(--bg); }
button { padding: .35rem .7rem; border: 1px solid var(--accent); border-radius: 4px; background: var(--accent); color: var(--accent-fg); cursor: pointer; }
button.secondary { background: transparent; color: var(--fg); border-color: var(--line); }
button:disabled { opacity: .55; cursor: not-allowed; }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
ul.conversations { list-style: none; margin: 0; padding: 0; overflow-y: auto; flex: 1; }
ul.conversations li button { width: 100%; text-align: left; background: transparent; color: var(--fg); border: 0; border-bottom: 1px solid var(--line); border-radius: 0; padding: .5rem .6rem; }
ul.conversations li button[aria-current="true"] { background: var(--in); }
.conv-name { font-weight: 600; display: block; }
.conv-meta, .conv-last { display: block; color: var(--muted); font-size: .82rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.more { margin: .5rem; }
main { display: flex; flex-direction: column; min-height: 0; }
.thread-head { padding: .5rem .75rem; border-bottom: 1px solid var(--line); display: flex; gap: .75rem; align-items: center; flex-wrap: wrap; }
.thread-head h2 { font-size: 1rem; margin: 0; }
.workflow { color: var(--warn); }
ol.messages { list-style: none; margin: 0; padding: .75rem; overflow-y: auto; flex: 1; display: flex; flex-direction: column; gap: .4rem; }
ol.messages li { max-width: 75%; padding: .4rem .6rem; border-radius: 8px; background: var(--in); white-space: pre-wrap; overflow-wrap: anywhere; }
ol.messages li.outbound { align-self: flex-end; background: var(--out); }
.msg-meta { display: block; font-size: .75rem; color: var(--muted); }
.msg-error { display: block; color: var(--err); font-size: .8rem; }
form.reply { border-top: 1px solid var(--line); padding: .5rem .75rem; display: grid; grid-template-columns: 9rem 1fr auto; gap: .4rem; align-items: end; }
form.reply .full { grid-column: 2 / 3; }
.hidden { display: none !important; }
.status { min-height: 1.2em; padding: 0 .75rem .4rem; color: var(--muted); }
.status.error { color: var(--err); }
.empty { color: var(--muted); padding: 1rem .75rem; }
@media (max-width: 640px) { .layout { grid-template-columns: 1fr; } nav { max-height: 40vh; border-right: 0; border-bottom: 1px solid var(--line); } form.reply { grid-template-columns: 1fr; } form.reply .full { grid-column: auto; } }
`;

const SCOPE_LABEL = { project: 'All conversations', customer: 'Customer', phone_number: 'Number' } as const;

/** The page of an active embed and its Content-Security-Policy (framed only by its allowed origins). */
export function embedPage(e: OpenedEmbed): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    frameAncestors(e.allowed_origins),
  ].join('; ');
  const config = JSON.stringify({ name: e.name, scopeType: e.scope_type, language: e.language }).replace(/</g, '\\u003c');
  const html = `<!doctype html>
<html lang="${escapeHtml(e.language)}" class="mode-${e.default_mode}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(e.name)} — inbox</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<a class="skip" href="#thread">Skip to the conversation</a>
<header>
  <h1>${escapeHtml(e.name)}</h1>
  <p>${SCOPE_LABEL[e.scope_type]}: ${escapeHtml(e.scope_name)}</p>
</header>
<div class="layout">
  <nav aria-label="Conversations">
    <form class="filters" id="filters">
      <div><label for="f-status">Status</label>
        <select id="f-status" name="status"><option value="">All</option><option value="active">Active</option><option value="ended">Ended</option></select></div>
      <div><label for="f-number">Business number id</label><input id="f-number" name="phone_number_id" inputmode="numeric" autocomplete="off"></div>
      <div class="wide"><label for="f-phone">Contact phone</label><input id="f-phone" name="phone_number" type="search" inputmode="tel" autocomplete="off" placeholder="+15551234567"></div>
      <div class="wide"><button type="submit">Filter</button></div>
    </form>
    <ul class="conversations" id="conversations" aria-label="Conversation list"></ul>
    <button type="button" class="secondary more hidden" id="more">Load older conversations</button>
  </nav>
  <main id="thread" tabindex="-1" aria-labelledby="thread-title">
    <div class="thread-head">
      <h2 id="thread-title">Select a conversation</h2>
      <span class="workflow" id="workflow" role="note"></span>
      <button type="button" class="secondary hidden" id="handoff">Hand off to me</button>
    </div>
    <ol class="messages" id="messages" aria-label="Messages" aria-live="polite"></ol>
    <form class="reply hidden" id="reply" aria-label="Reply">
      <div><label for="r-type">Reply type</label>
        <select id="r-type" name="type">
          <option value="text">Text</option><option value="image">Image (link)</option><option value="video">Video (link)</option>
          <option value="audio">Audio (link)</option><option value="document">Document (link)</option><option value="button">Buttons</option>
        </select></div>
      <div class="full"><label for="r-text" id="r-text-label">Message</label><textarea id="r-text" name="text" rows="2" maxlength="4096"></textarea></div>
      <div><button type="submit" id="send">Send</button></div>
      <div class="full hidden" id="r-link-row"><label for="r-link">Media URL (https)</label><input id="r-link" name="link" type="url" placeholder="https://"></div>
      <div class="full hidden" id="r-buttons-row"><label for="r-buttons">Button titles (up to 3, one per line, 20 characters each)</label><textarea id="r-buttons" name="buttons" rows="3"></textarea></div>
    </form>
    <p class="status" id="status" role="status" aria-live="polite"></p>
  </main>
</div>
<script nonce="${nonce}">window.__EMBED__ = ${config};</script>
<script nonce="${nonce}">${EMBED_SCRIPT}</script>
</body>
</html>`;
  return { html, csp };
}

/** The page of a refused token (401) or a limited caller (429): no embed is revealed. */
export function refusedPage(status: number, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>Inbox unavailable</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#16181d}@media (prefers-color-scheme: dark){body{background:#14161a;color:#e8eaee}}</style></head>
<body><main><h1>Inbox unavailable</h1><p>${escapeHtml(message)} (${status}).</p><p>Ask the site that shows this inbox for a new link.</p></main></body></html>`;
}
