import { notFound } from '@platform/errors';

/** A proto optional field: null (absent) → undefined. */
export const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/** A connector list's limit: 1 to 100, anything else 20. */
export const limitOf = (n: number) => (n >= 1 && n <= 100 ? n : 20);

/** The 404 of an unknown or foreign integration. */
export const integrationNotFound = () => notFound('INTEGRATION_NOT_FOUND', 'Integration not found');
