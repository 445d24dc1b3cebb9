import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import { FixtureError } from '../state/fixtures';
import { TriggerError } from '../webhooks/events';

/** Control API errors are plain `{ error }` with 400 for bad input, 404 for unknown references. */
export const controlErrorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (err instanceof ZodError) {
    res.status(400).json({ error: 'invalid request body', issues: err.issues });
    return;
  }
  if (err instanceof FixtureError || err instanceof TriggerError) {
    res.status(404).json({ error: err.message });
    return;
  }
  if ((err as { type?: string }).type === 'entity.parse.failed' || err instanceof SyntaxError) {
    res.status(400).json({ error: 'request body is not valid JSON' });
    return;
  }
  res.status(500).json({ error: (err as Error).message });
};
