import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { bareHost, blockedAddressReason, hostAllowListed, type AllowList } from './policy';

/** Resolves a host name to every address (injectable: tests stub DNS, e.g. to simulate rebinding). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

/** The system resolver (getaddrinfo, all families). */
export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (err, addrs) => (err ? reject(err) : resolve(addrs))));

/**
 * The SSRF guard refused a target. Its message is safe to show the client: it never says which
 * address a name resolved to (that would turn the platform into a DNS oracle for internal names);
 * `detail` has the reason for the platform's own logs.
 */
export class BlockedTargetError extends Error {
  /** Node-style error code, so it reads like a connection error to http clients. */
  readonly code = 'EBLOCKED';
  constructor(
    message: string,
    /** Why, for the platform's logs only (may name the resolved address). */
    readonly detail: string,
  ) {
    super(message);
    this.name = 'BlockedTargetError';
  }
}

/** The public message of a refused name. */
export const BLOCKED_NAME_MESSAGE = 'blocked: the host resolves to a non-public address';

/**
 * A connect-time `lookup` for node:http(s) agents: resolves the name and refuses to connect when any
 * address is outside the public unicast space (unless the name or address is allow-listed). It runs
 * for every new connection, so DNS rebinding between save time and send time cannot bypass it.
 */
export function createGuardedLookup(allowList: AllowList, resolver: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    const all = Boolean((options as { all?: boolean }).all);
    resolver(hostname).then(
      (addrs) => {
        if (addrs.length === 0) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 4);
        if (!hostAllowListed(hostname, allowList)) {
          for (const a of addrs) {
            const reason = blockedAddressReason(a.address, allowList);
            if (reason) return callback(new BlockedTargetError(BLOCKED_NAME_MESSAGE, `${hostname}: ${reason}`), '', 4);
          }
        }
        if (all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addrs);
        else callback(null, addrs[0].address, addrs[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 4),
    );
  };
}

/**
 * Vets an IP-literal URL host before connecting (literals skip `lookup`; WHATWG parsing has already
 * normalised odd spellings). Returns the public refusal message, or undefined when it may be contacted
 * (or is a name, which the guarded lookup judges at connect time).
 */
export function literalHostRefusal(url: URL, allowList: AllowList): string | undefined {
  const host = bareHost(url.hostname);
  if (!ipaddr.isValid(host) || hostAllowListed(host, allowList)) return undefined;
  const reason = blockedAddressReason(host, allowList);
  return reason ? `blocked: ${reason}` : undefined;
}
