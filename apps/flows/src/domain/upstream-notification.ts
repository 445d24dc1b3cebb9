/**
 * The upstream's reports about a flow (its `flows` webhook field): alerts about the data endpoint
 * (ENDPOINT_ERROR_RATE, ENDPOINT_LATENCY, ENDPOINT_AVAILABILITY, CLIENT_ERROR_RATE) raised
 * (`alert_state` ACTIVATED) or cleared (DEACTIVATED), and FLOW_STATUS_CHANGE. Each is kept as an
 * invocation record of kind `upstream_notification` on the flow's data-endpoint function (decision
 * 0600): this decides whether the record reads as failed and its error message.
 */

/** A flow status the upstream sets when the flow misbehaves (it stops or slows its sends). */
const DEGRADED_STATUSES = new Set(['THROTTLED', 'BLOCKED']);

/** What an upstream notification says, as the flows service receives it. */
export interface UpstreamNotification {
  event: string;
  message: string;
  alertState: string;
  value: Record<string, unknown>;
}

/** How a notification is recorded: a problem (failed, with the upstream's words) or not. */
export interface NotificationOutcome {
  success: boolean;
  errorMessage: string | null;
}

/**
 * A raised alert and a status change to THROTTLED or BLOCKED are problems (failed records whose
 * error message is `EVENT: message`); a cleared alert and any other change are not.
 */
export function notificationOutcome(n: UpstreamNotification): NotificationOutcome {
  const event = n.event || 'UNKNOWN';
  const newStatus = typeof n.value.new_status === 'string' ? n.value.new_status.toUpperCase() : '';
  const problem = n.alertState.toUpperCase() === 'ACTIVATED' || (event === 'FLOW_STATUS_CHANGE' && DEGRADED_STATUSES.has(newStatus));
  if (!problem) return { success: true, errorMessage: null };
  return { success: false, errorMessage: n.message ? `${event}: ${n.message}` : event };
}
