import { z } from 'zod';
import { ROLES } from '../keys/roles';
import { jsonSchemaOf } from '../routes/openapi';
import { APP_ROOT } from './surface';
import { bodies } from './app-api';
import { liveEventData } from './live-api';
import { notificationSchemas, notificationWire } from './notifications-api';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../notifications/notification-kinds';

type JsonSchema = Record<string, unknown>;

const schema = jsonSchemaOf;

const iso = z.string().datetime();
const session = z.object({
  id: z.string().uuid().describe('The session’s id (never usable as a cookie).'),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: iso,
  last_seen_at: iso,
  expires_at: iso,
  ended_at: iso.nullable(),
  current: z.boolean().describe('True for the session of this request.'),
});
const status = (value: string) => z.object({ data: z.object({ status: z.literal(value), message: z.string() }) });
const totpState = (enabled: boolean) => z.object({ data: z.object({ totp_enabled: z.literal(enabled) }) });

/** One operation of `{app_url}/api/v1` (decision 0015), as the document shows it. */
interface AppOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Express path under `{app_url}/api/v1`. */
  path: string;
  operationId: string;
  summary: string;
  /** Needs the session cookie (and, on a write, the `X-CSRF-Token` header). */
  signedIn: boolean;
  body?: z.ZodTypeAny;
  /** Query parameters (an object schema). */
  query?: z.AnyZodObject;
  /** Media type of the success answer; JSON unless said. */
  contentType?: string;
  status: number;
  response: z.ZodTypeAny;
  errors: Record<number, string>;
}

const preference = z.object({
  project_id: z.string().uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
  default: z.boolean().describe('True when the person never set it: the role’s default applies.'),
});

const LIMITED = 'Too many attempts (per address or per client IP); Retry-After says when to retry';
const SIGNED_OUT = 'No session cookie, or the session ended or expired';

/** One part of the overview (decision 0025): its figures, or `{ available: false, error }` when its service did not answer. */
const overviewPart = (shape: z.ZodRawShape) =>
  z.union([z.object({ available: z.literal(true), ...shape }), z.object({ available: z.literal(false), error: z.string() })]);
const CSRF = 'The X-CSRF-Token header is missing or wrong (cookie-authenticated write)';

/**
 * The dashboard's own API (`app-api.ts`), operation by operation. `app-api.openapi.test.ts` checks
 * that every route the router registers is here and nothing else, so the document cannot drift.
 */
export const APP_API_OPERATIONS: readonly AppOperation[] = [
  {
    method: 'post',
    path: '/session',
    operationId: 'signIn',
    summary:
      'Signs in with an address and a password (and a TOTP code when enrolled): sets the HttpOnly session cookie `mp_session` and returns the CSRF token. A wrong password and an unknown address answer alike, in the same time; 10 failures per address in 15 minutes lock it until the window ends.',
    signedIn: false,
    body: bodies.signIn,
    status: 201,
    response: z.object({
      data: z.object({
        user: z.object({ id: z.string().uuid(), email: z.string(), name: z.string().nullable() }),
        session,
        csrf_token: z.string().describe('Send it as X-CSRF-Token on every write made with the cookie.'),
      }),
    }),
    errors: { 400: 'Invalid body', 401: 'Invalid email or password; or `totp_required: true` when a code is needed or wrong', 429: LIMITED },
  },
  {
    method: 'delete',
    path: '/session',
    operationId: 'signOut',
    summary: 'Signs out: ends this session and clears the cookie.',
    signedIn: true,
    status: 200,
    response: z.object({ data: session }),
    errors: { 401: SIGNED_OUT, 403: CSRF },
  },
  {
    method: 'get',
    path: '/me',
    operationId: 'getMe',
    summary: 'The signed-in person, the projects they are an active member of with their role there, and the session’s CSRF token.',
    signedIn: true,
    status: 200,
    response: z.object({
      data: z.object({
        user: z.object({ id: z.string().uuid(), email: z.string(), name: z.string().nullable(), totp_enabled: z.boolean(), created_at: iso }),
        projects: z.array(
          z.object({
            id: z.string().uuid(),
            name: z.string(),
            role: z.enum(ROLES),
            membership_id: z.string().uuid(),
            grants: z.array(z.string()).describe('What the role allows in the project, `area:read|write` (decision 0014): the dashboard offers only these.'),
          }),
        ),
        session_id: z.string().uuid(),
        csrf_token: z.string(),
      }),
    }),
    errors: { 401: SIGNED_OUT },
  },
  {
    method: 'get',
    path: '/sessions',
    operationId: 'listSessions',
    summary: 'The person’s open sessions, newest first (`current` marks this one).',
    signedIn: true,
    status: 200,
    response: z.object({ data: z.array(session) }),
    errors: { 401: SIGNED_OUT },
  },
  {
    method: 'delete',
    path: '/sessions/:session_id',
    operationId: 'endSession',
    summary: 'Ends one of the person’s sessions: its cookie is refused at once on every replica. Another person’s session is 404.',
    signedIn: true,
    status: 200,
    response: z.object({ data: session }),
    errors: { 400: 'session_id is not a UUID', 401: SIGNED_OUT, 403: CSRF, 404: 'No open session of this person with this id' },
  },
  {
    method: 'post',
    path: '/password_resets',
    operationId: 'requestPasswordReset',
    summary: 'Mails a one-hour, single-use reset link when the address has an account; the answer is the same either way.',
    signedIn: false,
    body: bodies.reset,
    status: 202,
    response: status('accepted'),
    errors: { 400: 'Invalid body', 429: LIMITED },
  },
  {
    method: 'post',
    path: '/password_resets/confirm',
    operationId: 'confirmPasswordReset',
    summary: 'Sets a new password with the mailed link’s token; ends every session of the person and voids their other links.',
    signedIn: false,
    body: bodies.confirmReset,
    status: 200,
    response: status('password_changed'),
    errors: { 400: 'Invalid body', 404: 'The link is unknown, used or expired', 429: LIMITED },
  },
  {
    method: 'post',
    path: '/invitations/accept',
    operationId: 'acceptInvitation',
    summary: 'Accepts a mailed invitation (decision 0014): sets the password of a new person (or checks an existing one’s) and activates the membership.',
    signedIn: false,
    body: bodies.accept,
    status: 200,
    response: z.object({
      data: z.object({
        project_id: z.string().uuid(),
        membership_id: z.string().uuid(),
        user_id: z.string().uuid(),
        email: z.string(),
        role: z.enum(ROLES),
        status: z.literal('active'),
      }),
    }),
    errors: {
      400: 'Invalid body',
      403: 'The address already has an account and the password is not its password',
      404: 'The invitation is unknown, used or expired',
      429: LIMITED,
    },
  },
  {
    method: 'post',
    path: '/totp',
    operationId: 'startTotp',
    summary: 'Starts enrolling an authenticator: the seed and its `otpauth://` URI, shown once; pending until a code verifies it.',
    signedIn: true,
    status: 201,
    response: z.object({ data: z.object({ secret: z.string().describe('Base32 seed'), otpauth_uri: z.string() }) }),
    errors: { 401: SIGNED_OUT, 403: CSRF, 409: 'TOTP is already enabled' },
  },
  {
    method: 'post',
    path: '/totp/verify',
    operationId: 'verifyTotp',
    summary: 'Enables TOTP with a code of the pending seed: from then on, signing in needs a code (each code works once).',
    signedIn: true,
    body: bodies.code,
    status: 200,
    response: totpState(true),
    errors: { 400: 'Invalid body', 401: SIGNED_OUT, 403: `${CSRF}; or the code is wrong`, 409: 'No enrolment in progress' },
  },
  {
    method: 'delete',
    path: '/totp',
    operationId: 'disableTotp',
    summary: 'Disables TOTP; takes the password.',
    signedIn: true,
    body: bodies.password,
    status: 200,
    response: totpState(false),
    errors: { 400: 'Invalid body', 401: SIGNED_OUT, 403: `${CSRF}; or the password is wrong` },
  },
  {
    method: 'get',
    path: '/notifications',
    operationId: 'listNotifications',
    summary:
      'The signed-in person’s notifications (decision 0020), newest first, cursor-paged, with their unread count: only their own, only in projects they are an active member of.',
    signedIn: true,
    query: notificationSchemas.listQuery,
    status: 200,
    response: z.object({
      data: z.array(notificationWire),
      paging: z.object({ next_cursor: z.string().nullable() }),
      unread_count: z.number().int(),
    }),
    errors: { 400: 'Invalid query', 401: SIGNED_OUT, 404: 'Project not found (project_id of a project the person is not an active member of)' },
  },
  {
    method: 'get',
    path: '/notifications/stream',
    operationId: 'streamNotifications',
    summary:
      'Server-Sent Events: one `notification` event (data: the notification, as listed) per new notification of the person, on whichever gateway replica it was made; a `: heartbeat` comment line every NOTIFICATION_STREAM_HEARTBEAT_MS. A stream that missed some (a reconnect) reads them from the list.',
    signedIn: true,
    query: notificationSchemas.streamQuery,
    contentType: 'text/event-stream',
    status: 200,
    response: notificationWire,
    errors: { 400: 'Invalid query', 401: SIGNED_OUT, 404: 'Project not found' },
  },
  {
    method: 'get',
    path: '/projects/:project_id/live',
    operationId: 'streamProjectLive',
    summary:
      'Server-Sent Events of the project’s conversations (decision 0022), for a signed-in member of any role (an agent too): one event per change — `message.received`, `message.sent`, `message.status` (delivered/read/failed), `conversation.created`, `conversation.ended`, `conversation.inbox_changed` (status or assignment), `thread.ownership_changed` — with `id:` `<epoch>.<position>` (the position grows by one per project; the epoch changes when the gateway restarts) and `data:` ids and states only, never a message body. A reconnect with the `Last-Event-ID` header first gets every change after it still in the window (LIVE_WINDOW_EVENTS per project, LIVE_WINDOW_MS), then live ones; an id outside the window or of another epoch gets `event: reset` (refetch the list, then read on). `retry: 3000` first, a `: heartbeat` comment every NOTIFICATION_STREAM_HEARTBEAT_MS, `event: session_ended` when the session ends.',
    signedIn: true,
    contentType: 'text/event-stream',
    status: 200,
    response: liveEventData,
    errors: {
      400: 'project_id is not a UUID, or Last-Event-ID is not an id of this stream',
      401: SIGNED_OUT,
      404: 'Project not found (another project’s id too)',
    },
  },
  {
    method: 'get',
    path: '/projects/:project_id/members',
    operationId: 'listProjectMembers',
    summary:
      'The project’s active members — `user_id`, `name`, `email`, `role` — for a signed-in member of any role (an agent too), by name: the inbox names assignees and note authors with it (decision 0024). Invitations not accepted yet are not listed; `/users` of {base_url} manages people.',
    signedIn: true,
    status: 200,
    response: z.object({
      data: z.array(z.object({ user_id: z.string().uuid(), name: z.string().nullable(), email: z.string(), role: z.enum(ROLES) })),
    }),
    errors: { 401: SIGNED_OUT, 404: 'Project not found (another project’s id too)' },
  },
  {
    method: 'get',
    path: '/projects/:project_id/overview',
    operationId: 'getProjectOverview',
    summary:
      'The project at a glance over a period (decision 0025, Overview), for a member whose role reads messaging: messages per hour (24h) or UTC day (7d, 30d) by direction and current status with delivery and read rates and the top failure reasons; spend (ledger charges) of the window and the credit balance; open findings; numbers needing attention (status not CONNECTED, quality YELLOW or RED); webhook endpoints failing (disabled by the platform, or failing since a moment) and failed deliveries of the period. Each part answers on its own: a service down makes it `{ available: false, error }`. `complete: false` marks a lower bound (a paged read stopped at its bound).',
    signedIn: true,
    query: z.object({ period: z.enum(['24h', '7d', '30d']).optional().describe('The window ending now; 24h when unset.') }),
    status: 200,
    response: z.object({
      data: z.object({
        period: z.enum(['24h', '7d', '30d']),
        since: z.string().datetime(),
        until: z.string().datetime(),
        bucket: z.enum(['hour', 'day']),
        messages: overviewPart({
          buckets: z.array(
            z.object({
              start: z.string().datetime(),
              received: z.number().int(),
              sent: z.number().int(),
              delivered: z.number().int(),
              read: z.number().int(),
              failed: z.number().int(),
              pending: z.number().int(),
            }),
          ),
          totals: z.object({
            received: z.number().int(),
            sent: z.number().int(),
            delivered: z.number().int(),
            read: z.number().int(),
            failed: z.number().int(),
            pending: z.number().int(),
          }),
          delivery_rate: z.number().nullable().describe('delivered / (sent + failed); null without outbound outcomes'),
          read_rate: z.number().nullable().describe('read / delivered; null without deliveries'),
          failure_reasons: z.array(z.object({ code: z.number().int(), title: z.string(), count: z.number().int() })),
        }),
        spend: overviewPart({
          currency: z.string().nullable(),
          charged_micros: z.string().describe('Charges of the window, millionths of currency (a positive integer string)'),
          charges: z.number().int(),
          complete: z.boolean(),
          balance_micros: z.string().nullable(),
          available_micros: z.string().nullable(),
        }),
        findings: overviewPart({ open: z.number().int(), by_signal: z.record(z.string(), z.number().int()), complete: z.boolean() }),
        numbers: overviewPart({
          total: z.number().int(),
          needing_attention: z.array(
            z.object({
              phone_number_id: z.string(),
              name: z.string(),
              display_phone_number: z.string(),
              verified_name: z.string(),
              status: z.string(),
              quality_rating: z.string(),
              reasons: z.array(z.string()),
            }),
          ),
          complete: z.boolean(),
        }),
        webhooks: overviewPart({
          total: z.number().int(),
          failing: z.array(
            z.object({
              id: z.string().uuid(),
              url: z.string(),
              active: z.boolean(),
              phone_number_id: z.string().nullable(),
              disabled_reason: z.string().nullable(),
              disabled_at: z.string().nullable(),
              failing_since: z.string().nullable(),
              reason: z.string(),
            }),
          ),
          failed_deliveries: z.number().int().describe('Failed deliveries of the period, at most 100'),
          failed_deliveries_complete: z.boolean(),
          complete: z.boolean(),
        }),
      }),
    }),
    errors: {
      400: 'period is not 24h, 7d or 30d, or an unknown query parameter',
      401: SIGNED_OUT,
      403: 'The role does not read messaging',
      404: 'Project not found (another project’s id too)',
    },
  },
  {
    method: 'get',
    path: '/projects/:project_id/media/:media_id',
    operationId: 'getProjectMedia',
    summary:
      'The bytes of a media of the project’s conversations (decision 0024), for a member whose role reads conversations (an agent too): the platform’s stored copy first (decision 0251), else the upstream’s, streamed; `Cache-Control: private`, `X-Content-Type-Options: nosniff`, a sandboxing CSP, and `Content-Disposition: attachment` for anything but images, audio and video. HEAD answers the headers.',
    signedIn: true,
    contentType: 'application/octet-stream',
    status: 200,
    response: z.string().describe('The media’s bytes, with its MIME type as Content-Type.'),
    errors: { 401: SIGNED_OUT, 403: 'The role does not read conversations', 404: 'Media not found (another project’s media too), or project not found' },
  },
  {
    method: 'get',
    path: '/projects/:project_id/messaging_calls/:call_id/artifacts/:kind',
    operationId: 'getProjectCallArtifact',
    summary:
      'A call’s `recording` (audio, at most 32 MiB) or `transcription` (a text preview as JSON; the original JSON with `download=true`), fetched from the upstream on each read (decision 0220) for a member whose role reads conversations (decision 0024): the {app_url} calls read of an API key, for a session.',
    signedIn: true,
    query: z.object({ download: z.enum(['true', 'false']).optional().describe('transcription only: the original JSON instead of the preview') }),
    contentType: 'application/octet-stream',
    status: 200,
    response: z.string().describe('The recording’s audio, or the transcription (JSON).'),
    errors: {
      400: 'download given twice, not true/false, or on a recording',
      401: SIGNED_OUT,
      403: 'The role does not read conversations',
      404: 'Call not found (another project’s call too), no such artifact on the call, or project not found',
      409: 'The call’s phone number is no longer connected',
      410: 'The artifact has expired at the upstream',
      422: 'The artifact is over its size limit',
      502: 'The upstream could not be reached or refused',
    },
  },
  {
    method: 'post',
    path: '/notifications/read_all',
    operationId: 'markAllNotificationsRead',
    summary: 'Marks every unread notification of the person read (in one project with `project_id`).',
    signedIn: true,
    body: notificationSchemas.readAll,
    status: 200,
    response: z.object({ data: z.object({ marked: z.number().int() }) }),
    errors: { 400: 'Invalid body', 401: SIGNED_OUT, 403: CSRF, 404: 'Project not found' },
  },
  {
    method: 'post',
    path: '/notifications/:notification_id/read',
    operationId: 'markNotificationRead',
    summary: 'Marks one notification read (again: no change). Another person’s notification is 404 like an unknown id.',
    signedIn: true,
    status: 200,
    response: z.object({ data: notificationWire }),
    errors: { 400: 'notification_id is not a UUID', 401: SIGNED_OUT, 403: CSRF, 404: 'Notification not found' },
  },
  {
    method: 'get',
    path: '/notification_preferences',
    operationId: 'getNotificationPreferences',
    summary:
      'Every kind and channel of each project of the person: the effective setting and whether it is the role’s default (owners and admins: in_app on, email on for disabled, disconnected, restricted, credits, funding and template kinds; developers and viewers: off until turned on; agents: never).',
    signedIn: true,
    query: notificationSchemas.preferencesQuery,
    status: 200,
    response: z.object({ data: z.array(preference) }),
    errors: { 400: 'Invalid query', 401: SIGNED_OUT, 404: 'Project not found' },
  },
  {
    method: 'put',
    path: '/notification_preferences',
    operationId: 'setNotificationPreferences',
    summary: 'Sets some of the person’s preferences in one of their projects; answers that project’s effective preferences.',
    signedIn: true,
    body: notificationSchemas.setPreferences,
    status: 200,
    response: z.object({ data: z.array(preference) }),
    errors: { 400: 'Invalid body', 401: SIGNED_OUT, 403: CSRF, 404: 'Project not found' },
  },
];

/**
 * The OpenAPI 3.1 document of `{app_url}/api/v1` (served at `{app_url}/api/v1/openapi.json`). Every
 * {base_url} operation is also served there to a signed-in member under
 * `/projects/{project_id}/<path under {base_url}>`, described once by the {base_url} document.
 */
export function buildAppApiOpenApi(meta: { version: string }): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of APP_API_OPERATIONS) {
    const path = op.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const parameters = [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string', format: 'uuid' },
    }));
    // Each parameter's schema as a property of the query object (an optional one stays plain, not `anyOf` with nothing).
    const query = op.query ? (schema(op.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] }) : undefined;
    for (const [name, field] of Object.entries(op.query?.shape ?? {}) as Array<[string, z.ZodTypeAny]>)
      parameters.push({
        name,
        in: 'query',
        required: (query?.required ?? []).includes(name),
        schema: query?.properties?.[name] ?? schema(field, 'input'),
        ...(field.description ? { description: field.description } : {}),
      } as never);
    const write = op.method !== 'get';
    if (op.signedIn && write) parameters.push({ name: 'X-CSRF-Token', in: 'header', required: true, schema: { type: 'string', format: 'csrf' } } as never);
    const responses: Record<string, unknown> = {
      [String(op.status)]: { description: 'Success', content: { [op.contentType ?? 'application/json']: { schema: schema(op.response) } } },
    };
    for (const [code, description] of Object.entries(op.errors)) {
      responses[code] = {
        description,
        content: {
          'application/json': { schema: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } }, example: { error: description } },
        },
      };
    }
    (paths[path] ??= {})[op.method] = {
      operationId: op.operationId,
      summary: op.summary,
      tags: [op.path.startsWith('/notification') ? 'Notifications' : 'Dashboard session'],
      parameters,
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: schema(op.body, 'input') } } } } : {}),
      responses,
      security: op.signedIn ? [{ SessionCookie: [] }] : [],
    };
  }
  paths['/projects/{project_id}/{base_url_path}'] = {
    summary: 'Every {base_url} operation, for a signed-in member of the project',
    description:
      'Any method and path of the {base_url} document (its OpenAPI at {base_url}/openapi.json), served to the session instead of an API key: the member’s role is checked per route (decision 0014), writes need X-CSRF-Token, and a project the person is not an active member of is 404.',
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Messaging Platform dashboard API',
      version: meta.version,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        'The API of the dashboard at {app_url}/api/v1 (decision 0015): sign-in, sessions, password resets, invitations, TOTP, and every {base_url} route for a signed-in member. Authentication is the HttpOnly session cookie `mp_session` set by `POST /session`; cookie-authenticated writes also carry `X-CSRF-Token` (from sign-in or `GET /me`). Browsers only: programs use {base_url} with an API key.',
    },
    servers: [{ url: `${APP_ROOT}/api/v1`, description: '{app_url}/api/v1' }],
    components: { securitySchemes: { SessionCookie: { type: 'apiKey', in: 'cookie', name: 'mp_session' } } },
    paths,
  };
}
