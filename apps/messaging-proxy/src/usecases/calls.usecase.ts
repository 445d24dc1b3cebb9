import type { Trx } from '@platform/db';
import {
  artifactView,
  callUpdatesOf,
  mergeCall,
  RECORDING_MAX_BYTES,
  TRANSCRIPT_JSON_MAX_BYTES,
  type ArtifactView,
  type CallFilter,
  type CallPosition,
} from '../domain/calls';
import type { CallPage, CallRow, CallsRepository } from '../infra/db/calls.repository';
import type { PhoneNumberRow } from '../infra/db/phone-numbers.repository';
import type { GraphStream } from '../infra/upstream/graph-stream';
import type { UsecaseContext } from './context';
import { looseObject } from '@platform/lenient';

/** What the calls use case needs beyond the context. */
export interface CallsDeps {
  repo: CallsRepository;
  /** Upstream transport: artifacts are fetched on demand with the number's stored token. */
  upstream: Pick<GraphStream, 'send' | 'defaultVersion'>;
  /** How long the upstream keeps a recording after the call ends (the estimate of `expires_at`). */
  recordingRetentionMs: number;
  /** How long the upstream keeps a transcription after the call ends. */
  transcriptionRetentionMs: number;
}

/** Which artifact. */
export type ArtifactKind = 'recording' | 'transcription';

/**
 * Opening an artifact: the upstream's answer with its body unread (bounded by the caller), or why
 * there is nothing to serve. `not_found` = no such call for the project (foreign ids included).
 */
export type ArtifactOpening =
  | { kind: 'not_found' }
  | { kind: 'absent' }
  | { kind: 'expired'; expiresAt: string | null }
  | { kind: 'disconnected' }
  | { kind: 'unreachable' }
  | { kind: 'upstream_error'; status: number; contentType: string; body: Buffer }
  | { kind: 'too_large'; bytes: number; limit: number }
  | { kind: 'ok'; response: Response; limit: number; contentType: string; length?: number };

type Obj = Record<string, unknown>;

/**
 * Calls of the projects' numbers (issue 15, decision 0220): `calls` webhooks folded into one row per
 * call and number, the list behind `GET {proxy_url}/{phone_number_id}/calls`, and the {app_url}
 * `messaging_calls` read with its recording and transcription — never copied: each read fetches
 * them from the upstream with the number's stored token.
 */
export class CallsUsecase {
  constructor(
    private readonly ctx: UsecaseContext,
    private readonly deps: CallsDeps,
  ) {}

  /**
   * Records one `calls` change (in the webhook receipt's transaction, so a redelivery changes
   * nothing): each call item or call status of the number named in `metadata.phone_number_id`.
   */
  async recordWebhook(trx: Trx, numbers: PhoneNumberRow[], value: unknown, now: Date): Promise<void> {
    const v = looseObject.parse(value);
    const n = numbers.find((x) => x.phoneNumberId === String(looseObject.parse(v.metadata).phone_number_id ?? ''));
    if (!n) return;
    const business = String(looseObject.parse(v.metadata).display_phone_number ?? n.displayPhoneNumber ?? '').replace(/\D/g, '');
    for (const u of callUpdatesOf(value, now)) {
      let prev = await this.deps.repo.lockByCallId(trx, n.phoneNumberId, u.callId);
      if (!prev) {
        if (await this.deps.repo.insert(trx, { projectId: n.projectId, phoneNumberId: n.phoneNumberId, call: mergeCall(undefined, u, business), now }))
          continue;
        prev = await this.deps.repo.lockByCallId(trx, n.phoneNumberId, u.callId);
        if (!prev) continue;
      }
      await this.deps.repo.update(trx, prev.id, mergeCall(prev, u, business), now);
    }
  }

  /** A page of a number's calls (the number is the project's: checked by the caller). */
  list(q: { projectId: string; phoneNumberId: string; filter: CallFilter; limit: number; before?: CallPosition; after?: CallPosition }): Promise<CallPage> {
    return this.deps.repo.list(q);
  }

  /** A call of the project with its artifacts' states at the clock's now, or undefined. */
  async view(projectId: string, id: string): Promise<Obj | undefined> {
    const call = await this.deps.repo.get(projectId, id);
    return call ? this.present(call) : undefined;
  }

  /** The public shape of a call (list items and the {app_url} read alike). */
  present(c: CallRow): Obj {
    const artifacts = this.artifacts(c);
    return {
      id: c.id,
      call_id: c.callId,
      phone_number_id: c.phoneNumberId,
      direction: c.direction,
      status: c.status,
      from: c.from,
      to: c.to,
      duration_seconds: c.durationSeconds,
      started_at: c.startedAt.toISOString(),
      answered_at: c.answeredAt?.toISOString() ?? null,
      ended_at: c.endedAt?.toISOString() ?? null,
      created_at: c.createdAt.toISOString(),
      updated_at: c.updatedAt.toISOString(),
      artifacts,
    };
  }

  /** The states of a call's recording and transcription at the clock's now (estimated from its end). */
  artifacts(c: CallRow): { recording: ArtifactView; transcription: ArtifactView } {
    const now = this.ctx.clock.now();
    return {
      recording: artifactView(c.recordingEnabled, c, this.deps.recordingRetentionMs, now),
      transcription: artifactView(c.transcriptionEnabled, c, this.deps.transcriptionRetentionMs, now),
    };
  }

  /**
   * Opens a call's recording or transcription at the upstream (`GET {call_id}/recording|transcription`)
   * with the number's stored token. Absent and (by the estimate) expired artifacts are answered
   * without a call; an upstream 404 for an artifact the estimate held available means it expired
   * earlier than estimated. A declared length over the limit is refused before any byte is read.
   */
  async openArtifact(projectId: string, id: string, kind: ArtifactKind, signal?: AbortSignal): Promise<ArtifactOpening> {
    const call = await this.deps.repo.get(projectId, id);
    if (!call) return { kind: 'not_found' };
    const view = this.artifacts(call)[kind];
    if (view.state === 'absent') return { kind: 'absent' };
    if (view.state === 'expired') return { kind: 'expired', expiresAt: view.expires_at };
    const number = await this.ctx.phoneNumbers.get(projectId, call.phoneNumberId);
    if (!number) return { kind: 'disconnected' };
    const limit = kind === 'recording' ? RECORDING_MAX_BYTES : TRANSCRIPT_JSON_MAX_BYTES;
    let response: Response;
    try {
      response = await this.deps.upstream.send(
        'GET',
        this.deps.upstream.defaultVersion,
        `${encodeURIComponent(call.callId)}/${kind}`,
        this.ctx.tokens.open(number),
        {
          media: true,
          signal,
        },
      );
    } catch {
      return { kind: 'unreachable' };
    }
    const contentType = response.headers.get('content-type') ?? (kind === 'recording' ? 'application/octet-stream' : 'application/json');
    if (!response.ok) {
      let body: Buffer;
      try {
        body = Buffer.from(await response.arrayBuffer());
      } catch {
        return { kind: 'unreachable' };
      }
      if (response.status === 404) return { kind: 'expired', expiresAt: view.expires_at };
      this.ctx.logger.warn({ call: call.id, artifact: kind, status: response.status }, 'calls: upstream refused an artifact');
      return { kind: 'upstream_error', status: response.status, contentType, body };
    }
    const declared = response.headers.get('content-length');
    const length = declared !== null && /^\d+$/.test(declared) ? Number(declared) : undefined;
    if (length !== undefined && length > limit) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: 'too_large', bytes: length, limit };
    }
    return { kind: 'ok', response, limit, contentType, length };
  }
}
