import { unixSeconds } from '../clock';
import { wacid } from '../ids';
import type { SimRuntime } from '../runtime';
import { callsOf, transcriptDocument, wavRecording, type SimCall } from '../state/calls';
import type { WebhookDelivery } from './dispatcher';
import { TriggerError } from './events';
import { digitsOf, metadataOf } from './payloads';

/** Input of `POST /__sim/calls`: one whole call, from set-up to hang-up. */
export interface PlaceCallInput {
  phone_number_id: string;
  /** The user's number (wa id). */
  from: string;
  direction?: 'USER_INITIATED' | 'BUSINESS_INITIATED';
  status?: 'COMPLETED' | 'FAILED';
  /** Seconds connected (COMPLETED calls). */
  duration?: number;
  /** Recording asked on accept / connect (kept only for a COMPLETED call). Default true. */
  recording?: boolean;
  /** Transcription asked (kept only for a COMPLETED call). Default true. */
  transcription?: boolean;
  /** Pads the WAV to this many bytes (size tests). */
  recording_bytes?: number;
  /** The transcript's segments, or how many to generate and how long each text is. */
  transcript_segments?: Array<{ speaker?: 'business' | 'user'; text: string }>;
  transcript_segment_count?: number;
  transcript_text_length?: number;
  pricing?: Record<string, unknown>;
  /** Serve the artifacts chunked, without Content-Length. */
  chunked?: boolean;
}

/** What placing a call did: the call (without its bytes) and the webhooks sent, in order. */
export interface PlacedCall {
  call: Record<string, unknown>;
  deliveries: WebhookDelivery[];
}

/** A call without its artifact bytes (sizes instead). */
export function callView(c: SimCall): Record<string, unknown> {
  const { recording, transcription, ...rest } = c;
  return { ...rest, recording_bytes: recording?.length ?? null, transcription_bytes: transcription?.length ?? null };
}

/**
 * Places a whole call on a number and sends its `calls` webhooks (reference 2.7): `connect` (the
 * SDP offer; the call started `duration` seconds before the simulator's now), for business-initiated
 * calls the statuses RINGING then ACCEPTED (REJECTED when it FAILED), and `terminate` with status,
 * duration, pricing and `recording` / `transcription` `{ status: ENABLED }` when asked. A COMPLETED
 * call keeps a real WAV recording and a transcript, served at `GET /{call_id}/recording|transcription`
 * until they expire on the simulator clock.
 */
export async function placeCall(sim: SimRuntime, input: PlaceCallInput): Promise<PlacedCall> {
  const pn = sim.store.phoneNumbers.get(input.phone_number_id);
  if (!pn) throw new TriggerError(`unknown phone_number_id ${input.phone_number_id}`);
  const direction = input.direction ?? 'USER_INITIATED';
  const status = input.status ?? 'COMPLETED';
  const duration = status === 'COMPLETED' ? (input.duration ?? 60) : 0;
  const end = sim.clock.now();
  const start = new Date(end.getTime() - duration * 1000);
  const business = digitsOf(pn.display_phone_number);
  const id = wacid();
  const recorded = status === 'COMPLETED' && input.recording !== false;
  const transcribed = status === 'COMPLETED' && input.transcription !== false;
  const call: SimCall = {
    id,
    phone_number_id: pn.id,
    direction,
    user: input.from,
    status,
    duration,
    started_at: start,
    ended_at: end,
    recording: recorded ? wavRecording(duration, input.recording_bytes) : null,
    transcription: transcribed
      ? transcriptDocument(id, duration, {
          segments: input.transcript_segments,
          count: input.transcript_segment_count,
          textLength: input.transcript_text_length,
        })
      : null,
    chunked: input.chunked === true,
  };
  callsOf(sim.store).calls.set(id, call);

  const parties = { from: direction === 'USER_INITIATED' ? input.from : business, to: direction === 'USER_INITIATED' ? business : input.from };
  const asked = (on: boolean | undefined) => (on === false ? undefined : { status: 'ENABLED' });
  const value = (items: Record<string, unknown>) => ({
    messaging_product: 'whatsapp',
    metadata: metadataOf(pn),
    ...(direction === 'USER_INITIATED' ? { contacts: [{ profile: { name: 'Test User' }, wa_id: input.from }] } : {}),
    ...items,
  });
  const deliveries: WebhookDelivery[] = [];
  deliveries.push(
    await sim.dispatcher.send(
      pn.waba_id,
      'calls',
      value({
        calls: [
          {
            id,
            ...parties,
            event: 'connect',
            direction,
            timestamp: String(unixSeconds(start)),
            session: { sdp_type: direction === 'USER_INITIATED' ? 'offer' : 'answer', sdp: 'v=0\r\no=- 0 0 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n' },
            ...(asked(input.recording) ? { recording: asked(input.recording) } : {}),
            ...(asked(input.transcription) ? { transcription: asked(input.transcription) } : {}),
          },
        ],
      }),
    ),
  );
  if (direction === 'BUSINESS_INITIATED') {
    for (const s of status === 'COMPLETED' ? ['RINGING', 'ACCEPTED'] : ['RINGING', 'REJECTED']) {
      deliveries.push(
        await sim.dispatcher.send(
          pn.waba_id,
          'calls',
          value({ statuses: [{ id, type: 'call', status: s, timestamp: String(unixSeconds(start)), recipient_id: input.from }] }),
        ),
      );
    }
  }
  deliveries.push(
    await sim.dispatcher.send(
      pn.waba_id,
      'calls',
      value({
        calls: [
          {
            id,
            ...parties,
            event: 'terminate',
            direction,
            timestamp: String(unixSeconds(end)),
            status,
            start_time: String(unixSeconds(start)),
            end_time: String(unixSeconds(end)),
            duration,
            pricing: input.pricing ?? {
              billable: direction === 'BUSINESS_INITIATED' && status === 'COMPLETED',
              pricing_model: 'PMP',
              type: direction === 'BUSINESS_INITIATED' ? 'regular' : 'free_customer_service',
              category: 'voice',
            },
            ...(recorded ? { recording: { status: 'ENABLED' } } : {}),
            ...(transcribed ? { transcription: { status: 'ENABLED' } } : {}),
          },
        ],
      }),
    ),
  );
  return { call: callView(call), deliveries };
}
