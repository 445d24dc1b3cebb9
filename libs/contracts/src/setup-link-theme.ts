import type { ThemeConfig } from './generated/svc/messaging_proxy/v1/ThemeConfig';

/**
 * The colours of a setup link's `theme_config` (spec 2.10; proto `svc.messaging_proxy.v1.ThemeConfig`),
 * each a `#RRGGBB` value: the one list the gateway's request schema and messaging-proxy's validation
 * both read, in the order of the contract.
 */
export const SETUP_LINK_THEME_KEYS = [
  'primary_color',
  'primary_foreground_color',
  'background_color',
  'text_color',
  'muted_text_color',
  'card_color',
  'muted_color',
  'border_color',
  'secondary_color',
  'secondary_foreground_color',
  'destructive_color',
  'destructive_foreground_color',
] as const satisfies ReadonlyArray<keyof ThemeConfig>;

/** One theme colour key. */
export type SetupLinkThemeKey = (typeof SETUP_LINK_THEME_KEYS)[number];
