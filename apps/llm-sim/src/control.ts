import express, { type Router } from 'express';
import { z } from 'zod';
import { StepSchema } from './script';
import { keyFingerprint, type SimRuntime } from './runtime';

const ScriptBody = z.object({ api_key: z.string().min(1).max(500), steps: z.array(StepSchema).min(1).max(1000) });
const KeysBody = z.object({ provider: z.enum(['openai', 'anthropic']), api_key: z.string().min(1).max(500) });

/**
 * Control API under `/__sim` (tests and local use; never part of a provider's API): scripted
 * replies per API key (`POST /__sim/scripts`), accepted keys, the request log (filtered by key), a
 * reset.
 */
export function controlRouter(sim: SimRuntime, reset: () => void): Router {
  const r = express.Router();
  r.use(express.json({ limit: '5mb' }));
  const bad = (res: express.Response, e: z.ZodError) => res.status(400).json({ error: `${e.issues[0].path.join('.')}: ${e.issues[0].message}` });

  r.post('/scripts', (req, res) => {
    const parsed = ScriptBody.safeParse(req.body ?? {});
    if (!parsed.success) return bad(res, parsed.error);
    const fp = keyFingerprint(parsed.data.api_key);
    sim.scripts.push(fp, parsed.data.steps);
    res.status(201).json({ key_fingerprint: fp, pending: sim.scripts.pending(fp).length });
  });
  r.get('/scripts', (req, res) => {
    const key = typeof req.query.api_key === 'string' ? req.query.api_key : '';
    if (!key) return res.status(400).json({ error: 'api_key is required' });
    res.json({ data: sim.scripts.pending(keyFingerprint(key)) });
  });
  r.delete('/scripts', (req, res) => {
    const key = typeof req.query.api_key === 'string' ? req.query.api_key : undefined;
    sim.scripts.clear(key === undefined ? undefined : keyFingerprint(key));
    res.status(204).end();
  });
  r.post('/keys', (req, res) => {
    const parsed = KeysBody.safeParse(req.body ?? {});
    if (!parsed.success) return bad(res, parsed.error);
    sim.keys[parsed.data.provider].add(parsed.data.api_key);
    res.status(201).json({ provider: parsed.data.provider, key_fingerprint: keyFingerprint(parsed.data.api_key) });
  });
  r.get('/requests', (req, res) => {
    const key = typeof req.query.api_key === 'string' ? req.query.api_key : undefined;
    const fp = key === undefined ? undefined : keyFingerprint(key);
    res.json({ data: sim.requests.filter((x) => fp === undefined || x.key_fingerprint === fp) });
  });
  r.post('/reset', (_req, res) => {
    reset();
    res.status(204).end();
  });
  return r;
}
