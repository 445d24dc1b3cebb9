/**
 * A template's parameters and the `template` message that fills them (the upstream's send format):
 * header (text variable, or a media link for an image/video/document header), body variables, and
 * URL / copy-code buttons. Variables are NAMED (`{{first_name}}`) or POSITIONAL (`{{1}}`), as the
 * template's `parameter_format` says.
 */
import type { OutgoingMessage, Template } from '../inbox-api';

type Obj = Record<string, unknown>;

export interface TemplateParameter {
  /** Stable key of the input (`body:1`, `header:name`, `button:0`). */
  key: string;
  component: 'header' | 'body' | 'button';
  /** The variable's name (`first_name`) or position (`1`); for a button, its index. */
  name: string;
  /** Text, a media link for a media header, or a coupon code. */
  kind: 'text' | 'image' | 'video' | 'document' | 'coupon_code';
  /** What the input is called, in words. */
  label: string;
  /** The upstream's example value, when the template carries one. */
  example: string | null;
  /** A button's sub-type (`url`, `copy_code`). */
  subType?: 'url' | 'copy_code';
}

const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The variables of a text, in order of first appearance (`{{1}}`, `{{ name }}`). */
export function variablesOf(text: string): string[] {
  const seen: string[] = [];
  for (const m of text.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g)) if (!seen.includes(m[1])) seen.push(m[1]);
  return seen;
}

function component(t: Template, type: string): Obj | undefined {
  return t.components.map(obj).find((c) => str(c.type).toUpperCase() === type);
}

function example(c: Obj | undefined, field: string, name: string, index: number): string | null {
  const ex = obj(c?.example);
  const named = list(ex[`${field}_text_named_params`])
    .map(obj)
    .find((p) => p.param_name === name);
  if (named && typeof named.example === 'string') return named.example;
  const positional = list(ex[`${field}_text`]);
  const row = Array.isArray(positional[0]) ? (positional[0] as unknown[]) : positional;
  return typeof row[index] === 'string' ? (row[index] as string) : null;
}

/** The inputs a template needs before it can be sent. */
export function templateParameters(t: Template): TemplateParameter[] {
  const out: TemplateParameter[] = [];
  const header = component(t, 'HEADER');
  if (header) {
    const format = str(header.format).toUpperCase() || 'TEXT';
    if (format === 'TEXT') {
      variablesOf(str(header.text)).forEach((name, i) =>
        out.push({ key: `header:${name}`, component: 'header', name, kind: 'text', label: `Header {{${name}}}`, example: example(header, 'header', name, i) }),
      );
    } else if (format === 'IMAGE' || format === 'VIDEO' || format === 'DOCUMENT') {
      const kind = format.toLowerCase() as 'image' | 'video' | 'document';
      out.push({ key: 'header:media', component: 'header', name: 'media', kind, label: `Header ${kind}: link (https://...)`, example: null });
    }
  }
  const body = component(t, 'BODY');
  if (body) {
    variablesOf(str(body.text)).forEach((name, i) =>
      out.push({ key: `body:${name}`, component: 'body', name, kind: 'text', label: `Body {{${name}}}`, example: example(body, 'body', name, i) }),
    );
  }
  const buttons = list(component(t, 'BUTTONS')?.buttons).map(obj);
  buttons.forEach((b, index) => {
    const type = str(b.type).toUpperCase();
    if (type === 'URL' && variablesOf(str(b.url)).length) {
      out.push({
        key: `button:${index}`,
        component: 'button',
        name: String(index),
        kind: 'text',
        subType: 'url',
        label: `Button “${str(b.text) || index + 1}”: end of the link`,
        example: typeof list(b.example)[0] === 'string' ? (list(b.example)[0] as string) : null,
      });
    } else if (type === 'COPY_CODE') {
      out.push({
        key: `button:${index}`,
        component: 'button',
        name: String(index),
        kind: 'coupon_code',
        subType: 'copy_code',
        label: `Button “${str(b.text) || 'Copy code'}”: the code`,
        example: typeof b.example === 'string' ? b.example : null,
      });
    }
  });
  return out;
}

/** The inputs still empty (labels), for "Fill in ..." before sending. */
export function missingParameters(t: Template, values: Record<string, string>): string[] {
  return templateParameters(t)
    .filter((p) => !(values[p.key] ?? '').trim())
    .map((p) => p.label);
}

/** The body (or header) text with the values filled in, for the preview; empty variables stay visible. */
export function fillText(text: string, values: Record<string, string>, component: 'header' | 'body'): string {
  return text.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, name: string) => values[`${component}:${name}`]?.trim() || whole);
}

/** The `template` message for `api.sendMessage`. */
export function buildTemplateMessage(t: Template, values: Record<string, string>): OutgoingMessage {
  const named = String(t.parameter_format).toUpperCase() === 'NAMED';
  const params = templateParameters(t);
  const textParam = (p: TemplateParameter) => ({
    type: 'text',
    ...(named && p.component !== 'button' ? { parameter_name: p.name } : {}),
    text: (values[p.key] ?? '').trim(),
  });
  const components: Obj[] = [];
  const header = params.filter((p) => p.component === 'header');
  if (header.length) {
    components.push({
      type: 'header',
      parameters: header.map((p) => (p.kind === 'text' ? textParam(p) : { type: p.kind, [p.kind]: { link: (values[p.key] ?? '').trim() } })),
    });
  }
  const body = params.filter((p) => p.component === 'body');
  if (body.length) components.push({ type: 'body', parameters: body.map(textParam) });
  for (const p of params.filter((x) => x.component === 'button')) {
    const value = (values[p.key] ?? '').trim();
    components.push({
      type: 'button',
      sub_type: p.subType,
      index: p.name,
      parameters: [p.kind === 'coupon_code' ? { type: 'coupon_code', coupon_code: value } : { type: 'text', text: value }],
    });
  }
  return {
    type: 'template',
    template: { name: t.name, language: { code: t.language }, ...(components.length ? { components } : {}) },
  };
}

/** The text of a template's component, for the picker's preview. */
export function templateText(t: Template, type: 'HEADER' | 'BODY' | 'FOOTER'): string | null {
  const c = component(t, type);
  const text = str(c?.text);
  return text || null;
}

// ---- reply buttons (an interactive message) -------------------------------------------------------

export const MAX_REPLY_BUTTONS = 3;
export const MAX_BUTTON_TITLE = 20;
export const MAX_TEXT = 4096;
export const MAX_INTERACTIVE_BODY = 1024;

/** What is wrong with a reply (text and optional button titles), in a sentence; null when it can be sent. */
export function replyProblem(text: string, buttons: string[]): string | null {
  const body = text.trim();
  const titles = buttons.map((b) => b.trim());
  if (!body) return 'Write a message first.';
  if (!titles.length) return body.length > MAX_TEXT ? `A message has at most ${MAX_TEXT} characters.` : null;
  if (body.length > MAX_INTERACTIVE_BODY) return `A message with buttons has at most ${MAX_INTERACTIVE_BODY} characters.`;
  if (titles.length > MAX_REPLY_BUTTONS) return `At most ${MAX_REPLY_BUTTONS} reply buttons.`;
  if (titles.some((t) => !t)) return 'Every reply button needs a title (or remove it).';
  if (titles.some((t) => [...t].length > MAX_BUTTON_TITLE)) return `A button title has at most ${MAX_BUTTON_TITLE} characters.`;
  if (new Set(titles.map((t) => t.toLowerCase())).size !== titles.length) return 'Two reply buttons have the same title.';
  return null;
}

/** The message of a reply: text alone, or an interactive message with reply buttons. */
export function buildReply(text: string, buttons: string[]): OutgoingMessage {
  const titles = buttons.map((b) => b.trim()).filter(Boolean);
  if (!titles.length) return { type: 'text', text: { body: text.trim() } };
  return {
    type: 'interactive',
    interactive: {
      type: 'button',
      body: { text: text.trim() },
      action: { buttons: titles.map((title, i) => ({ type: 'reply', reply: { id: `reply-${i + 1}`, title } })) },
    },
  };
}
