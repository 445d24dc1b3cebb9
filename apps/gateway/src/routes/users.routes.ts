import { z } from 'zod';
import { pageMeta as pageMetaOf } from '@platform/contracts';
import { ROLES } from '../keys/roles';
import type { MemberRecord } from '../people/people.repository';
import type { UsersUsecase } from '../usecases/users.usecase';
import { localRoute, routesOf, type RouteDef } from './route';
import { maxChars, pageMeta, pageQuery, uuidParam } from './schemas';

const iso = z.string().datetime();

const user = z.object({
  id: z.string().uuid().describe('The membership’s id: the person in this project (the /users/{id} id).'),
  user_id: z.string().uuid().describe('The person, the same in every project they belong to.'),
  email: z.string(),
  name: z.string().nullable(),
  role: z
    .enum(ROLES)
    .describe('owner and admin manage everything (only an owner manages owners); developer builds; agent handles conversations only; viewer reads.'),
  status: z.enum(['invited', 'active']).describe('invited: the mailed link is not accepted yet.'),
  invitation_expires_at: iso.nullable().describe('When the pending invitation link stops working.'),
  accepted_at: iso.nullable(),
  created_at: iso,
  updated_at: iso,
});

const userParams = z.object({ member_id: uuidParam.describe('The id of the person in this project (`id` in the list).') });

/** An address as the invitation needs it: a plain `local@domain` of at most 254 characters. */
const email = z
  .string()
  .trim()
  .max(254)
  .regex(/^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/, 'must be an email address');

const inviteBody = z.object({
  user: z.object({
    email,
    role: z.enum(ROLES),
    name: maxChars(200, 1).optional().describe('Shown until the person sets their own.'),
  }),
});

const patchBody = z.object({ user: z.object({ role: z.enum(ROLES) }) });

function toWire(m: MemberRecord) {
  return {
    id: m.id,
    user_id: m.user_id,
    email: m.email,
    name: m.name,
    role: m.role,
    status: m.status,
    invitation_expires_at: m.status === 'invited' ? m.invite_expires_at : null,
    accepted_at: m.accepted_at,
    created_at: m.created_at,
    updated_at: m.updated_at,
  };
}

/**
 * `/users`: the project's people and their roles (decision 0014), answered by the gateway itself:
 * list, invite by email (a mailed link), read, change the role, remove. The project keeps an owner.
 */
export function userRoutes(users: UsersUsecase): RouteDef[] {
  return routesOf('users.routes.ts', [
    localRoute({
      method: 'get',
      path: '/users',
      operationId: 'listUsers',
      summary: 'List the project’s people (invited and active) with their roles, most recent first.',
      tag: 'Users',
      query: pageQuery,
      response: z.object({ data: z.array(user), meta: pageMeta }),
      async handle({ query }, ctx) {
        const { items, total } = await users.list(ctx.projectId, query.page, query.per_page);
        return { body: { data: items.map(toWire), meta: pageMetaOf(query.page, query.per_page, total) } };
      },
    }),
    localRoute({
      method: 'post',
      path: '/users',
      operationId: 'inviteUser',
      summary:
        'Invite a person by email with a role: a link to accept (working 7 days, once) is mailed. Inviting a pending address again mails a new link (200); an active member is 409.',
      tag: 'Users',
      body: inviteBody,
      response: z.object({ data: user }),
      successStatuses: [201, 200],
      errorStatuses: [400, 403, 409, 503],
      async handle({ body }, ctx) {
        const r = await users.invite(ctx.projectId, body.user, ctx.caller);
        return { status: r.created ? 201 : 200, body: { data: toWire(r.member) } };
      },
    }),
    localRoute({
      method: 'get',
      path: '/users/:member_id',
      operationId: 'getUser',
      summary: 'Read one of the project’s people.',
      tag: 'Users',
      params: userParams,
      response: z.object({ data: user }),
      errorStatuses: [400, 404],
      async handle({ params }, ctx) {
        return { body: { data: toWire(await users.get(ctx.projectId, params.member_id)) } };
      },
    }),
    localRoute({
      method: 'patch',
      path: '/users/:member_id',
      operationId: 'updateUser',
      summary: 'Change a person’s role. Only an owner (or a full key) makes or changes owners; the last owner cannot be demoted (409).',
      tag: 'Users',
      params: userParams,
      body: patchBody,
      response: z.object({ data: user }),
      errorStatuses: [400, 403, 404, 409],
      async handle({ params, body }, ctx) {
        return { body: { data: toWire(await users.changeRole(ctx.projectId, params.member_id, body.user.role, ctx.caller)) } };
      },
    }),
    localRoute({
      method: 'delete',
      path: '/users/:member_id',
      operationId: 'removeUser',
      summary: 'Remove a person from the project (or withdraw their invitation). The last owner cannot be removed (409).',
      tag: 'Users',
      params: userParams,
      response: z.object({ data: user }),
      errorStatuses: [400, 403, 404, 409],
      async handle({ params }, ctx) {
        return { body: { data: toWire(await users.remove(ctx.projectId, params.member_id, ctx.caller)) } };
      },
    }),
  ]);
}
