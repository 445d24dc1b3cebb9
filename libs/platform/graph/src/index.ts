/**
 * @platform/graph: the one client of the upstream Graph API: requests with a deadline and a
 * per-call bearer token, error envelope parsing, and the §1.15 categories and retry hints.
 */
export * from './classify';
export * from './graph-client';
export { GraphError, graphEnvelopeOf, parseRetryAfter } from './graph-error';
export type { GraphErrorEnvelope, GraphErrorInit, GraphFailureKind } from './graph-error';
export * from './upstream-call';
