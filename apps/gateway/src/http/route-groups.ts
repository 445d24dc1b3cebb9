import express, { type RequestHandler, type Router } from 'express';

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);
const isLiteral = (segment: string | undefined): segment is string => !!segment && !/[:*?{}()]/.test(segment);

/**
 * Hands each request straight to the router of its route group instead of letting Express try every
 * route of the table in turn (it tests the layers one by one: for a route near the end of the table,
 * some 40 regex matches and `next()` hops per request). A group is the routes that share their first
 * path segment, or their first two where every route under that first segment has a literal second
 * one (`/messaging/flows`, `/messaging/phone_numbers`, ...). The group's router still does the real
 * matching, so a request is answered exactly as by one flat router.
 */
export class RouteGroups {
  /** Segments in the group key, per first segment. */
  private readonly depth = new Map<string, number>();
  private readonly routers = new Map<string, Router>();

  constructor(
    paths: readonly string[],
    private readonly routerOptions: express.RouterOptions,
  ) {
    const byFirst = new Map<string, string[][]>();
    for (const path of paths) {
      const segments = segmentsOf(path);
      if (!isLiteral(segments[0])) throw new Error(`route ${path}: the first path segment must be literal`);
      byFirst.set(segments[0], [...(byFirst.get(segments[0]) ?? []), segments]);
    }
    for (const [first, all] of byFirst) this.depth.set(first, all.every((s) => isLiteral(s[1])) ? 2 : 1);
  }

  /** The router that a route of `path` (one of the constructor's) is registered on. */
  routerFor(path: string): Router {
    const key = this.keyOf(segmentsOf(path))!;
    let router = this.routers.get(key);
    if (!router) {
      router = express.Router(this.routerOptions);
      this.routers.set(key, router);
    }
    return router;
  }

  /** Middleware: the request goes to its group's router; with no group (or no match there), on. */
  dispatch(): RequestHandler {
    return (req, res, next) => {
      const key = this.keyOf(segmentsOf(req.path));
      const router = key === undefined ? undefined : this.routers.get(key);
      if (router) router(req, res, next);
      else next();
    };
  }

  private keyOf(segments: string[]): string | undefined {
    const depth = this.depth.get(segments[0]);
    if (depth === undefined || segments.length < depth) return undefined;
    return segments.slice(0, depth).join('/');
  }
}
