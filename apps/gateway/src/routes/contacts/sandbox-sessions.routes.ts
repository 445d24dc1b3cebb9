import { z } from 'zod';
import { grpcRoute, routesOf, type RouteDef } from '../route';
import { uuidParam } from '../schemas';
import { sandboxSession } from './schemas';

const createBody = z
  .object({
    sandbox_session: z
      .object({
        phone_number: z.string().min(3).max(32).describe('The tester’s phone number, international format.'),
      })
      .strict()
      .describe('A status is not accepted on creation (spec 3.7).'),
  })
  .strict();

/** Sandbox sessions on the platform sandbox number (spec 3.7). */
export const sandboxSessionRoutes: RouteDef[] = routesOf('contacts/sandbox-sessions.routes.ts', [
  grpcRoute({
    method: 'post',
    path: '/messaging/sandbox_sessions',
    operationId: 'createSandboxSession',
    summary: 'Create a sandbox session: pending_activation with a code (15 minutes) the tester sends to the sandbox number.',
    tag: 'Sandbox',
    body: createBody,
    response: z.object({ data: sandboxSession }),
    successStatuses: [201],
    errorStatuses: [400],
    service: 'contacts',
    rpc: 'CreateSandboxSession',
    request: ({ body }, ctx) => ({ project_id: ctx.projectId, phone_number: body.sandbox_session.phone_number }),
    reply: (res) => ({ status: 201, body: { data: res.session } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/sandbox_sessions',
    operationId: 'listSandboxSessions',
    summary: 'List sandbox sessions of the project, newest first (at most 100).',
    tag: 'Sandbox',
    query: z.object({ status: z.enum(['pending_activation', 'active', 'superseded']).optional() }),
    response: z.object({ data: z.array(sandboxSession) }),
    errorStatuses: [400],
    service: 'contacts',
    rpc: 'ListSandboxSessions',
    request: ({ query }, ctx) => ({ project_id: ctx.projectId, status: query.status }),
    reply: (res) => ({ body: { data: res.sessions } }),
  }),
  grpcRoute({
    method: 'get',
    path: '/messaging/sandbox_sessions/:session_id',
    operationId: 'getSandboxSession',
    summary: 'Read one sandbox session.',
    tag: 'Sandbox',
    params: z.object({ session_id: uuidParam }),
    response: z.object({ data: sandboxSession }),
    service: 'contacts',
    rpc: 'GetSandboxSession',
    request: ({ params }, ctx) => ({ project_id: ctx.projectId, session_id: params.session_id }),
    reply: (res) => ({ body: { data: res.session } }),
  }),
]);
