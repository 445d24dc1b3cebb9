import { originAllowed } from './inbox-embed';

/** One active embed's origins as the loader reads them. */
export interface ActiveOriginsRow {
  origins: string[];
  expiresAt: Date | null;
}

/** How fresh the cached origins are kept (decision 0017, "CORS"). */
export interface ActiveOriginsOptions {
  /** A cached answer that grants is trusted this long (a revoked embed's origin is granted at most this long after). */
  ttlMs: number;
  /** An origin the cache does not grant is looked up again when the cache is older than this (at most one read per this per replica). */
  missRecheckMs: number;
  now: () => Date;
}

/**
 * The origins allowed by at least one active embed, for the embed API's CORS preflight: a preflight
 * carries no token, so it is granted only to an origin some active (not revoked, not expired) embed
 * allows — wildcards read as CSP reads them. Cheap: one small read of the active embeds' origins per
 * replica at most every `ttlMs`, or every `missRecheckMs` while refused origins keep coming (a new
 * embed's origin is granted within a second), one read at a time however many preflights wait.
 */
export class ActiveEmbedOrigins {
  private patterns = new Map<string, Date | null>();
  private loadedAt = -Infinity;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly load: (now: Date) => Promise<ActiveOriginsRow[]>,
    private readonly opts: ActiveOriginsOptions,
  ) {}

  /** Whether `origin` (a request's `Origin` header) is allowed by an active embed. */
  async allows(origin: string): Promise<boolean> {
    const age = this.opts.now().getTime() - this.loadedAt;
    if (age >= this.opts.ttlMs) await this.refresh();
    if (this.grants(origin)) return true;
    if (this.opts.now().getTime() - this.loadedAt < this.opts.missRecheckMs) return false;
    await this.refresh();
    return this.grants(origin);
  }

  private grants(origin: string): boolean {
    const now = this.opts.now().getTime();
    for (const [pattern, expiresAt] of this.patterns) {
      if (expiresAt && expiresAt.getTime() <= now) continue;
      if (originAllowed(origin, [pattern])) return true;
    }
    return false;
  }

  private refresh(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const now = this.opts.now();
        const rows = await this.load(now);
        const next = new Map<string, Date | null>();
        for (const r of rows)
          for (const o of r.origins) {
            // The latest expiry among the embeds allowing it (null: one never expires).
            const had = next.get(o);
            if (had === null) continue;
            next.set(o, r.expiresAt === null ? null : had === undefined || r.expiresAt > had ? r.expiresAt : had);
          }
        this.patterns = next;
        this.loadedAt = now.getTime();
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }
}
