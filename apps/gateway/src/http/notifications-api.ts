import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '@platform/contracts';
import type { LiveNotifications } from '../notifications/live-notifications';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../notifications/notification-kinds';
import type { NotificationRow } from '../notifications/notifications.repository';
import type { NotificationsUsecase } from '../usecases/notifications.usecase';
import { bodyOf, handle, startEventStream } from './app-api-helpers';
import { sendError } from './errors';
import { validationMessage } from './input-guard';
import { sessionOf } from './middleware/session-guard';

/** What the notification routes need. */
export interface NotificationsApiDeps {
  notifications: NotificationsUsecase;
  live: LiveNotifications;
  /** Comment line written on an idle stream this often, so proxies keep it open. */
  heartbeatMs: number;
  /** Open streams of this replica: ended at shutdown (a stream never ends by itself). */
  streams: Set<Response>;
}

/** An open stream re-checks its session every this many heartbeats (a minute at the default 15 s). */
const STREAM_RECHECK_EVERY = 4;

const uuid = z.string().uuid();
const cursor = z
  .string()
  .max(512)
  .transform((v, ctx) => decodeCursor(v) ?? (ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'is not a valid cursor' }), z.NEVER));

/** Query and body schemas of the notification routes (the OpenAPI document shows them). */
export const notificationSchemas = {
  listQuery: z.object({
    status: z.enum(['unread', 'read', 'all']).default('all').describe('Which notifications: unread, read or all (default).'),
    project_id: uuid.optional().describe('Only this project’s (one the person is an active member of; another is 404).'),
    limit: z.coerce.number().int().min(1).max(100).default(20).describe('Page size, 1 to 100.'),
    cursor: cursor.optional().describe('paging.next_cursor of the previous page.'),
  }),
  streamQuery: z.object({ project_id: uuid.optional().describe('Only this project’s notifications.') }),
  readAll: z.object({ project_id: uuid.optional().describe('Only this project’s; all the person’s when absent.') }),
  preferencesQuery: z.object({ project_id: uuid.optional().describe('Only this project’s preferences.') }),
  setPreferences: z.object({
    project_id: uuid,
    preferences: z
      .array(z.object({ kind: z.enum(NOTIFICATION_KINDS), channel: z.enum(NOTIFICATION_CHANNELS), enabled: z.boolean() }).strict())
      .min(1)
      .max(NOTIFICATION_KINDS.length * NOTIFICATION_CHANNELS.length),
  }),
};

/** A notification as the dashboard reads it. */
export const notificationWire = z.object({
  id: z.string().uuid(),
  project_id: z.string().uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  resource_type: z.string().nullable().describe('webhook, phone_number, business_account, template, finding, credit_account, funding_run, ...'),
  resource_id: z.string().nullable(),
  link_path: z.string().nullable().describe('Path under {app_url} of the resource.'),
  status: z.enum(['unread', 'read']),
  created_at: z.string().datetime(),
  read_at: z.string().datetime().nullable(),
});

/** A stored notification → the dashboard's shape. */
export function notificationToWire(n: NotificationRow): z.infer<typeof notificationWire> {
  return {
    id: n.id,
    project_id: n.project_id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    resource_type: n.resource_type,
    resource_id: n.resource_id,
    link_path: n.link_path,
    status: n.read_at ? 'read' : 'unread',
    created_at: n.created_at,
    read_at: n.read_at,
  };
}

/** The query of a request by its schema (unknown parameters ignored), or a 400 answered here. */
function queryOf<S extends z.ZodTypeAny>(schema: S, req: Request, res: Response): z.output<S> | undefined {
  const parsed = schema.safeParse(req.query);
  if (!parsed.success) return void sendError(res, 400, validationMessage('query', parsed.error));
  return parsed.data;
}

/**
 * `{app_url}/api/v1/notifications…` and `/notification_preferences` (decision 0020), on the dashboard
 * router: always the signed-in person's own; another person's notification is 404 like an unknown id.
 */
export function registerNotificationRoutes(
  r: Router,
  deps: NotificationsApiDeps,
  mw: { signedIn: RequestHandler; json: RequestHandler; stillSignedIn(req: Request): Promise<boolean> },
): void {
  const { signedIn, json } = mw;

  r.get(
    '/notifications',
    signedIn,
    handle(async (req, res) => {
      const q = queryOf(notificationSchemas.listQuery, req, res);
      if (!q) return;
      const userId = sessionOf(res).user_id;
      const page = await deps.notifications.list(userId, { projectId: q.project_id, status: q.status, limit: q.limit, after: q.cursor });
      const last = page.items[page.items.length - 1];
      res.json({
        data: page.items.map(notificationToWire),
        paging: { next_cursor: page.more && last ? encodeCursor(last.created_at, last.id) : null },
        unread_count: page.unread,
      });
    }),
  );

  r.get(
    '/notifications/stream',
    signedIn,
    handle(async (req, res) => {
      const q = queryOf(notificationSchemas.streamQuery, req, res);
      if (!q) return;
      const userId = sessionOf(res).user_id;
      if (q.project_id) await deps.notifications.requireMembership(userId, q.project_id);
      startEventStream(res);
      const unsubscribe = deps.live.subscribe(userId, (n) => {
        if (q.project_id && n.project_id !== q.project_id) return;
        res.write(`id: ${n.id}\nevent: notification\ndata: ${JSON.stringify(notificationToWire(n))}\n\n`);
      });
      // Every few heartbeats the session is checked again: signing out (or ending the session
      // elsewhere) ends the stream within STREAM_RECHECK_EVERY heartbeats, with a last event saying so.
      let beats = 0;
      const heartbeat = setInterval(() => {
        res.write(': heartbeat\n\n');
        if (++beats % STREAM_RECHECK_EVERY !== 0) return;
        mw.stillSignedIn(req).then(
          (ok) => {
            if (ok || res.writableEnded) return;
            res.write('event: session_ended\ndata: {}\n\n');
            res.end();
          },
          () => undefined,
        );
      }, deps.heartbeatMs);
      deps.streams.add(res);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        deps.streams.delete(res);
      };
      res.on('close', end);
      req.socket.setTimeout(0);
    }),
  );

  r.post(
    '/notifications/read_all',
    signedIn,
    json,
    handle(async (req, res) => {
      const body =
        req.body === undefined || req.body === null || Object.keys(req.body as object).length === 0 ? {} : bodyOf(notificationSchemas.readAll, req, res);
      if (!body) return;
      const marked = await deps.notifications.markAllRead(sessionOf(res).user_id, body.project_id);
      res.json({ data: { marked } });
    }),
  );

  r.post(
    '/notifications/:notification_id/read',
    signedIn,
    handle(async (req, res) => {
      const id = String(req.params.notification_id);
      if (!uuid.safeParse(id).success) return sendError(res, 400, 'Invalid path: notification_id must be a UUID');
      res.json({ data: notificationToWire(await deps.notifications.markRead(sessionOf(res).user_id, id)) });
    }),
  );

  r.get(
    '/notification_preferences',
    signedIn,
    handle(async (req, res) => {
      const q = queryOf(notificationSchemas.preferencesQuery, req, res);
      if (!q) return;
      res.json({ data: await deps.notifications.preferences(sessionOf(res).user_id, q.project_id) });
    }),
  );

  r.put(
    '/notification_preferences',
    signedIn,
    json,
    handle(async (req, res) => {
      const body = bodyOf(notificationSchemas.setPreferences, req, res);
      if (!body) return;
      res.json({ data: await deps.notifications.setPreferences(sessionOf(res).user_id, body.project_id, body.preferences) });
    }),
  );
}
