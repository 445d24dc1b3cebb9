import type { Router } from 'express';
import { z } from 'zod';
import type { SimRuntime } from '../runtime';
import { callsOf } from '../state/calls';
import { callView, placeCall } from '../webhooks/calls';

const PlaceCallSchema = z.object({
  phone_number_id: z.string().min(1),
  from: z.string().min(1),
  direction: z.enum(['USER_INITIATED', 'BUSINESS_INITIATED']).optional(),
  status: z.enum(['COMPLETED', 'FAILED']).optional(),
  duration: z.number().int().min(0).max(86_400).optional(),
  recording: z.boolean().optional(),
  transcription: z.boolean().optional(),
  recording_bytes: z
    .number()
    .int()
    .min(44)
    .max(64 * 1024 * 1024)
    .optional(),
  transcript_segments: z
    .array(z.object({ speaker: z.enum(['business', 'user']).optional(), text: z.string() }))
    .max(20_000)
    .optional(),
  transcript_segment_count: z.number().int().min(0).max(20_000).optional(),
  transcript_text_length: z.number().int().min(1).max(1_000_000).optional(),
  pricing: z.record(z.unknown()).optional(),
  chunked: z.boolean().optional(),
});

/**
 * Calls of the simulated upstream: `POST /__sim/calls` places a whole call and sends its `calls`
 * webhooks (connect, statuses, terminate); the answer is the call (artifact sizes, not bytes) and the
 * deliveries. `GET /__sim/calls` lists the calls kept (their artifacts expire on the simulator clock).
 */
export function registerCallControlRoutes(router: Router, sim: SimRuntime): void {
  router.post('/calls', async (req, res, next) => {
    const parsed = PlaceCallSchema.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json({ error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
    try {
      const placed = await placeCall(sim, parsed.data);
      res.status(201).json({
        call: placed.call,
        deliveries: placed.deliveries.map((d) => ({ id: d.id, state: d.state, field: d.field, status: d.attempts[d.attempts.length - 1]?.status ?? null })),
      });
    } catch (err) {
      next(err);
    }
  });
  router.get('/calls', (_req, res) => {
    res.json({ data: [...callsOf(sim.store).calls.values()].map(callView) });
  });
}
