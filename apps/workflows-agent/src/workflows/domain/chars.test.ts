import { describe, expect, it } from 'vitest';
import { AgentConfigSchema } from '../../agents/domain/agent-config';
import { withinChars } from './chars';
import { parseDefinition } from './graph-parse';

/** An emoji outside the BMP: one character (code point), two UTF-16 units. */
const EMOJI = '😀';

const node = (id: string, node_type: string, config: unknown = {}) => ({ id, data: { node_type, config } });
const edge = (source: string, target: string) => ({ source, target });
const errorsOf = (config: unknown) => {
  const r = parseDefinition({ nodes: [node('start', 'start'), node('b', 'send_interactive', config)], edges: [edge('start', 'b')] });
  return r.ok ? [] : r.errors;
};

describe('length limits count characters (code points), not UTF-16 units', () => {
  it('withinChars counts an emoji as one', () => {
    expect(EMOJI.length).toBe(2);
    expect(withinChars(EMOJI.repeat(20), 20)).toBe(true);
    expect(withinChars(EMOJI.repeat(21), 20)).toBe(false);
    expect(withinChars(`${EMOJI.repeat(19)}a`, 20)).toBe(true);
    expect(withinChars('a'.repeat(41), 20)).toBe(false);
    expect(withinChars('', 0)).toBe(true);
  });

  it('a workflow button title of 20 emoji is accepted, 21 refused; a list row title likewise at 24', () => {
    const buttons = (title: string) => errorsOf({ interactive_type: 'button', body_text: 'Pick', buttons: [{ id: 'a', title }] });
    expect(buttons(EMOJI.repeat(20))).toEqual([]);
    expect(buttons(EMOJI.repeat(21))).toEqual([{ path: 'nodes[1].data.config.buttons[0].title', message: 'must be at most 20 characters' }]);
    const row = (title: string) =>
      errorsOf({ interactive_type: 'list', body_text: 'Pick', list_button_text: 'Menu', list_sections: [{ rows: [{ id: 'r', title }] }] });
    expect(row(EMOJI.repeat(24))).toEqual([]);
    expect(row(`${EMOJI.repeat(24)}x`)).toEqual([{ path: 'nodes[1].data.config.list_sections[0].rows[0].title', message: 'must be at most 24 characters' }]);
  });

  it('agent config strings: a tool description of 1024 emoji and a system prompt of 50,000 are accepted, one more refused', () => {
    const hook = (description: string) => ({ webhook_tools: [{ name: 'refund', description, url: 'https://x.test' }] });
    expect(AgentConfigSchema.safeParse(hook(EMOJI.repeat(1024))).success).toBe(true);
    const long = AgentConfigSchema.safeParse(hook(EMOJI.repeat(1025)));
    expect(long.success).toBe(false);
    expect(!long.success && long.error.issues[0]).toMatchObject({ path: ['webhook_tools', 0, 'description'], message: 'must be at most 1024 characters' });
    expect(AgentConfigSchema.safeParse({ system_prompt: EMOJI.repeat(50_000) }).success).toBe(true);
    expect(AgentConfigSchema.safeParse({ system_prompt: EMOJI.repeat(50_001) }).success).toBe(false);
    expect(AgentConfigSchema.safeParse({ reasoning_effort: EMOJI.repeat(32) }).success).toBe(true);
    expect(AgentConfigSchema.safeParse({ reasoning_effort: EMOJI.repeat(33) }).success).toBe(false);
  });
});
