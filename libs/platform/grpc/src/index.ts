export * from './call';
export { assertCommitInTime, callTimeLeftMs, COMMIT_MARGIN_MS, currentRequestScope, runWithRequestScope, type CallScope } from './call-deadline';
export * from './client';
export { checkRequestGuards, isUuid, PROJECT_ID_FIELD, type RequestGuards } from './guards';
export * from './handler';
export * from './proto';
export * from './server';
