import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { series } from './series';

const req = {} as Request;
const res = {} as Response;

/** Runs `handler` and answers what it passed to its `next` (after the microtasks of async handlers). */
async function run(handler: RequestHandler): Promise<{ calls: number; arg: unknown }> {
  const seen = { calls: 0, arg: undefined as unknown };
  handler(req, res, ((arg?: unknown) => {
    seen.calls += 1;
    seen.arg = arg;
  }) as NextFunction);
  await new Promise((r) => setImmediate(r));
  return seen;
}

describe('series', () => {
  it('runs the handlers in order, then goes on', async () => {
    const order: number[] = [];
    const step =
      (n: number): RequestHandler =>
      (_req, _res, next) => {
        order.push(n);
        next();
      };
    const asyncStep =
      (n: number): RequestHandler =>
      async (_req, _res, next) => {
        await Promise.resolve();
        order.push(n);
        next();
      };
    expect(await run(series(step(1), undefined, asyncStep(2), step(3)))).toEqual({ calls: 1, arg: undefined });
    expect(order).toEqual([1, 2, 3]);
  });

  it('an error passed on, thrown, or rejected leaves the series for the error middleware', async () => {
    const never = (): RequestHandler => () => {
      throw new Error('must not run');
    };
    const passed = new Error('passed');
    expect(await run(series((_q, _s, next) => next(passed), never()))).toEqual({ calls: 1, arg: passed });
    const thrown = new Error('thrown');
    expect(
      await run(
        series(() => {
          throw thrown;
        }, never()),
      ),
    ).toEqual({ calls: 1, arg: thrown });
    const rejected = new Error('rejected');
    expect(
      await run(
        series(async () => {
          throw rejected;
        }, never()),
      ),
    ).toEqual({ calls: 1, arg: rejected });
  });

  it("next('route') and next('router') go to the router as they are", async () => {
    for (const exit of ['route', 'router']) {
      const never: RequestHandler = () => {
        throw new Error('must not run');
      };
      expect(await run(series((_q, _s, next) => next(exit), never))).toEqual({ calls: 1, arg: exit });
    }
  });

  it('a handler that answers without next ends the series there', async () => {
    let after = false;
    expect(
      await run(
        series(
          () => undefined,
          () => {
            after = true;
          },
        ),
      ),
    ).toEqual({ calls: 0, arg: undefined });
    expect(after).toBe(false);
  });

  it('refuses error middleware, and hands a lone handler back as it is', () => {
    const onError = (_err: unknown, _q: Request, _s: Response, next: NextFunction) => next();
    expect(() => series(onError as unknown as RequestHandler)).toThrow(/4 arguments/);
    const lone: RequestHandler = (_q, _s, next) => next();
    expect(series(undefined, lone)).toBe(lone);
  });
});
