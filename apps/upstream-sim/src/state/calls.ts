import type { SimStore } from './store';

/** How long the simulated upstream keeps a call recording after the call ends (7 days). */
export const RECORDING_RETENTION_MS = 7 * 24 * 3_600_000;
/** How long it keeps a call transcription after the call ends (30 days). */
export const TRANSCRIPTION_RETENTION_MS = 30 * 24 * 3_600_000;

/** A transcript segment. */
export interface SimTranscriptSegment {
  start_ms: number;
  end_ms: number;
  speaker: 'business' | 'user';
  text: string;
}

/** A simulated call and its artifacts (recording bytes and transcript JSON kept in memory). */
export interface SimCall {
  id: string;
  phone_number_id: string;
  direction: 'USER_INITIATED' | 'BUSINESS_INITIATED';
  user: string;
  status: 'COMPLETED' | 'FAILED';
  duration: number;
  started_at: Date;
  ended_at: Date;
  /** A WAV file, when the call was recorded and connected. */
  recording: Buffer | null;
  /** The transcript document, serialized, when the call was transcribed and connected. */
  transcription: Buffer | null;
  /** Artifacts are sent chunked, without Content-Length (a transport the platform must bound by counting). */
  chunked: boolean;
}

/** Calls of the simulated upstream. */
export class SimCalls {
  readonly calls = new Map<string, SimCall>();

  /** Forgets every call. */
  clear(): void {
    this.calls.clear();
  }
}

const byStore = new WeakMap<SimStore, SimCalls>();

/** The calls kept beside a store (one per simulator; emptied by the control reset). */
export function callsOf(store: SimStore): SimCalls {
  let c = byStore.get(store);
  if (!c) {
    c = new SimCalls();
    byStore.set(store, c);
  }
  return c;
}

/**
 * A real WAV file (PCM, 8 kHz, 16-bit, mono): a 440 Hz tone for `seconds` (at most 60 s of tone),
 * padded with silence to `totalBytes` when given (size tests: a recording over the platform's bound).
 */
export function wavRecording(seconds: number, totalBytes?: number): Buffer {
  const rate = 8000;
  const toneSamples = Math.max(1, Math.min(60, seconds)) * rate;
  const dataBytes = totalBytes !== undefined ? Math.max(0, totalBytes - 44) & ~1 : toneSamples * 2;
  const buf = Buffer.alloc(44 + dataBytes);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + dataBytes, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(dataBytes, 40);
  const samples = Math.min(toneSamples, dataBytes / 2);
  for (let i = 0; i < samples; i++) buf.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return buf;
}

const LINES = [
  ['user', 'Hello, I am calling about my order.'],
  ['business', 'Thanks for calling. Can you give me the order number?'],
  ['user', 'It is 4 8 1 5 1 6.'],
  ['business', 'Found it: it ships tomorrow morning.'],
] as const;

/**
 * A transcript document `{ call_id, language, segments: [{ start_ms, end_ms, speaker, text }] }`:
 * the given segments, or `count` generated ones (a two-sided conversation) spread over the call.
 * `textLength` makes each generated segment's text that long (size tests).
 */
export function transcriptDocument(
  callId: string,
  durationSeconds: number,
  opts: { segments?: Array<{ speaker?: 'business' | 'user'; text: string }>; count?: number; textLength?: number },
): Buffer {
  const given = opts.segments;
  const count = given ? given.length : (opts.count ?? Math.max(2, Math.ceil(durationSeconds / 5)));
  const step = Math.max(1, Math.floor((Math.max(1, durationSeconds) * 1000) / Math.max(1, count)));
  const segments: SimTranscriptSegment[] = [];
  for (let i = 0; i < count; i++) {
    const line = LINES[i % LINES.length];
    const g = given?.[i];
    const text = g ? g.text : opts.textLength ? `${line[1]} `.repeat(Math.ceil(opts.textLength / (line[1].length + 1))).slice(0, opts.textLength) : line[1];
    segments.push({ start_ms: i * step, end_ms: (i + 1) * step, speaker: g?.speaker ?? line[0], text });
  }
  return Buffer.from(JSON.stringify({ call_id: callId, language: 'en', segments }));
}
