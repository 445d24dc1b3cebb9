/** ISO string of a timestamp column, or undefined when null. */
export const iso = (v: unknown): string | undefined => (v === null || v === undefined ? undefined : new Date(v as string).toISOString());
