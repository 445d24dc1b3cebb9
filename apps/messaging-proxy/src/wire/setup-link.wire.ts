import { toProtoEnum, type messagingProxy } from '@platform/contracts';
import { numberParts } from '../domain/provisioning';
import { effectiveSetupLinkStatus } from '../domain/setup-link';
import type { ProvisionedNumberRow } from '../infra/db/provisioned-numbers.repository';
import type { SetupLinkRow } from '../infra/db/setup-links.repository';
import { iso } from '../infra/db/rows';

/** The public view of a link at `now` (expiry applied), its url built from the public origin. */
export function setupLinkToWire(row: SetupLinkRow, publicUrl: string, now: Date): messagingProxy.SetupLink {
  const o = row.options;
  return {
    id: row.id,
    customer_id: row.customerId,
    status: toProtoEnum('SETUP_LINK_STATUS', effectiveSetupLinkStatus(row.status, row.expiresAt, now)),
    created_at: iso(row.createdAt)!,
    expires_at: iso(row.expiresAt)!,
    url: `${publicUrl.replace(/\/$/, '')}/onboarding/${row.token}`,
    upstream_billing_mode: o.upstream_billing_mode,
    success_redirect_url: o.success_redirect_url,
    failure_redirect_url: o.failure_redirect_url,
    allowed_origins: o.allowed_origins,
    allowed_connection_types: o.allowed_connection_types,
    theme_config: o.theme_config,
    provision_phone_number: o.provision_phone_number,
    phone_number_area_code: o.phone_number_area_code,
    phone_number_country_isos: o.phone_number_country_isos,
    reconnect_phone_number: o.reconnect_phone_number,
    language: o.language,
    messaging_setup_status: row.messagingSetupStatus,
    messaging_setup_error: row.messagingSetupError ?? undefined,
    phone_number_id: row.phoneNumberId ?? undefined,
    provisioned_phone_number: row.provisionedNumber ? provisionedPhoneNumberToWire(row.provisionedNumber, row.phoneNumberId) : undefined,
  };
}

/**
 * The link's provisioned number (spec 2.10; decision 0248): its status is the flow's last step, or
 * `connected` once the link connected this number; strings not known yet (no number bought) are empty.
 */
export function provisionedPhoneNumberToWire(p: ProvisionedNumberRow, linkPhoneNumberId: string | null): messagingProxy.ProvisionedPhoneNumber {
  const parts = p.phoneNumber && p.countryIso ? numberParts(p.phoneNumber, p.countryIso, p.areaCode) : undefined;
  const connected = p.status === 'verified' && linkPhoneNumberId !== null && linkPhoneNumberId === p.upstreamPhoneNumberId;
  return {
    id: p.id,
    phone_number: p.phoneNumber ?? '',
    status: connected ? 'connected' : p.status,
    country_iso: p.countryIso ?? '',
    country_dial_code: p.countryDialCode ?? '',
    area_code: p.areaCode ?? '',
    display_number: parts?.display ?? p.phoneNumber ?? '',
  };
}
