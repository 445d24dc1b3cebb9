import { graphId } from '../ids';
import type { SimStore } from './store';

/** Template categories (reference 2.5). */
export const TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;

/** Template statuses the upstream reports. */
export const TEMPLATE_STATUSES = [
  'APPROVED',
  'PENDING',
  'REJECTED',
  'PAUSED',
  'DISABLED',
  'IN_APPEAL',
  'PENDING_DELETION',
  'DELETED',
  'LIMIT_EXCEEDED',
  'ARCHIVED',
] as const;

/** Template quality scores. */
export const TEMPLATE_QUALITY = ['GREEN', 'YELLOW', 'RED', 'UNKNOWN'] as const;

/** The parts of a message template the store's `Template` does not keep (review, quality, content). */
export interface TemplateDetails {
  components: unknown[];
  parameter_format: 'NAMED' | 'POSITIONAL';
  quality_score: (typeof TEMPLATE_QUALITY)[number];
  rejected_reason: string;
  sub_category?: string;
  created_at: Date;
}

/** An uploaded media object (30 days at the upstream unless deleted). */
export interface SimMedia {
  id: string;
  phone_number_id: string;
  mime_type: string;
  sha256: string;
  file_size: number;
  filename: string | null;
  bytes: Buffer;
  created_at: Date;
}

/** A business profile (`whatsapp_business_profile`). */
export interface BusinessProfile {
  about: string;
  address: string;
  description: string;
  email: string;
  profile_picture_url: string;
  websites: string[];
  vertical: string;
}

/** A user's permission to be called by a number (reference 2.7). */
export interface CallPermission {
  status: 'temporary' | 'permanent';
  expires_at: Date | null;
}

/** A QR code with a prefilled message (`message_qrdls`). */
export interface QrCode {
  code: string;
  phone_number_id: string;
  prefilled_message: string;
  created_at: Date;
}

/** Registration state of a number beyond its status: two-step PIN and register calls (133016). */
export interface Registration {
  pin: string | null;
  /** Times of register/deregister calls (rate limit: 10 per 72 h). */
  calls: Date[];
}

/** Calling settings of a number (`/settings`). */
export interface CallingSettings {
  status: 'ENABLED' | 'DISABLED';
  call_icon_visibility: 'DEFAULT' | 'DISABLE_ALL';
  callback_permission_status: 'ENABLED' | 'DISABLED';
}

/**
 * The everyday Cloud API state beyond messages: template details, media, business profiles, block
 * lists, call permissions (with their request counters), read receipts, QR codes, registration and
 * calling settings. Keyed by the ids the routes use; emptied by `clear()` on reset.
 */
export class SimCloudApi {
  readonly templateDetails = new Map<string, TemplateDetails>();
  readonly media = new Map<string, SimMedia>();
  readonly profiles = new Map<string, BusinessProfile>();
  /** Blocked users per phone number id. */
  readonly blocked = new Map<string, Set<string>>();
  /** Call permission per `${phone_number_id}:${wa_id}`. */
  readonly callPermissions = new Map<string, CallPermission>();
  /** Times of call permission requests sent per `${phone_number_id}:${wa_id}`. */
  readonly permissionRequests = new Map<string, Date[]>();
  /** Inbound message ids per phone number (so read receipts can be checked) and when they were read. */
  readonly inbound = new Map<string, { phone_number_id: string; from: string; read_at: Date | null; typing_at: Date | null }>();
  readonly qrCodes = new Map<string, QrCode>();
  readonly registrations = new Map<string, Registration>();
  readonly calling = new Map<string, CallingSettings>();

  constructor(private readonly store: SimStore) {}

  /** A fresh node id used by no node, template or media. */
  newId(): string {
    return graphId((id) => this.store.kindOf(id) !== undefined || this.store.templates.has(id) || this.media.has(id));
  }

  /** The registration record of a number (created on first use). */
  registration(phoneNumberId: string): Registration {
    let r = this.registrations.get(phoneNumberId);
    if (!r) {
      r = { pin: null, calls: [] };
      this.registrations.set(phoneNumberId, r);
    }
    return r;
  }

  /** Empties everything. */
  clear(): void {
    for (const m of [
      this.templateDetails,
      this.media,
      this.profiles,
      this.blocked,
      this.callPermissions,
      this.permissionRequests,
      this.inbound,
      this.qrCodes,
      this.registrations,
      this.calling,
    ])
      m.clear();
  }
}

const registry = new WeakMap<SimStore, SimCloudApi>();

/** The Cloud API state that belongs to a simulator's store (created on first use). */
export function cloudOf(store: SimStore): SimCloudApi {
  let c = registry.get(store);
  if (!c) {
    c = new SimCloudApi(store);
    registry.set(store, c);
  }
  return c;
}
