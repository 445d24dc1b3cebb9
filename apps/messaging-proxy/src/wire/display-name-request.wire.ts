import type { messagingProxy } from '@platform/contracts';
import type { DisplayNameRequestRow } from '../infra/db/display-names.repository';

/** A display name request as the RPCs answer it. */
export function displayNameRequestToWire(r: DisplayNameRequestRow): messagingProxy.DisplayNameRequest {
  return {
    id: r.id,
    phone_number_id: r.phoneNumberId,
    requested_display_name: r.requestedDisplayName,
    previous_display_name: r.previousDisplayName,
    status: r.status,
    submitted_at: r.submittedAt,
    reviewed_at: r.reviewedAt,
    applied_at: r.appliedAt,
    upstream_error_code: r.upstreamErrorCode,
    upstream_error_subcode: r.upstreamErrorSubcode,
    upstream_error_type: r.upstreamErrorType,
    upstream_error_message: r.upstreamErrorMessage,
  };
}
