import type { Router } from 'express';
import { z } from 'zod';
import { setTemplateStatus, templateReview } from '../graph/templates.route';
import type { SimRuntime } from '../runtime';
import { cloudOf, TEMPLATE_QUALITY, TEMPLATE_STATUSES } from '../state/cloud-api';
import { TriggerError } from '../webhooks/events';

const ReviewSchema = z.object({ decision: z.enum(['APPROVED', 'REJECTED', 'NONE']), delay_ms: z.number().int().min(0).max(3_600_000).default(50) });
const StatusSchema = z.object({
  status: z.enum(TEMPLATE_STATUSES),
  reason: z.string().max(200).optional(),
  quality_score: z.enum(TEMPLATE_QUALITY).optional(),
});

/**
 * Cloud API state beyond messages: `GET /__sim/cloud` (templates' review details, media metadata,
 * profiles, block lists, call permissions, read receipts, QR codes, registrations),
 * `PUT /__sim/templates/review` (how new templates are reviewed: decision and delay) and
 * `POST /__sim/templates/{id}/status` (a review decision or a later change: PAUSED, DISABLED, quality;
 * emits `message_template_status_update`, and `message_template_quality_update` when quality moves),
 * and `DELETE /__sim/media/{id}` (the upstream forgets a media object, as when its 30 days pass).
 */
export function registerCloudApiControlRoutes(router: Router, sim: SimRuntime): void {
  router.get('/cloud', (_req, res) => {
    const c = cloudOf(sim.store);
    res.json({
      templates: [...sim.store.templates.values()].map((t) => ({ ...t, ...c.templateDetails.get(t.id) })),
      template_review: templateReview(sim),
      media: [...c.media.values()].map(({ bytes: _bytes, ...m }) => m),
      profiles: Object.fromEntries(c.profiles),
      blocked: Object.fromEntries([...c.blocked].map(([k, v]) => [k, [...v]])),
      call_permissions: Object.fromEntries(c.callPermissions),
      permission_requests: Object.fromEntries(c.permissionRequests),
      inbound: Object.fromEntries(c.inbound),
      qr_codes: [...c.qrCodes.values()],
      registrations: Object.fromEntries([...c.registrations].map(([k, v]) => [k, { pin_set: v.pin !== null, calls: v.calls }])),
      calling: Object.fromEntries(c.calling),
    });
  });

  // The upstream forgets a media object (its 30 days passed): reads and downloads answer unknown.
  router.delete('/media/:id', (req, res) => {
    const deleted = cloudOf(sim.store).media.delete(String(req.params.id));
    res.json({ deleted });
  });

  router.put('/templates/review', (req, res) => {
    const b = ReviewSchema.parse(req.body ?? {});
    Object.assign(templateReview(sim), { decision: b.decision, delayMs: b.delay_ms });
    res.json(templateReview(sim));
  });

  router.post('/templates/:id/status', async (req, res) => {
    const b = StatusSchema.parse(req.body ?? {});
    const t = sim.store.templates.get(String(req.params.id));
    if (!t) throw new TriggerError(`unknown template ${String(req.params.id)}`);
    const delivery = await setTemplateStatus(sim, t, b.status, { reason: b.reason, quality: b.quality_score });
    res.json({
      template: { ...t, ...cloudOf(sim.store).templateDetails.get(t.id) },
      delivery: { id: delivery.id, state: delivery.state, field: delivery.field },
    });
  });
}
