import { describe, expect, it } from 'vitest';
import { validateFlowJson } from './flow-json';

const valid = { version: '7.3', screens: [{ id: 'WELCOME', layout: { type: 'SingleColumnLayout', children: [] } }] };

describe('flow JSON validation as the Flows API reports it', () => {
  it('accepts a valid flow and reads its versions', () => {
    expect(validateFlowJson(JSON.stringify(valid))).toEqual({ json_version: '7.3', data_api_version: null, validation_errors: [] });
    const endpoint = { ...valid, data_api_version: '3.0', routing_model: { WELCOME: [] } };
    expect(validateFlowJson(JSON.stringify(endpoint)).data_api_version).toBe('3.0');
  });

  it('reports each problem with its code, message and position, never throws', () => {
    const text = JSON.stringify({ version: '9.9', extra: 1, screens: [{ id: 'lower', layout: { type: 'Nope', children: [] } }] }, null, 2);
    const v = validateFlowJson(text);
    expect(v.json_version).toBeNull();
    expect(v.validation_errors.map((e) => e.error).sort()).toEqual([
      'INVALID_PROPERTY_KEY',
      'INVALID_PROPERTY_VALUE',
      'INVALID_PROPERTY_VALUE',
      'PATTERN_MISMATCH',
    ]);
    const extra = v.validation_errors.find((e) => e.error === 'INVALID_PROPERTY_KEY')!;
    expect(extra).toMatchObject({ error_type: 'FLOW_JSON_ERROR', line_start: 3, column_start: 3, pointers: [{ path: 'extra' }] });
    expect(validateFlowJson('{ not json').validation_errors[0].error).toBe('INVALID_FLOW_JSON');
    expect(validateFlowJson('[]').validation_errors[0].error).toBe('INVALID_FLOW_JSON');
  });

  it('needs routing_model with data_api_version, and no data_channel_uri from 3.0', () => {
    const v = validateFlowJson(JSON.stringify({ ...valid, data_api_version: '3.0', data_channel_uri: 'https://x' }));
    expect(v.validation_errors.map((e) => e.message).join(' ')).toMatch(/routing_model.*required|required.*routing_model/);
    expect(v.validation_errors.some((e) => e.pointers[0].path === 'data_channel_uri')).toBe(true);
    expect(validateFlowJson(JSON.stringify({ version: '7.3', screens: [] })).validation_errors[0].error).toBe('MISSING_REQUIRED_PROPERTY');
  });
});
