/**
 * SSRF rules (pure): which addresses an outbound call to a client-given URL (project webhooks, a
 * number's webhook destination, redirect URLs, function and integration endpoints) may reach, and
 * which URLs are acceptable when saved. Only
 * globally routable unicast addresses pass; loopback, private (RFC 1918), link-local (cloud
 * metadata 169.254.169.254), CGNAT, unspecified, multicast, reserved, IPv6 ULA (fc00::/7, incl.
 * fd00:ec2::254), and IPv4 embedded in IPv6 (mapped ::ffff:0:0/96, NAT64, 6to4, Teredo) are refused.
 * The check runs on the address actually connected to (`createGuardedLookup`), so DNS rebinding and
 * alternative literal spellings (decimal, hex, octal, short) cannot bypass it.
 */
import ipaddr from 'ipaddr.js';

/** A parsed allow-list (`WEBHOOK_ALLOWED_TARGETS` of each service that calls out): host names, addresses and CIDR ranges. */
export interface AllowList {
  hosts: Set<string>;
  cidrs: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>;
}

/** Parses `127.0.0.1,localhost,10.0.0.0/8,::1`; an empty value allows nothing extra. */
export function parseAllowList(value: string | undefined): AllowList {
  const list: AllowList = { hosts: new Set(), cidrs: [] };
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry.includes('/')) list.cidrs.push(ipaddr.parseCIDR(entry));
    else if (ipaddr.isValid(entry)) {
      const a = ipaddr.parse(entry);
      list.cidrs.push([a, a.kind() === 'ipv4' ? 32 : 128]);
    } else list.hosts.add(entry.replace(/\.$/, ''));
  }
  return list;
}

/** Strips URL brackets from an IPv6 host. */
export function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

function allowedByList(addr: ipaddr.IPv4 | ipaddr.IPv6, list: AllowList): boolean {
  return list.cidrs.some(([net, bits]) => net.kind() === addr.kind() && addr.match(net, bits));
}

/**
 * Why `address` must not be contacted, or undefined when it may. IPv4-mapped IPv6 is judged as the
 * IPv4 it carries; the allow-list is consulted for the final address form too.
 */
export function blockedAddressReason(address: string, list: AllowList): string | undefined {
  if (!ipaddr.isValid(address)) return `not an IP address: ${address}`;
  let addr: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.parse(address);
  if (allowedByList(addr, list)) return undefined;
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    addr = (addr as ipaddr.IPv6).toIPv4Address();
    if (allowedByList(addr, list)) return undefined;
  }
  const range = addr.range();
  if (range === 'unicast') return undefined;
  return `address ${addr.toString()} is in a ${range} range`;
}

/** True when the URL host is a name on the allow-list (then any address it resolves to is accepted). */
export function hostAllowListed(hostname: string, list: AllowList): boolean {
  return list.hosts.has(bareHost(hostname).toLowerCase().replace(/\.$/, ''));
}

/** Result of validating a client-given URL when it is saved. */
export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

/** Longest URL accepted. */
export const MAX_URL_LENGTH = 2048;

/**
 * Validates a client-given URL when it is saved: absolute http(s), no credentials, and, when the host is
 * an IP literal in any spelling (WHATWG parsing normalises 2130706433, 0x7f000001, 0177.0.0.1 and
 * 127.1 to 127.0.0.1), a public one. Names are judged at connect time on every attempt.
 */
export function checkTargetUrl(raw: string, list: AllowList): UrlCheck {
  if (raw.length > MAX_URL_LENGTH) return { ok: false, reason: `url must be at most ${MAX_URL_LENGTH} characters` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'url must be an absolute URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'url must use http or https' };
  if (url.username || url.password) return { ok: false, reason: 'url must not contain credentials' };
  const host = bareHost(url.hostname);
  if (!host) return { ok: false, reason: 'url must have a host' };
  if (hostAllowListed(host, list)) return { ok: true, url };
  if (ipaddr.isValid(host)) {
    const reason = blockedAddressReason(host, list);
    if (reason) return { ok: false, reason: `url targets a non-public address (${reason})` };
  } else if (host === 'localhost' || host.endsWith('.localhost') || host === 'localhost.') {
    return { ok: false, reason: 'url targets a non-public address (localhost)' };
  }
  return { ok: true, url };
}
