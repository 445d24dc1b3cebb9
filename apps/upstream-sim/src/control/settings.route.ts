import type { Router } from 'express';
import { z } from 'zod';
import type { SimRuntime } from '../runtime';

const SettingsSchema = z.object({
  default_throughput_per_second: z.number().int().positive().optional(),
  status_delay_ms: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }).optional(),
  auto_statuses: z.array(z.enum(['sent', 'delivered', 'read'])).optional(),
  status_conversation: z.enum(['auto', 'always', 'never']).optional(),
  retry_delays_ms: z.array(z.number().int().min(0)).max(20).optional(),
  delivery_timeout_ms: z.number().int().positive().optional(),
  require_subscription: z.boolean().optional(),
  marketing_stop_error: z.enum(['async', 'sync']).optional(),
  app_health: z
    .object({
      can_send_message: z.enum(['AVAILABLE', 'LIMITED', 'BLOCKED']),
      additional_info: z.array(z.string()).optional(),
      errors: z.array(z.object({ error_code: z.number().int(), error_description: z.string(), possible_solution: z.string() })).optional(),
    })
    .optional(),
});

/** `GET|PUT /__sim/settings`: runtime behaviour knobs (snake_case in, the same out). */
export function registerSettingsRoutes(router: Router, sim: SimRuntime): void {
  const view = () => ({
    default_throughput_per_second: sim.settings.defaultThroughputPerSecond,
    status_delay_ms: sim.settings.statusDelayMs,
    auto_statuses: sim.settings.autoStatuses,
    status_conversation: sim.settings.statusConversation,
    retry_delays_ms: sim.settings.retryDelaysMs,
    delivery_timeout_ms: sim.settings.deliveryTimeoutMs,
    require_subscription: sim.settings.requireSubscription,
    marketing_stop_error: sim.settings.marketingStopError,
    app_health: sim.settings.appHealth,
  });
  router.get('/settings', (_req, res) => {
    res.json(view());
  });
  router.put('/settings', (req, res) => {
    const b = SettingsSchema.parse(req.body ?? {});
    const s = sim.settings;
    if (b.default_throughput_per_second !== undefined) s.defaultThroughputPerSecond = b.default_throughput_per_second;
    if (b.status_delay_ms) s.statusDelayMs = { min: b.status_delay_ms.min, max: Math.max(b.status_delay_ms.min, b.status_delay_ms.max) };
    if (b.auto_statuses) s.autoStatuses = b.auto_statuses;
    if (b.status_conversation) s.statusConversation = b.status_conversation;
    if (b.retry_delays_ms) s.retryDelaysMs = b.retry_delays_ms;
    if (b.delivery_timeout_ms) s.deliveryTimeoutMs = b.delivery_timeout_ms;
    if (b.require_subscription !== undefined) s.requireSubscription = b.require_subscription;
    if (b.marketing_stop_error) s.marketingStopError = b.marketing_stop_error;
    if (b.app_health) s.appHealth = b.app_health;
    res.json(view());
  });
}
