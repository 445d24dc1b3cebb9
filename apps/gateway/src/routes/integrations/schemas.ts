import { z } from 'zod';
import { contractObject } from '../contract-schema';

/** Schemas shared by the integrations and their connected accounts (decision 0701). */

const user = contractObject('svc.workflows_agent.v1.ConnectorUser', {}, { uuid: ['id'] });
const project = contractObject('svc.workflows_agent.v1.ConnectorProject', {}, { uuid: ['id'] });
/** A connected account at the connector. */
export const account = contractObject('svc.workflows_agent.v1.ConnectorAccount', { user: user.nullable(), project }, { uuid: ['id'] });

/** A string of 1 to `max` characters. */
export const shortText = (max: number) => z.string().min(1).max(max);
/** A connector account id (`apn_...`). */
export const accountId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a connected account id');
/** What the connector may answer besides success. */
export const CONNECTOR_ERRORS = [400, 404, 422, 429, 502, 503];
