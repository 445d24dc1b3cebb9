/** The 24-hour customer-service window of a conversation, in words. */

export interface ServiceWindow {
  open: boolean;
  /** When it closes (open only). */
  until: Date | null;
  /** "You can reply until 14:05" / "... until Tue 3 Mar, 14:05" / "The 24-hour window is closed". */
  text: string;
  /** What to do about it, for a closed window. */
  hint: string | null;
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * The window from `service_window_expires_at` at `now`. Absent (no inbound message yet) or past:
 * closed, templates only. `timeZone` is for tests (the person's own zone otherwise).
 */
export function serviceWindow(expiresAt: string | null | undefined, now: Date, timeZone?: string): ServiceWindow {
  const until = expiresAt ? new Date(expiresAt) : null;
  if (!until || Number.isNaN(until.getTime()) || until.getTime() <= now.getTime()) {
    return {
      open: false,
      until: null,
      text: 'The 24-hour window is closed',
      hint: expiresAt
        ? 'The customer last wrote more than 24 hours ago: send an approved template, or wait for them to write.'
        : 'The customer has not written yet: only an approved template can start the conversation.',
    };
  }
  const time = until.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
  const local = timeZone ? new Date(until.toLocaleString('en-US', { timeZone })) : until;
  const localNow = timeZone ? new Date(now.toLocaleString('en-US', { timeZone })) : now;
  const day = sameDay(local, localNow) ? '' : `${until.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone })}, `;
  return { open: true, until, text: `You can reply until ${day}${time}`, hint: null };
}
