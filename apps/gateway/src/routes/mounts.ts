import type { RequestHandler } from 'express';
import { appUrlForwarder } from '../http/proxies/app-url';
import type { ForwarderDeps } from '../http/proxies/keyed-forwarder';
import { onboardingForwarder } from '../http/proxies/onboarding';
import { proxyUrlForwarder } from '../http/proxies/proxy-url';
import { telephonyWebhooksForwarder } from '../http/proxies/telephony-webhooks';
import { APP_ROOT, PROXY_ROOT } from '../http/surface';
import type { ScopeGroup } from '../keys/scopes';

/** One public surface the gateway forwards whole to a service instead of answering from the route table. */
export interface Mount {
  /** The surface as the docs name it. */
  surface: string;
  /** Public path prefix the gateway mounts it at. */
  prefix: string;
  /** Who may call: the API key (`X-API-Key`), the key also as `Authorization: Bearer`, or anyone. */
  auth: 'api-key' | 'api-key-or-bearer' | 'public';
  /**
   * Whether `GET|HEAD [vNN.N/]{media_id}/download` with a signed link's parameters passes without a
   * key (decision 0243; http/proxies/media-links.ts).
   */
  signedMediaLinks: boolean;
  /** The scope group a key needs for it (decision 0011; read for GET/HEAD, write otherwise); null when public. */
  scopeGroup: ScopeGroup | null;
  /** The gateway file that forwards it, as a path under `apps/gateway/src/`. */
  file: string;
  /** The app that serves it (`apps/<service>`) and the path prefix the requests arrive under there. */
  service: string;
  servicePrefix: string;
  forwarder(deps: ForwarderDeps): RequestHandler;
}

/**
 * The mounts beside the route table, in the order `http/app.ts` mounts them (after discovery, before
 * {base_url}). docs/routes.md prints them with the module of `service` that serves `servicePrefix`.
 */
export const MOUNTS: readonly Mount[] = [
  {
    surface: '{proxy_url}',
    prefix: PROXY_ROOT,
    auth: 'api-key-or-bearer',
    signedMediaLinks: true,
    scopeGroup: 'messaging',
    file: 'http/proxies/proxy-url.ts',
    service: 'messaging-proxy',
    servicePrefix: '/proxy',
    forwarder: proxyUrlForwarder,
  },
  {
    surface: '{app_url}',
    prefix: APP_ROOT,
    auth: 'api-key',
    signedMediaLinks: false,
    scopeGroup: 'messaging',
    file: 'http/proxies/app-url.ts',
    service: 'messaging-proxy',
    servicePrefix: '/app',
    forwarder: appUrlForwarder,
  },
  {
    surface: 'onboarding pages',
    prefix: '/onboarding',
    auth: 'public',
    signedMediaLinks: false,
    scopeGroup: null,
    file: 'http/proxies/onboarding.ts',
    service: 'messaging-proxy',
    servicePrefix: '/onboarding',
    forwarder: onboardingForwarder,
  },
  {
    surface: 'telephony provider webhooks',
    prefix: '/telephony/webhooks',
    auth: 'public',
    signedMediaLinks: false,
    scopeGroup: null,
    file: 'http/proxies/telephony-webhooks.ts',
    service: 'messaging-proxy',
    servicePrefix: '/telephony/webhooks',
    forwarder: telephonyWebhooksForwarder,
  },
];
