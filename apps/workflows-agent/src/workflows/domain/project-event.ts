/**
 * Project events (decision 0743): the one rule that checks an event's name and properties, shared by
 * the workflow emit_event node (at save, on its config; at run, on its rendered properties) and
 * `POST {base_url}/events`. Limits are the peer's (GRAPH_LIMITS.emitEvent*). Pure: no I/O.
 */
import { eventNameError, GRAPH_LIMITS } from './graph.schema';

/** A violation: `path` is relative to the event (`event_name`/`name` is the caller's choice, `properties.x`). */
interface ProjectEventViolation {
  path: string;
  message: string;
}

const encoder = new TextEncoder();
const bytes = (s: string) => encoder.encode(s).length;

/**
 * Every violation of an event's properties: an object of flat scalars (string, number, boolean, null),
 * at most 25 keys of 1 to 64 characters, strings at most 1024 bytes, at most 8 KiB as JSON.
 */
export function eventPropertiesViolations(properties: unknown): ProjectEventViolation[] {
  if (properties === undefined) return [];
  if (properties === null || typeof properties !== 'object' || Array.isArray(properties))
    return [{ path: 'properties', message: 'must be an object of scalar values' }];
  const props = properties as Record<string, unknown>;
  const out: ProjectEventViolation[] = [];
  const keys = Object.keys(props);
  if (keys.length > GRAPH_LIMITS.emitEventPropsMax) out.push({ path: 'properties', message: `must have at most ${GRAPH_LIMITS.emitEventPropsMax} properties` });
  for (const k of keys) {
    if (k.length > GRAPH_LIMITS.emitEventPropKeyMax || !k)
      out.push({ path: 'properties', message: `property name '${k.slice(0, 80)}' must be 1 to ${GRAPH_LIMITS.emitEventPropKeyMax} characters` });
    const v = props[k];
    if (v !== null && typeof v !== 'string' && typeof v !== 'boolean' && !(typeof v === 'number' && Number.isFinite(v)))
      out.push({ path: `properties.${k}`, message: 'must be a string, number, boolean or null' });
    else if (typeof v === 'string' && bytes(v) > GRAPH_LIMITS.emitEventStringMaxBytes)
      out.push({ path: `properties.${k}`, message: `must be at most ${GRAPH_LIMITS.emitEventStringMaxBytes} bytes` });
  }
  if (bytes(JSON.stringify(props)) > GRAPH_LIMITS.emitEventPropsMaxBytes)
    out.push({ path: 'properties', message: `must be at most ${GRAPH_LIMITS.emitEventPropsMaxBytes} bytes as JSON` });
  return out;
}

/** Every violation of an event (name under `nameField`, then its properties). */
export function projectEventViolations(e: { name: unknown; properties?: unknown }, nameField = 'name'): ProjectEventViolation[] {
  const nameErr = eventNameError(e.name);
  return [...(nameErr ? [{ path: nameField, message: nameErr }] : []), ...eventPropertiesViolations(e.properties)];
}
