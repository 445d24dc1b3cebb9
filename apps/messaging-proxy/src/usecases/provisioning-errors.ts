import { GraphError } from '@platform/graph';
import { failureOfUpstream, type ProvisioningFailureCode } from '../domain/provisioning';
import { TelephonyError } from '../infra/telephony/telephony-client';

/** A provisioning failure: `code` is the onboarding failure code of the failure redirect. */
export class ProvisioningError extends Error {
  constructor(
    readonly code: ProvisioningFailureCode,
    message: string,
  ) {
    super(message);
    this.name = 'ProvisioningError';
  }
}

const FAILURE_CODES: readonly string[] = ['phone_verification_failed', 'waba_limit_reached', 'facebook_auth_failed'];

/** A stored failure code, read back (anything unknown: phone_verification_failed). */
export function failureCodeOf(stored: string | null): ProvisioningFailureCode {
  return stored && FAILURE_CODES.includes(stored) ? (stored as ProvisioningFailureCode) : 'phone_verification_failed';
}

/** Any failure of the flow as the error the port throws (upstream and provider failures mapped; decision 0248). */
export function toProvisioningError(err: unknown): ProvisioningError {
  if (err instanceof ProvisioningError) return err;
  if (err instanceof GraphError) {
    const code = failureOfUpstream({ code: err.code, subcode: err.subcode, category: err.category, message: err.message, details: err.details });
    const what = code === 'facebook_auth_failed' ? 'The upstream rejected the business token' : 'The upstream refused the number';
    return new ProvisioningError(code, `${what}: ${err.details ?? err.message}${err.code !== undefined ? ` (upstream code ${err.code})` : ''}`);
  }
  if (err instanceof TelephonyError)
    return new ProvisioningError(
      'phone_verification_failed',
      err.kind === 'no_numbers' ? `No phone numbers are available: ${err.message}` : `The telephony provider failed: ${err.message}`,
    );
  return new ProvisioningError('phone_verification_failed', 'Number provisioning failed');
}
