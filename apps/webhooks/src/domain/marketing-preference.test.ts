import { describe, expect, it } from 'vitest';
import { decidePreference } from './marketing-preference';

describe('marketing preference transitions', () => {
  it('fires on the first stop with the next sequence', () => {
    expect(decidePreference(null, 'stopped', 0)).toEqual({ fire: true, previousStatus: null, sequence: 1 });
  });
  it('does not fire on a first resume (a contact is subscribed until they stop)', () => {
    expect(decidePreference(null, 'resumed', 0)).toEqual({ fire: false, reason: 'not_a_transition' });
  });
  it('does not fire when the status does not change', () => {
    expect(decidePreference({ status: 'stopped' }, 'stopped', 4)).toEqual({ fire: false, reason: 'not_a_transition' });
  });
  it('fires on stop → resume with the per-contact sequence + 1', () => {
    expect(decidePreference({ status: 'stopped' }, 'resumed', 4)).toEqual({ fire: true, previousStatus: 'stopped', sequence: 5 });
  });
});
