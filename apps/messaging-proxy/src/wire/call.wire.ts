import type { messagingProxy } from '@platform/contracts';
import type { ArtifactView } from '../domain/calls';
import type { CallRow } from '../infra/db/calls.repository';

/** A call's artifact state → the public CallArtifact. */
function callArtifactToWire(a: ArtifactView): messagingProxy.CallArtifact {
  return { state: a.state, expires_at: a.expires_at ?? undefined };
}

/** A stored call and its artifacts' states → the public Call (the fields of the {app_url} call read). */
export function callToWire(c: CallRow, artifacts: { recording: ArtifactView; transcription: ArtifactView }): messagingProxy.Call {
  return {
    id: c.id,
    call_id: c.callId,
    phone_number_id: c.phoneNumberId,
    direction: c.direction,
    status: c.status,
    from: c.from,
    to: c.to,
    duration_seconds: c.durationSeconds ?? undefined,
    started_at: c.startedAt.toISOString(),
    answered_at: c.answeredAt?.toISOString(),
    ended_at: c.endedAt?.toISOString(),
    recording: callArtifactToWire(artifacts.recording),
    transcription: callArtifactToWire(artifacts.transcription),
  };
}
