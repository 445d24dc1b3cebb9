import type { NextFunction, Request, Response } from 'express';
import type { RouteDef } from '../../routes/route';

/** A matcher for one route path in express syntax (`/customers/:customer_id`): `:name` is one segment. */
function pathRegex(path: string): RegExp {
  const body = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/**
 * `OPTIONS` on a path of the API answers 204 with an `Allow` header listing its methods (RFC 9110
 * §9.3.7) — never Express's default 200 `text/plain` body. A path with no route falls through to the
 * JSON 404. The API is called server to server with keys, so there is no CORS preflight handling
 * (docs/decisions/0010-input-edges.md).
 */
export function optionsResponder(routes: readonly RouteDef[]): (req: Request, res: Response, next: NextFunction) => void {
  const table = routes.map((r) => ({ re: pathRegex(r.path), method: r.method.toUpperCase() }));
  return (req, res, next) => {
    if (req.method !== 'OPTIONS') return next();
    const methods = new Set(table.filter((t) => t.re.test(req.path)).map((t) => t.method));
    if (methods.size === 0) return next();
    if (methods.has('GET')) methods.add('HEAD');
    methods.add('OPTIONS');
    res.setHeader('Allow', [...methods].join(', '));
    res.status(204).end();
  };
}
