import type { NextFunction, Request, Response } from 'express';

/**
 * An answer given before the request's body was read (a refused key, a limit, an unknown route) is
 * held until the body has arrived, then sent (decision 0010). Node closes a connection whose request
 * was not read to its end once the answer is out; a client still writing its body then fails with
 * EPIPE instead of reading the answer. Held at most `maxWaitMs` and only for declared bodies up to
 * `maxBytes` (larger ones are answered at once, with `Connection: close`). A body being read (a
 * parser, the proxy) is left alone, and so is `Expect: 100-continue`, whose client waits for the
 * answer before sending anything.
 */
export function answerAfterBody(opts: { maxBytes: number; maxWaitMs: number }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (!(declared > 0) || req.headers.expect !== undefined) return next();
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    (res as { end: (...args: unknown[]) => Response }).end = (...args: unknown[]) => {
      if (req.complete || req.readableFlowing) return end(...args);
      if (declared > opts.maxBytes) {
        if (!res.headersSent) res.setHeader('Connection', 'close');
        return end(...args);
      }
      let sent = false;
      const send = () => {
        if (sent) return;
        sent = true;
        clearTimeout(timer);
        end(...args);
      };
      const timer = setTimeout(send, opts.maxWaitMs);
      req.once('end', send);
      req.once('close', send);
      req.once('error', send);
      req.resume();
      return res;
    };
    next();
  };
}
