import { describe, expect, it } from 'vitest';
import { deriveFunding, FUNDING_REASONS, type FundingEvidence } from './funding-status';

const T1 = new Date('2026-01-01T00:00:00.000Z');
const T2 = new Date('2026-01-01T00:01:00.000Z');

const base: FundingEvidence = {
  membership: { status: 'active', observedCurrency: 'EUR' },
  portfolioFundingDisabled: false,
  attachment: null,
  latestAllocation: null,
  lastVerifiedAt: null,
  lastCheck: null,
  latestRun: null,
};
const funded: FundingEvidence = {
  ...base,
  attachment: { state: 'active', wabaCurrency: 'EUR' },
  latestAllocation: { requestStatus: 'APPROVED', fundingIdsMatch: true, observedAt: T1 },
  lastVerifiedAt: T1,
  lastCheck: { at: T1, ok: true },
  latestRun: { status: 'succeeded', errorKind: null },
};

describe('deriveFunding (spec 2.1)', () => {
  it('never requested → not_funded / funding_not_started, paused without attachment', () => {
    const d = deriveFunding({ ...base, membership: null });
    expect(d).toMatchObject({
      status: 'not_funded',
      reason: 'funding_not_started',
      wabaCurrency: null,
      paidMessages: { paused: true, reasons: ['no_funding_attachment'] },
    });
  });
  it('observed account currency is the waba_currency without an attachment', () => {
    expect(deriveFunding(base).wabaCurrency).toBe('EUR');
  });
  it('initial run in progress → pending', () => {
    expect(deriveFunding({ ...base, latestRun: { status: 'running', errorKind: null } })).toMatchObject({ status: 'pending', reason: 'funding_in_progress' });
  });
  it('verified, approved, ids match → funded, reason null, not paused', () => {
    const d = deriveFunding(funded);
    expect(d).toMatchObject({ status: 'funded', reason: null, paidMessages: { paused: false, reasons: [] } });
  });
  it('approved but never verified is not funded (verification evidence is required)', () => {
    expect(deriveFunding({ ...funded, lastVerifiedAt: null }).status).toBe('not_funded');
  });
  it('previously verified, later check failed → unknown / check_failed', () => {
    expect(deriveFunding({ ...funded, lastCheck: { at: T2, ok: false } })).toMatchObject({
      status: 'unknown',
      reason: 'check_failed',
      paidMessages: { paused: true, reasons: ['funding_not_verified'] },
    });
  });
  it('previously verified, allocation now pending / mismatched → unknown with that reason', () => {
    expect(
      deriveFunding({ ...funded, latestAllocation: { requestStatus: 'PENDING', fundingIdsMatch: false, observedAt: T2 }, lastCheck: { at: T2, ok: true } }),
    ).toMatchObject({ status: 'unknown', reason: 'allocation_pending' });
    expect(
      deriveFunding({ ...funded, latestAllocation: { requestStatus: 'APPROVED', fundingIdsMatch: false, observedAt: T2 }, lastCheck: { at: T2, ok: true } }),
    ).toMatchObject({ status: 'unknown', reason: 'funding_id_mismatch' });
  });
  it('run in progress after earlier verification → unknown, not pending (pending is initial only)', () => {
    expect(deriveFunding({ ...funded, latestRun: { status: 'pending', errorKind: null } })).toMatchObject({
      status: 'unknown',
      reason: 'reverification_in_progress',
    });
  });
  it('attachment revoked on upstream evidence → revoked', () => {
    expect(deriveFunding({ ...funded, attachment: { state: 'revoked', wabaCurrency: 'EUR' } })).toMatchObject({
      status: 'revoked',
      reason: 'allocation_deleted',
      paidMessages: { paused: true, reasons: ['attachment_revoked'] },
    });
  });
  it('customer kept an existing payment method → not_funded / existing_payment_method', () => {
    expect(deriveFunding({ ...base, latestRun: { status: 'failed', errorKind: 'existing_payment_method' } })).toMatchObject({
      status: 'not_funded',
      reason: 'existing_payment_method',
    });
  });
  it('failed, expired and cancelled runs name their reason', () => {
    expect(deriveFunding({ ...base, latestRun: { status: 'failed', errorKind: 'upstream_auth_failed' } }).reason).toBe('run_failed');
    expect(deriveFunding({ ...base, latestRun: { status: 'expired', errorKind: null } }).reason).toBe('run_expired');
    expect(deriveFunding({ ...base, latestRun: { status: 'cancelled', errorKind: null } }).reason).toBe('run_cancelled');
    expect(deriveFunding({ ...base, latestRun: { status: 'failed', errorKind: 'allocation_declined' } }).reason).toBe('allocation_declined');
  });
  it('portfolio disabled and membership removed pause paid messages', () => {
    expect(deriveFunding({ ...funded, portfolioFundingDisabled: true })).toMatchObject({
      status: 'unknown',
      reason: 'portfolio_funding_disabled',
      paidMessages: { paused: true },
    });
    expect(deriveFunding({ ...funded, membership: { status: 'removed', observedCurrency: null } }).paidMessages.reasons).toContain('membership_removed');
  });
  it('every reason has display copy', () => {
    for (const v of Object.values(FUNDING_REASONS)) expect(v.length).toBeGreaterThan(10);
  });
});

describe('deriveFunding: failed checks during a run that never verified', () => {
  it('the failed run explains the status better than the failed call', () => {
    const d = deriveFunding({ ...base, lastCheck: { at: T2, ok: false }, latestRun: { status: 'failed', errorKind: 'existing_payment_method' } });
    expect(d).toMatchObject({ status: 'not_funded', reason: 'existing_payment_method' });
  });
  it('without a finished run, a failed check is check_failed', () => {
    expect(deriveFunding({ ...base, lastCheck: { at: T2, ok: false } })).toMatchObject({ status: 'not_funded', reason: 'check_failed' });
  });
});

describe('deriveFunding: prepaid credits (decision 0104)', () => {
  it('a project whose topped-up credits ran out pauses paid messages with credits_exhausted; the funding status is unchanged', () => {
    const d = deriveFunding({ ...funded, credits: { toppedUp: true, availableMicros: 0n } });
    expect(d).toMatchObject({ status: 'funded', paidMessages: { paused: true, reasons: ['credits_exhausted'] } });
    expect(deriveFunding({ ...funded, credits: { toppedUp: true, availableMicros: 1n } }).paidMessages).toEqual({ paused: false, reasons: [] });
  });
  it('a project never topped up is not paused by credits (sends are still refused by balance, spec 2.1)', () => {
    expect(deriveFunding({ ...funded, credits: { toppedUp: false, availableMicros: 0n } }).paidMessages).toEqual({ paused: false, reasons: [] });
    expect(deriveFunding({ ...funded, credits: null }).paidMessages).toEqual({ paused: false, reasons: [] });
  });
});
