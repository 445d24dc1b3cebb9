import express, { type Request, type Response, type Router } from 'express';
import { fromStruct, type contacts } from '@platform/contracts';
import { DomainError, httpStatusOf } from '@platform/errors';
import { callUnary, isUuid } from '@platform/grpc';
import type { Logger } from '@platform/logger';
import type { ContactsClient } from '../../infra/grpc/contacts.client';
import type { PassThroughUsecase } from '../../usecases/pass-through.usecase';
import { sendError } from './errors';

/** What the history reads need. */
export interface HistoryReadsDeps {
  logger: Logger;
  /** Ownership of the phone number (the same routing as the pass-through: foreign = unknown). */
  passThrough: Pick<PassThroughUsecase, 'ownerOf'>;
  /** The contacts service, which stores the conversations. */
  contacts: ContactsClient;
}

/** Paths served here: `[vNN.N/]{phone_number_id}/messages|conversations[/{id}]|contacts[/{wa_id}]`. */
const PATH = /^\/(?:v\d{1,3}\.\d{1,3}\/)?(\d{1,32})\/(messages|conversations|contacts)(?:\/([^/]{1,256}))?\/?$/;
const NOT_FOUND = 'Unsupported get request. Object does not exist or you do not have permission to access it';

type Obj = Record<string, unknown>;
const q = (req: Request, name: string): string | undefined => {
  const v = req.query[name];
  return typeof v === 'string' && v !== '' ? v : undefined;
};

function plainMessage(m: contacts.Message__Output): Obj {
  return {
    ...m,
    content: fromStruct(m.content),
    statuses: m.statuses.map((s) => ({ ...s, raw: fromStruct(s.raw) })),
    errors: m.errors.map((e) => fromStruct(e)),
  };
}
const plainContact = (c: contacts.Contact__Output): Obj => ({ ...c, properties: fromStruct(c.properties) });

/** Keeps only the `fields` the client asked for (comma-separated top-level names), when it asked. */
function pick(o: Obj, fields: string | undefined): Obj {
  if (!fields) return o;
  const keep = new Set(fields.split(',').map((f) => f.trim()));
  return Object.fromEntries(Object.entries(o).filter(([k]) => keep.has(k)));
}

function listBody(req: Request, items: Obj[], r: { before_cursor: string; after_cursor: string; has_older: boolean; has_newer: boolean }): Obj {
  const fields = q(req, 'fields');
  const link = (k: 'before' | 'after', v: string) => {
    const u = new URL(req.originalUrl, 'http://x');
    u.searchParams.delete('before');
    u.searchParams.delete('after');
    u.searchParams.set(k, v);
    return `${u.pathname}${u.search}`;
  };
  return {
    data: items.map((i) => pick(i, fields)),
    paging: {
      cursors: { before: r.before_cursor || null, after: r.after_cursor || null },
      next: r.has_older && r.after_cursor ? link('after', r.after_cursor) : null,
      previous: r.has_newer && r.before_cursor ? link('before', r.before_cursor) : null,
    },
  };
}

const limitOf = (req: Request) => {
  const v = q(req, 'limit');
  if (v === undefined) return 20;
  return /^\d{1,3}$/.test(v) ? Number(v) : -1;
};

/**
 * History reads of the {proxy_url} pass-through (issue 14), the reads the closest peer's SDK uses,
 * served from the platform's store (the contacts service) rather than the upstream, which keeps no
 * history: `GET {phone_number_id}/messages` (conversation_id, direction, status, since, until),
 * `/conversations` (status, last_active_since, last_active_until, phone_number), `/conversations/{id}`,
 * `/contacts` (wa_id, customer_id, has_customer), `/contacts/{wa_id}` (each contact with the number's
 * `customer_id`, decision 0234); cursor paged (limit, before, after), `fields` picks top-level
 * fields. A number the project does not own answers like an unknown one. Other paths go on to the
 * pass-through.
 */
export function historyReadsRouter(deps: HistoryReadsDeps): Router {
  const router = express.Router();
  router.get(PATH, async (req: Request, res: Response, next) => {
    const projectId = req.header('x-project-id');
    if (!isUuid(projectId)) return sendError(res, 401, 'Missing project context');
    const m = PATH.exec(req.path)!;
    const [, phoneNumberId, edge, id] = m;
    try {
      const owner = await deps.passThrough.ownerOf(projectId, phoneNumberId);
      if (!owner || owner.kind !== 'phone_number') return sendError(res, 404, NOT_FOUND);
      const client = deps.contacts.client();
      const page = { limit: limitOf(req), before: q(req, 'before'), after: q(req, 'after') };
      const base = { project_id: projectId, phone_number_id: phoneNumberId };
      if (edge === 'messages' && !id) {
        const r = await callUnary(client, 'ListMessages', {
          ...base,
          ...page,
          conversation_id: q(req, 'conversation_id'),
          direction: q(req, 'direction'),
          status: q(req, 'status'),
          since: q(req, 'since'),
          until: q(req, 'until'),
        });
        return void res.json(listBody(req, r.messages.map(plainMessage), r));
      }
      if (edge === 'messages') return sendError(res, 404, NOT_FOUND);
      if (edge === 'conversations' && id) {
        if (!isUuid(id)) return sendError(res, 404, NOT_FOUND);
        const r = await callUnary(client, 'GetConversation', { ...base, conversation_id: id });
        return void res.json(pick(r.conversation as unknown as Obj, q(req, 'fields')));
      }
      if (edge === 'conversations') {
        const r = await callUnary(client, 'ListConversations', {
          ...base,
          ...page,
          status: q(req, 'status'),
          phone_number: q(req, 'phone_number'),
          last_active_since: q(req, 'last_active_since'),
          last_active_until: q(req, 'last_active_until'),
        });
        return void res.json(listBody(req, r.conversations as unknown as Obj[], r));
      }
      // A contact reached through a number is that number's customer's (decision 0234).
      const customerId = owner.number.customerId;
      const withCustomer = (c: contacts.Contact__Output): Obj => ({ ...plainContact(c), customer_id: customerId });
      if (id) {
        const r = await callUnary(client, 'GetContact', { ...base, identifier: id });
        return void res.json(pick(withCustomer(r.contact!), q(req, 'fields')));
      }
      const wantCustomer = q(req, 'customer_id');
      if (wantCustomer !== undefined && !isUuid(wantCustomer)) return sendError(res, 400, 'customer_id must be a UUID');
      const hasCustomer = q(req, 'has_customer');
      if (hasCustomer !== undefined && hasCustomer !== 'true' && hasCustomer !== 'false') return sendError(res, 400, 'has_customer must be true or false');
      if ((wantCustomer !== undefined && wantCustomer !== customerId) || hasCustomer === 'false') {
        // Every contact of this number has the number's customer: another customer, or none, matches nothing.
        return void res.json({ data: [], paging: { cursors: { before: null, after: null }, next: null, previous: null } });
      }
      const r = await callUnary(client, 'ListContacts', { ...base, ...page, wa_id: q(req, 'wa_id') });
      return void res.json(listBody(req, r.contacts.map(withCustomer), r));
    } catch (err) {
      if (err instanceof DomainError && httpStatusOf(err) < 500) return sendError(res, httpStatusOf(err), err.message);
      // The store is unreachable or failed: the client may retry (never the upstream's answer).
      if (err instanceof DomainError) return sendError(res, 503, 'The conversation history is unavailable; retry the request');
      next(err);
    }
  });
  return router;
}
