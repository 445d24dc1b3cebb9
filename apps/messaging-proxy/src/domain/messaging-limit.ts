/** Digits only (display_phone_number_normalized). */
export function normalizePhoneNumber(display: string): string {
  return display.replace(/\D/g, '');
}
