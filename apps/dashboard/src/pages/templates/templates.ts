/**
 * A number's message templates as the upstream lists them (`GET /messaging/phone_numbers/{id}/message_templates`):
 * the statuses of the filter, statuses and categories in words, and a template's components as lines to preview.
 */

/** A template (svc.messaging_proxy.v1.SendingTemplate). */
export interface MessageTemplate {
  id: string;
  name: string;
  language: string;
  category: string;
  status: string;
  parameter_format: string;
  components: Array<Record<string, unknown>>;
  /** GREEN, YELLOW, RED or UNKNOWN as the upstream rates it; empty when it did not say. */
  quality_score?: string;
  /** Why the upstream rejected it (NONE when it did not); empty when it did not say. */
  rejected_reason?: string;
}

/** The upstream's statuses the filter takes (the API answers 400 for another). */
export const TEMPLATE_STATUSES = [
  'APPROVED',
  'PENDING',
  'REJECTED',
  'PAUSED',
  'DISABLED',
  'IN_APPEAL',
  'PENDING_DELETION',
  'DELETED',
  'LIMIT_EXCEEDED',
  'ARCHIVED',
] as const;

/** A status in words with its colour (the words are always shown). */
export function templateStatusWords(status: string): { words: string; colour: string } {
  switch (status.toUpperCase()) {
    case 'APPROVED':
      return { words: 'Approved: can be sent', colour: 'green' };
    case 'PENDING':
      return { words: 'Pending: in review', colour: 'blue' };
    case 'REJECTED':
      return { words: 'Rejected', colour: 'red' };
    case 'PAUSED':
      return { words: 'Paused for low quality', colour: 'yellow' };
    case 'DISABLED':
      return { words: 'Disabled', colour: 'red' };
    case 'IN_APPEAL':
      return { words: 'In appeal', colour: 'blue' };
    case 'PENDING_DELETION':
      return { words: 'Being deleted', colour: 'gray' };
    case 'DELETED':
      return { words: 'Deleted', colour: 'gray' };
    case 'LIMIT_EXCEEDED':
      return { words: 'Over the template limit', colour: 'red' };
    case 'ARCHIVED':
      return { words: 'Archived', colour: 'gray' };
    default:
      return { words: status, colour: 'gray' };
  }
}

/** The upstream's quality rating in words (with its colour: the words are always shown). */
export function qualityWords(score: string | undefined): { words: string; colour: string } {
  switch ((score ?? '').toUpperCase()) {
    case 'GREEN':
      return { words: 'High', colour: 'green' };
    case 'YELLOW':
      return { words: 'Medium', colour: 'yellow' };
    case 'RED':
      return { words: 'Low', colour: 'red' };
    case 'UNKNOWN':
      return { words: 'Not rated yet', colour: 'gray' };
    default:
      return { words: 'Not given', colour: 'gray' };
  }
}

/** Why a template was rejected, in words; null when it was not (NONE or empty). */
export function rejectedReasonWords(reason: string | undefined): string | null {
  const r = (reason ?? '').toUpperCase();
  if (!r || r === 'NONE') return null;
  return r.charAt(0) + r.slice(1).toLowerCase().replace(/_/g, ' ');
}

/** A category in words. */
export function categoryWords(category: string): string {
  switch (category.toUpperCase()) {
    case 'MARKETING':
      return 'Marketing';
    case 'UTILITY':
      return 'Utility';
    case 'AUTHENTICATION':
      return 'Authentication';
    default:
      return category || '—';
  }
}

const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v));

/** A template's components as preview lines: `Header: …`, `Body: …`, `Footer: …`, `Buttons: …`. */
export function componentLines(components: Array<Record<string, unknown>>): Array<{ kind: string; text: string }> {
  return components.map((c) => {
    const type = str(c.type).toUpperCase();
    const kind = type ? type[0] + type.slice(1).toLowerCase() : 'Component';
    if (type === 'BUTTONS' && Array.isArray(c.buttons)) {
      const buttons = (c.buttons as Array<Record<string, unknown>>).map(
        (b) => `[${str(b.text) || str(b.type)}]${b.url ? ` → ${str(b.url)}` : b.phone_number ? ` → ${str(b.phone_number)}` : ''}`,
      );
      return { kind, text: buttons.join(' ') };
    }
    if (type === 'HEADER' && c.format && str(c.format).toUpperCase() !== 'TEXT') {
      return { kind, text: `(${str(c.format).toLowerCase()})${c.text ? ` ${str(c.text)}` : ''}` };
    }
    if (c.text !== undefined) return { kind, text: str(c.text) };
    const rest = Object.fromEntries(Object.entries(c).filter(([k]) => k !== 'type'));
    return { kind, text: JSON.stringify(rest) };
  });
}
