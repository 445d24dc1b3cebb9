import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import { liveFrame, type LiveEntry, type LiveLog } from '../live/live-events';
import { handle, startEventStream } from './app-api-helpers';
import { sendError } from './errors';
import { sessionOf } from './middleware/session-guard';

/** What the live route needs. */
export interface LiveApiDeps {
  log: LiveLog;
  /** Any active role of the project (an agent too); another project's or an unknown id throws 404. */
  requireMembership(userId: string, projectId: string): Promise<unknown>;
  /** Comment line written on an idle stream this often. */
  heartbeatMs: number;
  /** Open streams of this replica: ended at shutdown. */
  streams: Set<Response>;
}

/** The `data:` of a live event (the OpenAPI document shows it): the fields each event carries, all nullable. */
export const liveEventData = z
  .object({
    project_id: z.string().uuid(),
    conversation_id: z.string().nullable(),
    message_id: z.string().nullable().optional().describe('message.*: the message id.'),
    wamid: z.string().nullable().optional(),
    type: z.string().nullable().optional().describe('message.*: text, image, ...'),
    direction: z.enum(['inbound', 'outbound']).nullable().optional(),
    status: z.string().nullable().optional().describe('message.*: received, sent, delivered, read, failed; conversation.*: active, ended.'),
    phone_number_id: z.string().nullable().optional(),
    change: z.enum(['inbox_status', 'assignment']).nullable().optional().describe('conversation.inbox_changed'),
    inbox_status: z.string().nullable().optional(),
    snoozed_until: z.string().nullable().optional(),
    assigned_user_id: z.string().nullable().optional(),
    by_user_id: z.string().nullable().optional().describe('The person who changed it; null for an API key or the snooze sweeper.'),
    owner: z.string().nullable().optional().describe('thread.ownership_changed: the thread’s owner.'),
  })
  .describe(
    'event: message.received | message.sent | message.status | conversation.created | conversation.ended | conversation.inbox_changed | thread.ownership_changed | reset',
  );

/** An open stream re-checks its session every this many heartbeats. */
const STREAM_RECHECK_EVERY = 4;
const uuid = z.string().uuid();

/** The stream's `Last-Event-ID`: undefined when absent, null when malformed, else its epoch and position. */
export function lastEventIdOf(req: Request): { epoch: string; position: number } | undefined | null {
  const raw = req.get('last-event-id')?.trim();
  if (raw === undefined) return undefined;
  const m = /^([a-z0-9]{1,16})\.(\d{1,15})$/.exec(raw);
  return m ? { epoch: m[1]!, position: Number(m[2]) } : null;
}

/** How one open stream is kept: which entries it shows, and the periodic check that it may stay open. */
export interface LiveStreamOptions {
  /** Only entries this accepts are written (the position still advances past the others). Default: all. */
  accepts?: (e: LiveEntry) => boolean;
  /** Every few heartbeats: false ends the stream with `event: <endedEvent>`. */
  stillAllowed: () => Promise<boolean>;
  endedEvent: string;
}

/**
 * Writes a project's live stream on `res` (decision 0022): headers, the replay after `last` (or
 * `reset`), then every new entry the options accept, heartbeats, and the periodic re-check. The caller
 * has checked who may read it.
 */
export function openLiveStream(
  req: Request,
  res: Response,
  deps: Pick<LiveApiDeps, 'log' | 'heartbeatMs' | 'streams'>,
  projectId: string,
  last: { epoch: string; position: number } | undefined,
  opts: LiveStreamOptions,
): void {
  const accepts = opts.accepts ?? (() => true);
  startEventStream(res);
  // Subscribing and replaying happen in one tick (no entry can come between): no gap, no duplicate.
  // An id of another epoch (before a restart, or another replica's log) cannot be placed: reset.
  const lastId = last === undefined ? undefined : last.epoch === deps.log.epoch ? last.position : -1;
  let sent = lastId === undefined ? deps.log.position(projectId) : lastId;
  let epoch = deps.log.epoch;
  // The changes of one consumer batch arrive in one tick: written as one socket write (cork until the tick ends).
  let corked = false;
  const uncork = () => {
    corked = false;
    res.uncork();
  };
  const unsubscribe = deps.log.subscribe(projectId, (e) => {
    if (!corked) {
      corked = true;
      res.cork();
      process.nextTick(uncork);
    }
    if (e === 'reset') {
      epoch = deps.log.epoch;
      sent = 0;
      res.write(`id: ${epoch}.0\nevent: reset\ndata: {}\n\n`);
      return;
    }
    if (e.id <= sent) return;
    sent = e.id;
    if (accepts(e)) res.write(liveFrame(epoch, e));
  });
  if (lastId !== undefined) {
    const replay = lastId < 0 ? ({ reset: true } as const) : deps.log.since(projectId, lastId);
    if (replay.reset) {
      sent = deps.log.position(projectId);
      res.write(`id: ${epoch}.${sent}\nevent: reset\ndata: {}\n\n`);
    } else {
      res.cork();
      process.nextTick(() => res.uncork());
      for (const e of replay.entries) {
        if (e.id <= sent) continue;
        sent = e.id;
        if (accepts(e)) res.write(liveFrame(epoch, e));
      }
    }
  }
  let beats = 0;
  const heartbeat = setInterval(() => {
    res.write(': heartbeat\n\n');
    if (++beats % STREAM_RECHECK_EVERY !== 0) return;
    opts.stillAllowed().then(
      (ok) => {
        if (ok || res.writableEnded) return;
        res.write(`event: ${opts.endedEvent}\ndata: {}\n\n`);
        res.end();
      },
      () => undefined,
    );
  }, deps.heartbeatMs);
  deps.streams.add(res);
  res.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
    deps.streams.delete(res);
  });
  req.socket.setTimeout(0);
}

/**
 * `GET {app_url}/api/v1/projects/{project_id}/live` (decision 0022): Server-Sent Events of a project's
 * conversations for a signed-in member; `Last-Event-ID` replays what was missed, or `event: reset`.
 */
export function registerLiveRoutes(r: Router, deps: LiveApiDeps, mw: { signedIn: RequestHandler; stillSignedIn(req: Request): Promise<boolean> }): void {
  r.get(
    '/projects/:project_id/live',
    mw.signedIn,
    handle(async (req, res) => {
      const projectId = String(req.params.project_id);
      if (!uuid.safeParse(projectId).success) return sendError(res, 400, 'Invalid path: project_id must be a UUID');
      const last = lastEventIdOf(req);
      if (last === null) return sendError(res, 400, 'Invalid header: Last-Event-ID must be an id of this stream');
      await deps.requireMembership(sessionOf(res).user_id, projectId);
      openLiveStream(req, res, deps, projectId, last, { stillAllowed: () => mw.stillSignedIn(req), endedEvent: 'session_ended' });
    }),
  );
}
