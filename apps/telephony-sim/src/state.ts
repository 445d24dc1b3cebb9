import { randomBytes } from 'node:crypto';

/** Capabilities as an available number shows them (Twilio capitalises SMS/MMS there). */
export interface Capabilities {
  voice: boolean;
  sms: boolean;
  mms: boolean;
  fax: boolean;
}

/** A number in the provider's inventory, available to buy. */
export interface PoolNumber {
  phone_number: string;
  iso_country: string;
  /** National area code (US/CA: the three digits after +1). */
  area_code: string | null;
  locality: string | null;
  region: string | null;
  postal_code: string | null;
  rate_center: string | null;
  lata: string | null;
  latitude: string | null;
  longitude: string | null;
  capabilities: Capabilities;
}

/** An IncomingPhoneNumber: a number the account owns. */
export interface OwnedNumber {
  sid: string;
  pool: PoolNumber;
  friendly_name: string;
  sms_url: string | null;
  sms_method: 'GET' | 'POST';
  sms_fallback_url: string | null;
  sms_fallback_method: 'GET' | 'POST';
  voice_url: string | null;
  voice_method: 'GET' | 'POST';
  voice_fallback_url: string | null;
  voice_fallback_method: 'GET' | 'POST';
  status_callback: string | null;
  status_callback_method: 'GET' | 'POST';
  address_sid: string | null;
  bundle_sid: string | null;
  date_created: Date;
  date_updated: Date;
}

/** One webhook the simulator fired (an inbound SMS or a call) and how the receiver answered. */
export interface Delivery {
  sid: string;
  kind: 'sms' | 'call';
  from: string;
  to: string;
  body: string;
  url: string | null;
  method: 'GET' | 'POST';
  params: Record<string, string>;
  signature: string | null;
  status: number | null;
  error: string | null;
  at: string;
}

/** A request the REST API received (the control API lists them). */
export interface SeenRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  /** The status answered; null when the client went away before the answer. */
  status: number | null;
  at: string;
}

/** Twilio-style SID: two letters and 32 hex digits. */
export const newSid = (prefix: string): string => prefix + randomBytes(16).toString('hex');

/** Default inventory: US 415, 212 and 512, and two GB numbers (fictional 555-01xx ranges). */
export function defaultPool(): PoolNumber[] {
  const us = (area: string, locality: string, region: string, postal: string): PoolNumber[] =>
    Array.from({ length: 5 }, (_, i) => ({
      phone_number: `+1${area}55501${String(i).padStart(2, '0')}`,
      iso_country: 'US',
      area_code: area,
      locality,
      region,
      postal_code: postal,
      rate_center: locality.toUpperCase().slice(0, 10),
      lata: null,
      latitude: null,
      longitude: null,
      capabilities: { voice: true, sms: true, mms: true, fax: false },
    }));
  const gb = ['+447700900100', '+447700900101'].map<PoolNumber>((n) => ({
    phone_number: n,
    iso_country: 'GB',
    area_code: null,
    locality: 'London',
    region: null,
    postal_code: null,
    rate_center: null,
    lata: null,
    latitude: null,
    longitude: null,
    capabilities: { voice: true, sms: true, mms: false, fax: false },
  }));
  return [...us('415', 'San Francisco', 'CA', '94105'), ...us('212', 'New York', 'NY', '10001'), ...us('512', 'Austin', 'TX', '78701'), ...gb];
}

/** The simulator's state: inventory, owned numbers, deliveries, requests. */
export class SimStore {
  pool: PoolNumber[] = defaultPool();
  readonly owned = new Map<string, OwnedNumber>();
  readonly deliveries: Delivery[] = [];
  readonly requests: SeenRequest[] = [];

  ownedByNumber(phone: string): OwnedNumber | undefined {
    return [...this.owned.values()].find((o) => o.pool.phone_number === phone);
  }

  /** Pool numbers nobody owns. */
  available(): PoolNumber[] {
    const taken = new Set([...this.owned.values()].map((o) => o.pool.phone_number));
    return this.pool.filter((p) => !taken.has(p.phone_number));
  }

  record<T extends { length: number; shift(): unknown }>(list: T): void {
    if (list.length > 1000) list.shift();
  }

  clear(): void {
    this.pool = defaultPool();
    this.owned.clear();
    this.deliveries.length = 0;
    this.requests.length = 0;
  }
}
