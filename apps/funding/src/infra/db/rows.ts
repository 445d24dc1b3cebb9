/** Small row mappers shared by the repositories. */

/** ISO string of a timestamp column, or undefined for null. */
export const isoOrUndef = (v: unknown): string | undefined => (v === null || v === undefined ? undefined : new Date(v as string).toISOString());

/** Date of a timestamp column, or null. */
export const dateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));

/** Number of an int8/int4 column (pg returns int8 as a string), or null. */
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
