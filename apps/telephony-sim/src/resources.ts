import type { OwnedNumber, PoolNumber } from './state';

export const API_VERSION = '2010-04-01';

/** Twilio's date format in 2010-04-01 resources (RFC 2822). */
export const rfc2822 = (d: Date): string => d.toUTCString().replace('GMT', '+0000');

/** National format Twilio uses as the default friendly name: "(415) 555-0100" for +1, E.164 elsewhere. */
export function friendlyOf(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}

/** An AvailablePhoneNumber (Local) as the search answers it. */
export function availableView(p: PoolNumber): Record<string, unknown> {
  return {
    friendly_name: friendlyOf(p.phone_number),
    phone_number: p.phone_number,
    lata: p.lata,
    locality: p.locality,
    rate_center: p.rate_center,
    latitude: p.latitude,
    longitude: p.longitude,
    region: p.region,
    postal_code: p.postal_code,
    iso_country: p.iso_country,
    address_requirements: 'none',
    beta: false,
    capabilities: { voice: p.capabilities.voice, SMS: p.capabilities.sms, MMS: p.capabilities.mms, fax: p.capabilities.fax },
  };
}

/** An IncomingPhoneNumber resource. */
export function ownedView(accountSid: string, o: OwnedNumber): Record<string, unknown> {
  return {
    account_sid: accountSid,
    address_requirements: 'none',
    address_sid: o.address_sid,
    api_version: API_VERSION,
    beta: false,
    bundle_sid: o.bundle_sid,
    capabilities: { ...o.pool.capabilities },
    date_created: rfc2822(o.date_created),
    date_updated: rfc2822(o.date_updated),
    emergency_address_sid: null,
    emergency_address_status: 'unregistered',
    emergency_status: 'Inactive',
    friendly_name: o.friendly_name,
    identity_sid: null,
    origin: 'twilio',
    phone_number: o.pool.phone_number,
    sid: o.sid,
    sms_application_sid: null,
    sms_fallback_method: o.sms_fallback_method,
    sms_fallback_url: o.sms_fallback_url,
    sms_method: o.sms_method,
    sms_url: o.sms_url,
    status: 'in-use',
    status_callback: o.status_callback,
    status_callback_method: o.status_callback_method,
    subresource_uris: { assigned_add_ons: `/${API_VERSION}/Accounts/${accountSid}/IncomingPhoneNumbers/${o.sid}/AssignedAddOns.json` },
    trunk_sid: null,
    type: 'local',
    uri: `/${API_VERSION}/Accounts/${accountSid}/IncomingPhoneNumbers/${o.sid}.json`,
    voice_application_sid: null,
    voice_caller_id_lookup: false,
    voice_fallback_method: o.voice_fallback_method,
    voice_fallback_url: o.voice_fallback_url,
    voice_method: o.voice_method,
    voice_receive_mode: 'voice',
    voice_url: o.voice_url,
  };
}

/**
 * A 2010-04-01 list page: the records under `key` and the paging fields the helper libraries read
 * (`next_page_uri` null on the last page).
 */
export function page<T>(
  key: string,
  path: string,
  query: URLSearchParams,
  all: T[],
  view: (t: T) => Record<string, unknown>,
  pageNo: number,
  pageSize: number,
): Record<string, unknown> {
  const start = pageNo * pageSize;
  const rows = all.slice(start, start + pageSize);
  const uriOf = (n: number): string => {
    const q = new URLSearchParams(query);
    q.set('PageSize', String(pageSize));
    q.set('Page', String(n));
    return `${path}?${q.toString()}`;
  };
  return {
    [key]: rows.map(view),
    end: start + Math.max(rows.length - 1, 0),
    first_page_uri: uriOf(0),
    next_page_uri: start + pageSize < all.length ? uriOf(pageNo + 1) : null,
    page: pageNo,
    page_size: pageSize,
    previous_page_uri: pageNo > 0 ? uriOf(pageNo - 1) : null,
    start,
    uri: uriOf(pageNo),
  };
}
