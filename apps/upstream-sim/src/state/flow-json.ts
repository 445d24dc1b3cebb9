import type { FlowValidationError } from './flows';

/** Flow JSON versions the simulated upstream accepts (reference 2.6: `{major}.{minor}`). */
export const SUPPORTED_JSON_VERSIONS = ['2.1', '3.0', '3.1', '4.0', '5.0', '5.1', '6.0', '6.1', '6.2', '6.3', '7.0', '7.1', '7.2', '7.3'];
/** data_api_version values the simulated upstream accepts. */
export const SUPPORTED_DATA_API_VERSIONS = ['3.0', '4.0'];

const TOP_LEVEL_KEYS = new Set(['version', 'data_api_version', 'routing_model', 'screens', 'data_channel_uri']);
const SCREEN_KEYS = new Set(['id', 'title', 'terminal', 'success', 'data', 'layout', 'refresh_on_back', 'sensitive']);
const SCREEN_ID = /^[A-Z][A-Z0-9_]*$/;

/** What the upstream derives from an uploaded flow JSON. */
export interface FlowJsonVerdict {
  json_version: string | null;
  data_api_version: string | null;
  validation_errors: FlowValidationError[];
}

/** Line/column (1-based) of the first occurrence of `"key"` at or after `from` in `text`. */
function locate(text: string, key: string | null, from = 0): { line: number; column: number; end: number; index: number } {
  const idx = key === null ? -1 : text.indexOf(`"${key}"`, from);
  const index = idx < 0 ? 0 : idx;
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  const column = index - before.lastIndexOf('\n');
  return { line, column, end: column + (key ? key.length + 2 : 1), index };
}

function err(text: string, error: string, message: string, path: string, key: string | null, from = 0): FlowValidationError {
  const at = locate(text, key, from);
  const span = { line_start: at.line, line_end: at.line, column_start: at.column, column_end: at.end };
  return { error, error_type: 'FLOW_JSON_ERROR', message, ...span, pointers: [{ ...span, path }] };
}

/**
 * Validates an uploaded flow JSON the way the Flows API reports it: never a request error, a list
 * of `validation_errors` (codes INVALID_FLOW_JSON, INVALID_PROPERTY_KEY, INVALID_PROPERTY_TYPE,
 * MISSING_REQUIRED_PROPERTY, PATTERN_MISMATCH, INVALID_PROPERTY_VALUE) with their positions.
 */
export function validateFlowJson(text: string): FlowJsonVerdict {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return {
      json_version: null,
      data_api_version: null,
      validation_errors: [err(text, 'INVALID_FLOW_JSON', `Invalid JSON: ${(e as Error).message}`, '', null)],
    };
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) {
    return { json_version: null, data_api_version: null, validation_errors: [err(text, 'INVALID_FLOW_JSON', 'Flow JSON must be an object.', '', null)] };
  }
  const o = doc as Record<string, unknown>;
  const errors: FlowValidationError[] = [];
  for (const k of Object.keys(o)) {
    if (!TOP_LEVEL_KEYS.has(k)) errors.push(err(text, 'INVALID_PROPERTY_KEY', `Property '${k}' is not allowed.`, k, k));
  }
  let jsonVersion: string | null = null;
  if (o.version === undefined) errors.push(err(text, 'MISSING_REQUIRED_PROPERTY', "Missing required property 'version'.", '', null));
  else if (typeof o.version !== 'string') errors.push(err(text, 'INVALID_PROPERTY_TYPE', "Property 'version' must be a string.", 'version', 'version'));
  else if (!SUPPORTED_JSON_VERSIONS.includes(o.version))
    errors.push(err(text, 'INVALID_PROPERTY_VALUE', `Flow JSON version '${o.version}' is not supported.`, 'version', 'version'));
  else jsonVersion = o.version;

  let dataApiVersion: string | null = null;
  if (o.data_api_version !== undefined) {
    if (typeof o.data_api_version !== 'string' || !SUPPORTED_DATA_API_VERSIONS.includes(o.data_api_version))
      errors.push(
        err(
          text,
          'INVALID_PROPERTY_VALUE',
          `data_api_version must be one of ${SUPPORTED_DATA_API_VERSIONS.join(', ')}.`,
          'data_api_version',
          'data_api_version',
        ),
      );
    else dataApiVersion = o.data_api_version;
    if (o.routing_model === undefined) errors.push(err(text, 'MISSING_REQUIRED_PROPERTY', "'routing_model' is required with 'data_api_version'.", '', null));
  } else if (o.routing_model !== undefined) {
    errors.push(err(text, 'INVALID_PROPERTY_KEY', "'routing_model' requires 'data_api_version'.", 'routing_model', 'routing_model'));
  }
  if (o.data_channel_uri !== undefined && jsonVersion !== null && Number(jsonVersion) >= 3)
    errors.push(
      err(
        text,
        'INVALID_PROPERTY_KEY',
        "Property 'data_channel_uri' is not allowed from version 3.0: set endpoint_uri on the flow.",
        'data_channel_uri',
        'data_channel_uri',
      ),
    );

  if (!Array.isArray(o.screens) || o.screens.length === 0) {
    errors.push(err(text, 'MISSING_REQUIRED_PROPERTY', "Property 'screens' must be a non-empty array.", 'screens', o.screens === undefined ? null : 'screens'));
  } else {
    const seen = new Set<string>();
    let from = locate(text, 'screens').index;
    o.screens.forEach((s: unknown, i: number) => {
      const path = `screens/${i}`;
      if (!s || typeof s !== 'object' || Array.isArray(s)) {
        errors.push(err(text, 'INVALID_PROPERTY_TYPE', `Screen ${i} must be an object.`, path, 'screens'));
        return;
      }
      const screen = s as Record<string, unknown>;
      const idAt = locate(text, 'id', from);
      from = idAt.index + 1;
      for (const k of Object.keys(screen)) {
        if (!SCREEN_KEYS.has(k)) errors.push(err(text, 'INVALID_PROPERTY_KEY', `Property '${k}' is not allowed in a screen.`, `${path}/${k}`, k, idAt.index));
      }
      if (typeof screen.id !== 'string') errors.push(err(text, 'MISSING_REQUIRED_PROPERTY', "Screen property 'id' is required.", `${path}/id`, null));
      else if (!SCREEN_ID.test(screen.id))
        errors.push(err(text, 'PATTERN_MISMATCH', `Screen id '${screen.id}' must match ${SCREEN_ID.source}.`, `${path}/id`, 'id', idAt.index));
      else if (seen.has(screen.id)) errors.push(err(text, 'INVALID_PROPERTY_VALUE', `Duplicate screen id '${screen.id}'.`, `${path}/id`, 'id', idAt.index));
      else seen.add(screen.id);
      const layout = screen.layout as Record<string, unknown> | undefined;
      if (!layout || typeof layout !== 'object')
        errors.push(err(text, 'MISSING_REQUIRED_PROPERTY', "Screen property 'layout' is required.", `${path}/layout`, null));
      else {
        if (layout.type !== 'SingleColumnLayout')
          errors.push(err(text, 'INVALID_PROPERTY_VALUE', "layout.type must be 'SingleColumnLayout'.", `${path}/layout/type`, 'type', idAt.index));
        if (!Array.isArray(layout.children))
          errors.push(err(text, 'MISSING_REQUIRED_PROPERTY', 'layout.children must be an array.', `${path}/layout/children`, 'layout', idAt.index));
      }
    });
  }
  return { json_version: jsonVersion, data_api_version: dataApiVersion, validation_errors: errors };
}
