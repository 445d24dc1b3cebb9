/** Rules of the inbox embeds pages (decision 0017): origins as typed, the snippet, expiry in the API's terms. */

/** At most this many allowed origins. */
export const MAX_ORIGINS = 20;

/** The API's shape of an origin: https://host[:port], https://*.example.com or http://localhost[:port], no path. */
const ORIGIN = /^(https:\/\/(\*\.)?([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}|http:\/\/localhost)(:[1-9][0-9]{0,4})?\/?$/;

/**
 * Origins typed one per line (or separated by commas/spaces): trimmed, blank lines dropped, duplicates
 * removed; `errors` names each one the API would refuse, so the form says so before sending.
 */
export function parseOrigins(text: string): { origins: string[]; errors: string[] } {
  const seen = new Set<string>();
  const origins: string[] = [];
  const errors: string[] = [];
  for (const raw of text.split(/[\s,]+/)) {
    const o = raw.trim();
    if (!o) continue;
    const key = o.toLowerCase().replace(/\/$/, '');
    if (seen.has(key)) continue;
    seen.add(key);
    if (o.length > 253 || !ORIGIN.test(o))
      errors.push(`${o} is not an origin: use https://host[:port], https://*.example.com or http://localhost[:port], with no path`);
    origins.push(o);
  }
  if (origins.length === 0) errors.push('Give at least one allowed origin.');
  if (origins.length > MAX_ORIGINS) errors.push(`At most ${MAX_ORIGINS} origins.`);
  return { origins, errors };
}

/** The HTML to paste in a page of an allowed origin: the embed's page in an iframe with a name. */
export function iframeSnippet(embedUrl: string, title = 'Inbox'): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${esc(embedUrl)}" title="${esc(title)}" width="100%" height="640" style="border:0" allow="clipboard-write"></iframe>`;
}

/** A `datetime-local` value (the person's local time) as the API's ISO instant; '' → null. */
export function localToIso(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** An ISO instant as a `datetime-local` value in the person's time zone; null → ''. */
export function isoToLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The BCP 47 shape the API takes (`en`, `pt-BR`). */
export function isLanguageTag(value: string): boolean {
  return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/.test(value);
}
