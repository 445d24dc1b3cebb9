/** A contact property's value typed by the person: text, a number, or yes/no. */

export type PropertyType = 'string' | 'number' | 'boolean';

export function propertyType(v: string | number | boolean): PropertyType {
  return typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : 'string';
}

/** The value to store, or a sentence saying what is wrong. */
export function parsePropertyValue(type: PropertyType, raw: string): { value: string | number | boolean } | { error: string } {
  if (type === 'boolean') {
    if (raw === 'true' || raw === 'false') return { value: raw === 'true' };
    return { error: 'Choose yes or no.' };
  }
  if (type === 'number') {
    const t = raw.trim();
    const n = Number(t);
    if (!t || !Number.isFinite(n)) return { error: 'Write a number, for example 12 or 3.5.' };
    return { value: n };
  }
  if (!raw.trim()) return { error: 'Write a value.' };
  return { value: raw };
}

/** A property key the person typed: trimmed, not empty, at most 64 characters. */
export function propertyKeyProblem(key: string, existing: string[], editing: string | null): string | null {
  const k = key.trim();
  if (!k) return 'Name the property.';
  if (k.length > 64) return 'A property name has at most 64 characters.';
  if (k !== editing && existing.includes(k)) return 'This contact already has a property with that name.';
  return null;
}

/** A value as a person reads it. */
export function showPropertyValue(v: string | number | boolean): string {
  return typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v);
}
