import { describe, expect, it } from 'vitest';
import { applyNameDecision, DISPLAY_NAME_STATUSES, type NameDecision } from './display-name';

const DECISIONS: NameDecision[] = ['APPROVED', 'REJECTED', 'DEFERRED', 'PENDING'];

describe('display name request state machine', () => {
  it.each(DISPLAY_NAME_STATUSES.flatMap((s) => DECISIONS.map((d) => [s, d] as const)))('%s + %s', (s, d) => {
    const expected = s !== 'pending_review' ? null : d === 'APPROVED' ? 'approved' : d === 'REJECTED' ? 'declined' : 'pending_review';
    expect(applyNameDecision(s, d)).toBe(expected);
  });
});
