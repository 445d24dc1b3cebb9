/**
 * A broadcast's lifecycle as the dashboard offers it (decision 0800): which commands a state allows,
 * the states and recipient statuses in words, when a page refetches, and the counters it shows.
 */
import type { Broadcast } from './types';

export type BroadcastAction = 'edit' | 'add_recipients' | 'remove_recipients' | 'schedule' | 'cancel' | 'send' | 'stop' | 'resume' | 'duplicate' | 'delete';

export type ResumeScope = 'pending' | 'failed' | 'all';

/** Every broadcast status the API lists by (the list's status filter). */
export const BROADCAST_STATUSES = ['copying', 'draft', 'scheduled', 'sending', 'completed', 'stopped', 'failed'] as const;

/** Every recipient status (the recipients list's status filter). */
export const RECIPIENT_STATUSES = ['pending', 'sending', 'sent', 'delivered', 'read', 'failed', 'suppressed'] as const;

const ACTIONS: Record<string, BroadcastAction[]> = {
  copying: [],
  draft: ['edit', 'add_recipients', 'remove_recipients', 'schedule', 'send', 'duplicate', 'delete'],
  scheduled: ['add_recipients', 'remove_recipients', 'schedule', 'cancel', 'send', 'duplicate'],
  sending: ['stop', 'duplicate'],
  stopped: ['resume', 'duplicate'],
  failed: ['resume', 'duplicate'],
  completed: ['resume', 'duplicate'],
};

/**
 * The commands offered on a broadcast in its state, for a person who may write messaging (none
 * otherwise). Sending or scheduling needs at least one recipient (the page says so instead).
 */
export function allowedActions(b: Pick<Broadcast, 'status' | 'total_recipients'>, canWrite: boolean): BroadcastAction[] {
  if (!canWrite) return [];
  const actions = ACTIONS[b.status] ?? ['duplicate'];
  if (b.total_recipients > 0) return actions;
  return actions.filter((a) => a !== 'send' && a !== 'schedule' && a !== 'remove_recipients');
}

/** The resume scopes that can do something in this state: a completed broadcast has nothing pending. */
export function resumeScopes(b: Pick<Broadcast, 'status' | 'pending' | 'failed'>): ResumeScope[] {
  if (!['stopped', 'failed', 'completed'].includes(b.status)) return [];
  const scopes: ResumeScope[] = [];
  if (b.status !== 'completed' || b.pending > 0) scopes.push('pending');
  if (b.failed > 0) scopes.push('failed');
  scopes.push('all');
  return scopes;
}

export const RESUME_SCOPE_WORDS: Record<ResumeScope, string> = {
  pending: 'Pending recipients (those not sent yet)',
  failed: 'Failed recipients (send them again)',
  all: 'Pending and failed recipients',
};

const STATUS_WORDS: Record<string, string> = {
  copying: 'Copying',
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  completed: 'Completed',
  stopped: 'Stopped',
  failed: 'Failed',
};

const STATUS_COLORS: Record<string, string> = {
  copying: 'grape',
  draft: 'gray',
  scheduled: 'blue',
  sending: 'cyan',
  completed: 'green',
  stopped: 'orange',
  failed: 'red',
};

/** A broadcast status in words (an unknown one as it is: the API's list is extensible). */
export function statusWords(status: string): string {
  return STATUS_WORDS[status] ?? status;
}

export function statusColor(status: string): string {
  return STATUS_COLORS[status] ?? 'gray';
}

const RECIPIENT_WORDS: Record<string, string> = {
  pending: 'Pending',
  sending: 'Being sent',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
  suppressed: 'Suppressed (stopped marketing)',
};

const RECIPIENT_COLORS: Record<string, string> = {
  pending: 'gray',
  sending: 'cyan',
  sent: 'blue',
  delivered: 'teal',
  read: 'green',
  failed: 'red',
  suppressed: 'orange',
};

export function recipientStatusWords(status: string): string {
  return RECIPIENT_WORDS[status] ?? status;
}

export function recipientStatusColor(status: string): string {
  return RECIPIENT_COLORS[status] ?? 'gray';
}

/** How often a broadcast's page refetches in a state: quickly while it runs, slowly while scheduled, never once it rests. */
export function refetchEvery(status: string | undefined): number | false {
  if (status === 'sending' || status === 'copying') return 2000;
  if (status === 'scheduled') return 15_000;
  return false;
}

/** A rate (0..1, four decimals from the API) as a percentage in words. */
export function percent(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '—';
  return `${(rate * 100).toFixed(rate * 100 >= 10 || rate === 0 ? 1 : 2).replace(/\.0+$/, '')}%`;
}

/** Share of the recipients that are done (not pending), 0..100, for the progress bar. */
export function progressPercent(b: Pick<Broadcast, 'total_recipients' | 'pending'>): number {
  if (!b.total_recipients) return 0;
  return Math.round(((b.total_recipients - b.pending) / b.total_recipients) * 100);
}

/** The counters of a broadcast in the order the page shows them, with what each counts (decision 0800). */
export function counters(b: Broadcast): Array<{ key: string; label: string; value: number; hint: string }> {
  return [
    { key: 'total_recipients', label: 'Recipients', value: b.total_recipients, hint: 'Everyone added' },
    { key: 'pending', label: 'Pending', value: b.pending, hint: 'Not sent yet: waiting, in flight or held back' },
    { key: 'sent', label: 'Sent', value: b.sent, hint: 'Accepted by the network (sent, delivered or read)' },
    { key: 'delivered', label: 'Delivered', value: b.delivered, hint: 'Delivered or read' },
    { key: 'read', label: 'Read', value: b.read, hint: 'Read by the recipient' },
    { key: 'responded', label: 'Responded', value: b.responded, hint: 'Replied after the message' },
    { key: 'failed', label: 'Failed', value: b.failed, hint: 'Refused; the reason is on the recipient' },
    { key: 'suppressed_count', label: 'Suppressed', value: b.suppressed_count, hint: 'Stopped marketing messages: never sent, left out of the rates' },
  ];
}

/** A local `datetime-local` value (`2026-11-29T14:30`) as an ISO instant; null when empty, unreadable, or not in the future. */
export function scheduleInstant(local: string, now = Date.now()): { iso: string } | { problem: string } {
  if (!local.trim()) return { problem: 'Choose a date and time.' };
  const t = new Date(local).getTime();
  if (Number.isNaN(t)) return { problem: 'That date and time could not be read.' };
  if (t <= now) return { problem: 'Choose a time in the future.' };
  return { iso: new Date(t).toISOString() };
}
