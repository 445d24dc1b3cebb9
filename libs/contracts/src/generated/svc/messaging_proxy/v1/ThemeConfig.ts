// Original file: protos/svc/messaging_proxy/v1/messaging_proxy.proto


/**
 * Colours of the onboarding page; every value is a hex colour `#RRGGBB`.
 */
export interface ThemeConfig {
  'primary_color'?: (string);
  'primary_foreground_color'?: (string);
  'background_color'?: (string);
  'text_color'?: (string);
  'muted_text_color'?: (string);
  'card_color'?: (string);
  'muted_color'?: (string);
  'border_color'?: (string);
  'secondary_color'?: (string);
  'secondary_foreground_color'?: (string);
  'destructive_color'?: (string);
  'destructive_foreground_color'?: (string);
  '_primary_color'?: "primary_color";
  '_primary_foreground_color'?: "primary_foreground_color";
  '_background_color'?: "background_color";
  '_text_color'?: "text_color";
  '_muted_text_color'?: "muted_text_color";
  '_card_color'?: "card_color";
  '_muted_color'?: "muted_color";
  '_border_color'?: "border_color";
  '_secondary_color'?: "secondary_color";
  '_secondary_foreground_color'?: "secondary_foreground_color";
  '_destructive_color'?: "destructive_color";
  '_destructive_foreground_color'?: "destructive_foreground_color";
}

/**
 * Colours of the onboarding page; every value is a hex colour `#RRGGBB`.
 */
export interface ThemeConfig__Output {
  'primary_color'?: (string);
  'primary_foreground_color'?: (string);
  'background_color'?: (string);
  'text_color'?: (string);
  'muted_text_color'?: (string);
  'card_color'?: (string);
  'muted_color'?: (string);
  'border_color'?: (string);
  'secondary_color'?: (string);
  'secondary_foreground_color'?: (string);
  'destructive_color'?: (string);
  'destructive_foreground_color'?: (string);
  '_primary_color'?: "primary_color";
  '_primary_foreground_color'?: "primary_foreground_color";
  '_background_color'?: "background_color";
  '_text_color'?: "text_color";
  '_muted_text_color'?: "muted_text_color";
  '_card_color'?: "card_color";
  '_muted_color'?: "muted_color";
  '_border_color'?: "border_color";
  '_secondary_color'?: "secondary_color";
  '_secondary_foreground_color'?: "secondary_foreground_color";
  '_destructive_color'?: "destructive_color";
  '_destructive_foreground_color'?: "destructive_foreground_color";
}
