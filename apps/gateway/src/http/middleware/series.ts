import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middleware run one after another as one Express handler, with Express 5's semantics: a handler
 * goes on with `next()`, `next(err)` (or a throw, or a rejected promise) leaves the series for the
 * error middleware, `next('route')` / `next('router')` leave it for the router. What it saves is
 * Express's per-layer work on every request: each layer of a router is matched against the path
 * (an object per match), run through its parameter processing and its tracing checks, and given its
 * own `next` closure; a series is one layer and one `next`. compose-middleware does the same but
 * neither catches rejected promises (an async middleware's failure would go unanswered) nor is free
 * of a debug call per handler.
 *
 * Error middleware (four arguments) never goes in a series: it is registered on its router, where
 * Express calls it only with an error.
 */
export function series(...handlers: Array<RequestHandler | undefined>): RequestHandler {
  const chain = handlers.filter((h): h is RequestHandler => h !== undefined);
  for (const h of chain) if (h.length > 3) throw new Error(`series: ${h.name || 'a handler'} takes an error (4 arguments); register it on its router`);
  if (chain.length === 1) return chain[0];
  return (req: Request, res: Response, done: NextFunction): void => {
    let i = 0;
    const next = (err?: unknown): void => {
      if (err) return done(err);
      if (i === chain.length) return done();
      const handler = chain[i++];
      try {
        const ret: unknown = handler(req, res, next);
        if (isThenable(ret)) ret.then(undefined, (e: unknown) => next(e ?? new Error('Rejected promise')));
      } catch (e) {
        next(e);
      }
    };
    next();
  };
}

function isThenable(v: unknown): v is PromiseLike<unknown> {
  return v !== null && (typeof v === 'object' || typeof v === 'function') && typeof (v as { then?: unknown }).then === 'function';
}
