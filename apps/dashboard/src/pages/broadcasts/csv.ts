/**
 * Recipients from a CSV file (decision 0801): a header row, one recipient a row; the phone column and
 * one column per template variable. Every row is checked before anything is sent (invalid number,
 * missing parameter, duplicate of an earlier row) and keeps its row number (the header is row 1, as a
 * spreadsheet numbers it), so the API's own refusals (`"Recipient N: reason"`, N in the request) are
 * shown on the row they came from.
 */
import Papa from 'papaparse';
import type { Template } from '../../inbox/inbox-api';
import { buildTemplateMessage, templateParameters, type TemplateParameter } from '../../inbox/conversation/template-message';

/** The API's most recipients per request (400 beyond). */
export const MAX_BATCH = 1000;

export interface CsvTable {
  headers: string[];
  /** Data rows with their row number in the file (header = row 1). */
  rows: Array<{ row: number; cells: string[] }>;
}

/** Column indexes chosen for the phone number and each template variable (by the variable's key); null = not in the file. */
export interface ColumnMapping {
  phone: number | null;
  params: Record<string, number | null>;
}

export interface CsvRecipient {
  row: number;
  phone_number: string;
  components: Array<Record<string, unknown>>;
}

export interface RowError {
  /** The row in the file (null when the API named no recipient). */
  row: number | null;
  message: string;
}

/** Reads a CSV text: its header row and data rows (blank lines skipped, numbering kept). A problem in words when there is nothing to read. */
export function readCsv(text: string): CsvTable | { problem: string } {
  const clean = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(clean, { skipEmptyLines: false });
  const lines = parsed.data.filter((r): r is string[] => Array.isArray(r));
  const headerIndex = lines.findIndex((cells) => cells.some((c) => c.trim() !== ''));
  if (headerIndex < 0) return { problem: 'The file is empty: it needs a header row and one row per recipient.' };
  const headers = lines[headerIndex].map((h) => h.trim());
  const rows: CsvTable['rows'] = [];
  lines.forEach((cells, i) => {
    if (i <= headerIndex || cells.every((c) => c.trim() === '')) return;
    rows.push({ row: i + 1, cells: cells.map((c) => c.trim()) });
  });
  if (!rows.length) return { problem: 'The file has a header row but no recipient under it.' };
  return { headers, rows };
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const PHONE_HEADERS = ['phone', 'phonenumber', 'phone_number', 'mobile', 'msisdn', 'waid', 'number', 'to', 'whatsapp'].map(norm);

/** The mapping guessed from the header names: a phone-like column, and a column named like each variable (`name`, `1`, `body_1`, `{{1}}`). */
export function guessMapping(headers: string[], params: TemplateParameter[]): ColumnMapping {
  const names = headers.map(norm);
  let phone: number | null = names.findIndex((h) => PHONE_HEADERS.includes(h));
  if (phone < 0) phone = names.findIndex((h) => h.includes('phone'));
  const mapping: ColumnMapping = { phone: phone < 0 ? null : phone, params: {} };
  for (const p of params) {
    const candidates = [p.name, `${p.component}${p.name}`, p.label].map(norm);
    const i = names.findIndex((h, idx) => idx !== mapping.phone && candidates.includes(h));
    mapping.params[p.key] = i < 0 ? null : i;
  }
  return mapping;
}

/** A phone number as the API stores it (decision 0801): digits, `+`, spaces, dashes, dots and parentheses dropped; null unless 7 to 15 digits remain. */
export function phoneDigits(raw: string): string | null {
  const digits = raw.trim().replace(/[\s+\-.()]/g, '');
  return /^\d{7,15}$/.test(digits) ? digits : null;
}

/**
 * The recipients of the file and the rows refused before sending: a row needs a valid phone number
 * (7 to 15 digits), a value for every variable (its column, else the broadcast's default), and a
 * number no earlier row had. Each recipient carries its own components, built from its values.
 */
export function buildRecipients(
  table: CsvTable,
  mapping: ColumnMapping,
  template: Template,
  defaults: Record<string, string> = {},
): { recipients: CsvRecipient[]; errors: RowError[] } {
  const params = templateParameters(template);
  const recipients: CsvRecipient[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  if (mapping.phone === null) return { recipients, errors: [{ row: null, message: 'Choose the column that holds the phone numbers.' }] };
  for (const { row, cells } of table.rows) {
    const raw = (cells[mapping.phone] ?? '').trim();
    const problems: string[] = [];
    const digits = raw ? phoneDigits(raw) : null;
    if (!raw) problems.push('no phone number');
    else if (!digits) problems.push(`invalid phone number “${raw}” (7 to 15 digits)`);
    const values: Record<string, string> = {};
    const missing: string[] = [];
    for (const p of params) {
      const col = mapping.params[p.key];
      const value = (col === null || col === undefined ? '' : (cells[col] ?? '')).trim() || (defaults[p.key] ?? '').trim();
      if (!value) missing.push(p.label);
      values[p.key] = value;
    }
    if (missing.length) problems.push(`missing parameter${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
    if (digits && seen.has(digits)) problems.push(`duplicate of row ${seen.get(digits)}`);
    if (problems.length) {
      errors.push({ row, message: capitalize(problems.join('; ')) });
      continue;
    }
    seen.set(digits as string, row);
    recipients.push({ row, phone_number: digits as string, components: componentsOf(template, values) });
  }
  return { recipients, errors };
}

/** The template components (the upstream's send syntax) that fill a template's variables with `values`. */
export function componentsOf(template: Template, values: Record<string, string>): Array<Record<string, unknown>> {
  const message = buildTemplateMessage(template, values) as unknown as { template: { components?: Array<Record<string, unknown>> } };
  return message.template.components ?? [];
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Items in requests of at most `size` (the API takes 1 to 1,000 recipients a request). */
export function batches<T>(items: T[], size = MAX_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The API's refusals of one request (`"Recipient 3: invalid phone number format"`) on the file's rows. */
export function refusalRows(errors: string[], batch: Array<{ row: number }>): RowError[] {
  return errors.map((e) => {
    const m = /^Recipient (\d+):\s*(.*)$/s.exec(e);
    const entry = m ? batch[Number(m[1]) - 1] : undefined;
    if (!m || !entry) return { row: null, message: e };
    return { row: entry.row, message: capitalize(m[2]) };
  });
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The values (by variable key) that components fill in: a broadcast's default parameters or a recipient's frozen ones, for previews and defaults. */
export function valuesFromComponents(template: Template, components: Array<Record<string, unknown>>): Record<string, string> {
  const params = templateParameters(template);
  const values: Record<string, string> = {};
  const named = String(template.parameter_format).toUpperCase() === 'NAMED';
  for (const kind of ['header', 'body'] as const) {
    const comp = components.map(obj).find((c) => str(c.type).toLowerCase() === kind);
    const given = list(comp?.parameters).map(obj);
    params
      .filter((p) => p.component === kind)
      .forEach((p, i) => {
        const g = named && p.kind === 'text' ? (given.find((x) => x.parameter_name === p.name) ?? given[i]) : given[i];
        if (!g) return;
        const v = p.kind === 'text' ? str(g.text) : str(obj(g[p.kind]).link);
        if (v) values[p.key] = v;
      });
  }
  for (const p of params.filter((x) => x.component === 'button')) {
    const comp = components.map(obj).find((c) => str(c.type).toLowerCase() === 'button' && String(c.index) === p.name);
    const g = obj(list(comp?.parameters)[0]);
    const v = p.kind === 'coupon_code' ? str(g.coupon_code) : str(g.text);
    if (v) values[p.key] = v;
  }
  return values;
}
