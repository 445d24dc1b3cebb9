import type { Request, RequestHandler, Response, Router } from 'express';
import { isUuid } from '@platform/grpc';
import type { UsersUsecase } from '../usecases/users.usecase';
import { handle } from './app-api-helpers';
import { sendError } from './errors';
import { authorize } from './middleware/authorize';
import { state } from './middleware/request-context';
import type { ForwarderDeps } from './proxies/keyed-forwarder';
import { memberCallArtifactForwarder, memberMediaForwarder } from './proxies/member-reads';

/** What the inbox's member reads need. */
export interface InboxReadsDeps {
  users: Pick<UsersUsecase, 'directory'>;
  /** messaging-proxy's HTTP origin and the logger of the forwarders. */
  forward: ForwarderDeps;
}

/** An upstream media id (the pass-through's node ids: digits). */
const MEDIA_ID = /^\d{1,32}$/;
const MEDIA_NOT_FOUND = 'Media not found';
const CALL_NOT_FOUND = 'Call not found';

/**
 * The inbox's reads for a signed-in member that {base_url} does not have (decision 0024), each behind the
 * session and the project membership (`member`: another project's or an unknown id is 404 like an
 * unknown one), registered before the {base_url} routes served to members:
 * - `GET /projects/{id}/members`: the active members (`user_id`, `name`, `email`, `role`), for any role;
 * - `GET|HEAD /projects/{id}/media/{media_id}`: a media's bytes, streamed from messaging-proxy's download
 *   route (the stored copy first); conversations readers only (agents included);
 * - `GET|HEAD /projects/{id}/messaging_calls/{call_id}/artifacts/{recording|transcription}`: a call's
 *   recording or transcription, forwarded to the {app_url} calls reads; conversations readers only.
 * Nothing else of the {app_url} mount is opened to sessions.
 */
export function registerInboxReadRoutes(r: Router, deps: InboxReadsDeps, mw: { signedIn: RequestHandler; member: RequestHandler }): void {
  const media = memberMediaForwarder(deps.forward);
  const artifacts = memberCallArtifactForwarder(deps.forward);
  const reads = (what: string) => authorize('messaging', what, 'conversations');

  r.get(
    '/projects/:project_id/members',
    mw.signedIn,
    mw.member,
    handle(async (_req, res) => {
      const members = await deps.users.directory(projectOf(res));
      res.setHeader('cache-control', 'private, no-cache');
      res.json({ data: members.map((m) => ({ user_id: m.user_id, name: m.name, email: m.email, role: m.role })) });
    }),
  );

  r.get('/projects/:project_id/media/:media_id', mw.signedIn, mw.member, reads('GET /media/{media_id}'), (req: Request, res: Response, next) => {
    const id = String(req.params.media_id);
    if (!MEDIA_ID.test(id)) return sendError(res, 404, MEDIA_NOT_FOUND);
    req.url = `/${id}/download`;
    return media(req, res, next);
  });

  r.get(
    '/projects/:project_id/messaging_calls/:call_id/artifacts/:kind',
    mw.signedIn,
    mw.member,
    reads('GET /messaging_calls/{call_id}/artifacts/{kind}'),
    (req: Request, res: Response, next) => {
      const { call_id: id, kind } = req.params as Record<string, string>;
      if (kind !== 'recording' && kind !== 'transcription') return sendError(res, 404, `No route for GET ${req.baseUrl}${req.path}`.slice(0, 300));
      if (!isUuid(id)) return sendError(res, 404, CALL_NOT_FOUND);
      const q = req.url.indexOf('?');
      req.url = `/api/v1/messaging_calls/${id}/artifacts/${kind}${q >= 0 ? req.url.slice(q) : ''}`;
      return artifacts(req, res, next);
    },
  );
}

/** The project the member guard admitted the request to. */
function projectOf(res: Response): string {
  return state(res).principal!.projectId;
}
