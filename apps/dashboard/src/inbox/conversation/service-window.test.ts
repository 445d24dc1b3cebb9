import { describe, expect, it } from 'vitest';
import { serviceWindow } from './service-window';

const now = new Date('2026-03-03T10:00:00Z');

describe('serviceWindow', () => {
  it('open: "You can reply until HH:MM" on the same day', () => {
    expect(serviceWindow('2026-03-03T14:05:00Z', now, 'UTC')).toMatchObject({ open: true, text: 'You can reply until 14:05', hint: null });
  });
  it('open until another day names the day', () => {
    const w = serviceWindow('2026-03-04T09:30:00Z', now, 'UTC');
    expect(w.open).toBe(true);
    expect(w.text).toBe('You can reply until Wed 4 Mar, 09:30');
  });
  it('the time is in the given zone', () => {
    expect(serviceWindow('2026-03-03T14:05:00Z', now, 'Europe/Berlin').text).toBe('You can reply until 15:05');
  });
  it('past: closed, a template is needed', () => {
    const w = serviceWindow('2026-03-03T09:59:59Z', now, 'UTC');
    expect(w).toMatchObject({ open: false, text: 'The 24-hour window is closed' });
    expect(w.hint).toMatch(/template/);
  });
  it('exactly at the deadline: closed', () => {
    expect(serviceWindow('2026-03-03T10:00:00Z', now).open).toBe(false);
  });
  it.each([null, undefined, '', 'not a date'])('absent or unreadable (%s): closed, the customer has not written', (v) => {
    const w = serviceWindow(v, now);
    expect(w.open).toBe(false);
    if (!v) expect(w.hint).toMatch(/has not written/);
  });
});
