import type { Request, Response, Router } from 'express';
import type { SimRuntime } from '../runtime';
import { callsOf, RECORDING_RETENTION_MS, TRANSCRIPTION_RETENTION_MS } from '../state/calls';
import { callerOf } from './auth';
import { unknownObject } from './graph-error';

/**
 * A call's artifacts (the upstream's recording and transcription of a Business Calling call):
 * `GET /{call_id}/recording` answers the WAV bytes (`audio/wav`, with Content-Length) and
 * `GET /{call_id}/transcription` the transcript JSON (chunked, without Content-Length, for a call placed
 * with `chunked: true`), to a token that reaches the call's number.
 * A call the token cannot reach is Graph's unknown object; an artifact never made, or kept past its
 * retention on the simulator clock (recording 7 days, transcription 30 days after the end), is 404.
 */
export function registerCallRoutes(router: Router, sim: SimRuntime): void {
  const serve = (kind: 'recording' | 'transcription') => (req: Request, res: Response) => {
    const id = String(req.params.callId);
    const call = callsOf(sim.store).calls.get(id);
    const caller = callerOf(res);
    if (!call || caller.kind !== 'token' || !sim.store.canAccess(caller.token, call.phone_number_id)) throw unknownObject(id, req.method);
    const bytes = kind === 'recording' ? call.recording : call.transcription;
    const retention = kind === 'recording' ? RECORDING_RETENTION_MS : TRANSCRIPTION_RETENTION_MS;
    const expired = sim.clock.now().getTime() >= call.ended_at.getTime() + retention;
    if (!bytes || expired) {
      return void res.status(404).json({
        error: {
          message: bytes ? `The ${kind} of call ${id} has expired` : `Call ${id} has no ${kind}`,
          type: 'GraphMethodException',
          code: 100,
          error_subcode: 2018001,
          fbtrace_id: 'sim',
        },
      });
    }
    res.status(200).type(kind === 'recording' ? 'audio/wav' : 'application/json');
    if (!call.chunked) return void res.send(bytes);
    // Chunked: no Content-Length, the bytes in 64 KiB writes.
    for (let at = 0; at < bytes.length; at += 65_536) res.write(bytes.subarray(at, at + 65_536));
    res.end();
  };
  router.get('/:callId/recording', serve('recording'));
  router.get('/:callId/transcription', serve('transcription'));
}
