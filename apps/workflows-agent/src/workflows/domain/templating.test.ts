import { describe, expect, it } from 'vitest';
import { coerceValue, renderTemplate, renderValue, scanTemplate, type ExecutionContext } from './templating';

const ctx: ExecutionContext = {
  vars: { name: 'Ana', items: [{ sku: 'A1' }, { sku: 'B2' }], n: 3, flag: false, nested: { a: { b: 'deep' } } },
  system: { workflow_id: 'w1', last_user_input: 'yes please', last_resume: { reason: 'timeout' } },
  context: { phone_number: '+15550001', contact: { profile_name: 'Ana P' } },
  metadata: { request: { ip: '203.0.113.9' } },
};

describe('templating', () => {
  it('renders the four scopes, array indexes and the last_user_input shorthand', () => {
    expect(renderTemplate('Hi {{vars.name}} ({{ context.contact.profile_name }}) from {{metadata.request.ip}}', ctx)).toBe('Hi Ana (Ana P) from 203.0.113.9');
    expect(renderTemplate('{{vars.items.1.sku}} / {{last_user_input}} / {{system.last_resume.reason}}', ctx)).toBe('B2 / yes please / timeout');
  });

  it('renders missing values as empty, scalars as text and objects as JSON', () => {
    expect(renderTemplate('[{{vars.missing}}][{{vars.n}}][{{vars.flag}}][{{vars.nested.a}}]', ctx)).toBe('[][3][false][{"b":"deep"}]');
    expect(renderTemplate('{{vars.name.length}}', ctx)).toBe('');
    expect(renderTemplate('{{vars.__proto__}}', ctx)).toBe('');
  });

  it('keeps a lone placeholder typed inside JSON values', () => {
    expect(renderValue({ list: '{{vars.items}}', text: 'n={{vars.n}}', missing: '{{vars.nope}}', keep: 7 }, ctx)).toEqual({
      list: [{ sku: 'A1' }, { sku: 'B2' }],
      text: 'n=3',
      missing: null,
      keep: 7,
    });
  });

  it('finds references and refuses unknown scopes, unknown system keys and unclosed braces', () => {
    expect(scanTemplate('{{vars.a}} {{last_user_input}}').refs.map((r) => [r.scope, r.path.join('.')])).toEqual([
      ['vars', 'a'],
      ['system', 'last_user_input'],
    ]);
    expect(scanTemplate('{{env.X}}').errors[0]!.message).toContain("unknown variable scope 'env'");
    expect(scanTemplate('{{system.secret}}').errors[0]!.message).toContain("unknown system variable 'secret'");
    expect(scanTemplate('{{vars}}').errors[0]!.message).toContain('names a whole scope');
    expect(scanTemplate('{{vars.a b}}').errors[0]!.message).toContain('invalid variable path');
    expect(scanTemplate('hello {{vars.a').errors[0]!.message).toContain('unclosed placeholder');
    expect(scanTemplate('{{}}').errors[0]!.message).toContain('empty placeholder');
    expect(scanTemplate('plain } text { here').errors).toEqual([]);
  });

  it('converts set_variable values to their type or says why not', () => {
    expect(coerceValue(' 42.5 ', 'number')).toEqual({ ok: true, value: 42.5 });
    expect(coerceValue('', 'number').ok).toBe(false);
    expect(coerceValue('TRUE', 'boolean')).toEqual({ ok: true, value: true });
    expect(coerceValue('yes', 'boolean').ok).toBe(false);
    expect(coerceValue('{"a":[1]}', 'json')).toEqual({ ok: true, value: { a: [1] } });
    expect(coerceValue('{', 'json')).toEqual({ ok: false, message: 'the value is not valid JSON' });
    expect(coerceValue('x')).toEqual({ ok: true, value: 'x' });
  });
});
