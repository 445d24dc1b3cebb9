/**
 * What the Customers pages know about setup links (spec 2.10, states 3.5, decisions 0202/0247/0248):
 * the theme's colours and their defaults, the onboarding page's texts (for the live preview), a link's
 * status and its customer's onboarding steps in words, and the create body from the form.
 */

/** A customer (spec 2.9). */
export interface Customer {
  id: string;
  name: string;
  external_customer_id?: string | null;
  created_at: string;
  updated_at: string;
}

/** A number provisioned for a link (decision 0248). */
export interface ProvisionedPhoneNumber {
  id: string;
  phone_number: string;
  status: string;
  country_iso: string;
  country_dial_code: string;
  area_code: string;
  display_number: string;
}

/** A setup link (spec 2.10). */
export interface SetupLink {
  id: string;
  customer_id: string;
  status: SetupLinkStatus;
  created_at: string;
  expires_at: string;
  url: string;
  upstream_billing_mode: string;
  success_redirect_url?: string | null;
  failure_redirect_url?: string | null;
  allowed_origins: string[];
  allowed_connection_types: ConnectionType[];
  theme_config: Partial<Record<ThemeKey, string>>;
  provision_phone_number: boolean;
  phone_number_area_code?: string | null;
  phone_number_country_isos: string[];
  reconnect_phone_number?: string | null;
  language?: PageLanguage | null;
  messaging_setup_status: string;
  messaging_setup_error?: string | null;
  provisioned_phone_number?: ProvisionedPhoneNumber | null;
  phone_number_id?: string | null;
}

export type SetupLinkStatus = 'active' | 'used' | 'expired' | 'revoked';
export type ConnectionType = 'coexistence' | 'dedicated';
export const CONNECTION_TYPES: ConnectionType[] = ['dedicated', 'coexistence'];
export const SETUP_LINK_STATUSES: SetupLinkStatus[] = ['active', 'used', 'expired', 'revoked'];

/** The page's languages (spec 2.10 `language`). */
export type PageLanguage = 'en' | 'es' | 'pt' | 'hi' | 'id' | 'ar';
export const LANGUAGES: Array<{ value: PageLanguage; label: string }> = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'pt', label: 'Portuguese' },
  { value: 'hi', label: 'Hindi' },
  { value: 'id', label: 'Indonesian' },
  { value: 'ar', label: 'Arabic (right to left)' },
];

/** The theme's colours, in the order of `SETUP_LINK_THEME_KEYS`, with the page's defaults (messaging-proxy's `DEFAULT_THEME`). */
export const THEME: ReadonlyArray<{ key: ThemeKey; label: string; fallback: string }> = [
  { key: 'primary_color', label: 'Primary', fallback: '#111827' },
  { key: 'primary_foreground_color', label: 'Text on primary', fallback: '#FFFFFF' },
  { key: 'background_color', label: 'Background', fallback: '#F9FAFB' },
  { key: 'text_color', label: 'Text', fallback: '#111827' },
  { key: 'muted_text_color', label: 'Muted text', fallback: '#6B7280' },
  { key: 'card_color', label: 'Card', fallback: '#FFFFFF' },
  { key: 'muted_color', label: 'Muted (inputs)', fallback: '#F3F4F6' },
  { key: 'border_color', label: 'Border', fallback: '#E5E7EB' },
  { key: 'secondary_color', label: 'Secondary', fallback: '#E5E7EB' },
  { key: 'secondary_foreground_color', label: 'Text on secondary', fallback: '#111827' },
  { key: 'destructive_color', label: 'Error', fallback: '#DC2626' },
  { key: 'destructive_foreground_color', label: 'Text on error', fallback: '#FFFFFF' },
];

export type ThemeKey =
  | 'primary_color'
  | 'primary_foreground_color'
  | 'background_color'
  | 'text_color'
  | 'muted_text_color'
  | 'card_color'
  | 'muted_color'
  | 'border_color'
  | 'secondary_color'
  | 'secondary_foreground_color'
  | 'destructive_color'
  | 'destructive_foreground_color';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Whether a colour is one the API takes (`#RRGGBB`). */
export function isHexColour(v: string): boolean {
  return HEX.test(v);
}

/** The colours the page uses: each set (valid) colour, else the page's default — what the customer will see. */
export function effectiveTheme(theme: Partial<Record<ThemeKey, string>>): Record<ThemeKey, string> {
  return Object.fromEntries(THEME.map(({ key, fallback }) => [key, theme[key] && isHexColour(theme[key]!) ? theme[key]!.toUpperCase() : fallback])) as Record<
    ThemeKey,
    string
  >;
}

/** The onboarding page's texts per language (messaging-proxy's `onboarding-page.ts` and `onboarding-signup-page.ts`). */
export const PAGE_TEXT: Record<
  PageLanguage,
  {
    title: string;
    reconnectTitle: string;
    intro: string;
    dedicated: string;
    coexistence: string;
    provision: string;
    reconnect: string;
    failed: string;
    steps: string[];
  }
> = {
  en: {
    title: 'Connect your business number',
    reconnectTitle: 'Reconnect',
    intro: 'Sign in with your Facebook business account to connect your WhatsApp number. It takes a couple of minutes.',
    dedicated: 'Connect a WhatsApp API number',
    coexistence: 'Keep using the WhatsApp Business app on this number',
    provision: 'Get a new number for WhatsApp',
    reconnect: 'Reconnect this number',
    failed: 'The number could not be connected',
    steps: ['Confirming your authorization', 'Linking your business account', 'Registering your number'],
  },
  es: {
    title: 'Conecte su número de empresa',
    reconnectTitle: 'Reconectar',
    intro: 'Inicie sesión con su cuenta comercial de Facebook para conectar su número de WhatsApp. Tarda un par de minutos.',
    dedicated: 'Conectar un número de la API de WhatsApp',
    coexistence: 'Seguir usando la app WhatsApp Business en este número',
    provision: 'Obtener un número nuevo para WhatsApp',
    reconnect: 'Reconectar este número',
    failed: 'No se pudo conectar el número',
    steps: ['Confirmando su autorización', 'Vinculando su cuenta comercial', 'Registrando su número'],
  },
  pt: {
    title: 'Conecte o número da sua empresa',
    reconnectTitle: 'Reconectar',
    intro: 'Entre com sua conta comercial do Facebook para conectar seu número do WhatsApp. Leva alguns minutos.',
    dedicated: 'Conectar um número da API do WhatsApp',
    coexistence: 'Continuar usando o app WhatsApp Business neste número',
    provision: 'Obter um número novo para o WhatsApp',
    reconnect: 'Reconectar este número',
    failed: 'Não foi possível conectar o número',
    steps: ['Confirmando sua autorização', 'Vinculando sua conta comercial', 'Registrando seu número'],
  },
  hi: {
    title: 'अपना व्यावसायिक नंबर जोड़ें',
    reconnectTitle: 'फिर से जोड़ें',
    intro: 'अपना WhatsApp नंबर जोड़ने के लिए अपने Facebook व्यावसायिक खाते से साइन इन करें। इसमें कुछ मिनट लगते हैं।',
    dedicated: 'WhatsApp API नंबर जोड़ें',
    coexistence: 'इस नंबर पर WhatsApp Business ऐप का उपयोग जारी रखें',
    provision: 'WhatsApp के लिए नया नंबर लें',
    reconnect: 'इस नंबर को फिर से जोड़ें',
    failed: 'नंबर नहीं जोड़ा जा सका',
    steps: ['आपकी अनुमति की पुष्टि हो रही है', 'आपका व्यावसायिक खाता जोड़ा जा रहा है', 'आपका नंबर पंजीकृत हो रहा है'],
  },
  id: {
    title: 'Hubungkan nomor bisnis Anda',
    reconnectTitle: 'Hubungkan ulang',
    intro: 'Masuk dengan akun bisnis Facebook Anda untuk menghubungkan nomor WhatsApp Anda. Hanya perlu beberapa menit.',
    dedicated: 'Hubungkan nomor API WhatsApp',
    coexistence: 'Tetap gunakan aplikasi WhatsApp Business di nomor ini',
    provision: 'Dapatkan nomor baru untuk WhatsApp',
    reconnect: 'Hubungkan ulang nomor ini',
    failed: 'Nomor tidak dapat dihubungkan',
    steps: ['Mengonfirmasi otorisasi Anda', 'Menautkan akun bisnis Anda', 'Mendaftarkan nomor Anda'],
  },
  ar: {
    title: 'اربط رقم عملك',
    reconnectTitle: 'إعادة الربط',
    intro: 'سجّل الدخول بحساب أعمال فيسبوك لربط رقم واتساب الخاص بك. يستغرق ذلك بضع دقائق.',
    dedicated: 'ربط رقم واجهة واتساب البرمجية',
    coexistence: 'الاستمرار في استخدام تطبيق واتساب للأعمال على هذا الرقم',
    provision: 'الحصول على رقم جديد لواتساب',
    reconnect: 'إعادة ربط هذا الرقم',
    failed: 'تعذر ربط الرقم',
    steps: ['جارٍ تأكيد التفويض', 'جارٍ ربط حساب الأعمال', 'جارٍ تسجيل رقمك'],
  },
};

/** What the page shows for a link's options: its title and one button per allowed connection type (first = primary). */
export function previewOf(o: {
  language?: PageLanguage | null;
  allowed_connection_types?: ConnectionType[];
  provision_phone_number?: boolean;
  reconnect_phone_number?: string | null;
}): { lang: PageLanguage; dir: 'ltr' | 'rtl'; title: string; intro: string; buttons: string[]; failed: string; steps: string[] } {
  const lang = o.language ?? 'en';
  const t = PAGE_TEXT[lang];
  const types =
    o.allowed_connection_types && o.allowed_connection_types.length ? o.allowed_connection_types : (['coexistence', 'dedicated'] as ConnectionType[]);
  const reconnect = o.reconnect_phone_number?.trim();
  const label = (type: ConnectionType) =>
    reconnect ? t.reconnect : type === 'coexistence' ? t.coexistence : o.provision_phone_number ? t.provision : t.dedicated;
  return {
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    title: reconnect ? `${t.reconnectTitle} ${reconnect}` : t.title,
    intro: t.intro,
    buttons: types.map(label),
    failed: t.failed,
    steps: t.steps,
  };
}

/** A link's status in words, with its expiry (the API applies expiry on read). */
export function linkStatusWords(link: Pick<SetupLink, 'status' | 'expires_at'>, now = Date.now()): string {
  switch (link.status) {
    case 'active': {
      const left = new Date(link.expires_at).getTime() - now;
      return left > 0 ? `Active: waiting for the customer (expires in ${Math.max(1, Math.round(left / 86_400_000))} days)` : 'Active, past its expiry';
    }
    case 'used':
      return 'Used: the customer connected a number with it';
    case 'expired':
      return 'Expired: 30 days passed without it being used';
    case 'revoked':
      return 'Revoked: its page refuses the customer';
    default:
      return String(link.status);
  }
}

/** Mantine colour of a link status (the words are always shown beside it). */
export function linkStatusColour(status: string): string {
  return status === 'active' ? 'blue' : status === 'used' ? 'green' : status === 'revoked' ? 'red' : 'gray';
}

/** The server-side steps of a signup (decision 0247), in their order, with their words. */
export const SIGNUP_STEPS: Record<string, string> = {
  exchanging_code: 'Confirming the authorization',
  subscribing: 'Linking the business account',
  provisioning: 'Getting and verifying a new number',
  registering: 'Registering the number',
  connecting: 'Connecting the number',
  syncing: 'Syncing contacts and chat history from the app',
};

/** A provisioned number's states (decision 0248) in words. */
export const PROVISIONED_NUMBER_STATES: Record<string, string> = {
  searching: 'Finding a number',
  purchased: 'Number reserved',
  added: 'Added to the business account',
  code_requested: 'Waiting for the verification code',
  code_received: 'Code received, verifying',
  verified: 'Verified',
  connected: 'Connected',
  failed: 'Could not be verified',
  released: 'Released',
};

/** The steps the page runs for a link (onboarding-signup-page.ts `stepsOf`). */
export function stepsFor(link: Pick<SetupLink, 'allowed_connection_types' | 'provision_phone_number' | 'messaging_setup_status'>): string[] {
  const coexistenceOnly = link.allowed_connection_types.length === 1 && link.allowed_connection_types[0] === 'coexistence';
  if (coexistenceOnly || link.messaging_setup_status === 'syncing') return ['exchanging_code', 'subscribing', 'connecting', 'syncing'];
  return link.provision_phone_number
    ? ['exchanging_code', 'subscribing', 'provisioning', 'registering', 'connecting']
    : ['exchanging_code', 'subscribing', 'registering', 'connecting'];
}

/** Whether the link's signup is running (refetch while it is). */
export function isSignupRunning(status: string | null | undefined): boolean {
  return Boolean(status && status in SIGNUP_STEPS);
}

export type StepState = 'done' | 'current' | 'failed' | 'todo';

/** One line of a customer's onboarding, with its state and words. */
export interface OnboardingStep {
  key: string;
  label: string;
  state: StepState;
  detail?: string;
}

/**
 * A customer's onboarding as steps, from its newest link and its numbers: link created, link opened
 * (the signup started), each server step, number connected. `numbers` are the customer's connected numbers.
 */
export function onboardingSteps(
  link: SetupLink | undefined,
  numbers: Array<{ phone_number_id: string; display_phone_number?: string; status?: string }>,
): OnboardingStep[] {
  const connected = link?.phone_number_id ? numbers.find((n) => n.phone_number_id === link.phone_number_id) : numbers[0];
  const out: OnboardingStep[] = [];
  if (!link) {
    out.push({ key: 'link', label: 'Setup link created', state: 'todo', detail: 'No setup link yet: create one and send it to the customer.' });
  } else {
    const closed = link.status === 'revoked' || link.status === 'expired';
    out.push({
      key: 'link',
      label: 'Setup link created',
      state: closed ? 'failed' : 'done',
      detail: linkStatusWords(link),
    });
    const status = link.messaging_setup_status || 'pending';
    const started = status !== 'pending';
    out.push({
      key: 'opened',
      label: 'Customer signed in with the upstream',
      state: started ? 'done' : closed ? 'failed' : 'current',
      detail: started ? undefined : closed ? 'The link can no longer be used.' : 'Waiting for the customer to open the link and sign in.',
    });
    const steps = stepsFor(link);
    const currentIndex = steps.indexOf(status);
    steps.forEach((s, i) => {
      let state: StepState = 'todo';
      if (status === 'completed') state = 'done';
      else if (status === 'failed') state = 'todo';
      else if (currentIndex >= 0) state = i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'todo';
      let detail: string | undefined;
      if (s === 'provisioning' && link.provisioned_phone_number) {
        const n = link.provisioned_phone_number;
        detail = `${n.display_number || n.phone_number || 'A number'}: ${PROVISIONED_NUMBER_STATES[n.status] ?? n.status}`;
      }
      out.push({ key: s, label: SIGNUP_STEPS[s], state, detail });
    });
    if (status === 'failed') {
      out.push({
        key: 'failed',
        label: 'Signup failed',
        state: 'failed',
        detail: `${link.messaging_setup_error || 'The upstream refused a step.'}${link.status === 'active' ? ' The link stays active: the customer can try again.' : ''}`,
      });
    }
  }
  out.push({
    key: 'connected',
    label: 'Number connected',
    state: connected ? 'done' : 'todo',
    detail: connected
      ? `${connected.display_phone_number || connected.phone_number_id} is connected${connected.status ? ` (${connected.status.toLowerCase()})` : ''}.`
      : undefined,
  });
  return out;
}

/** The setup link form's values (strings and flags as the inputs hold them). */
export interface SetupLinkForm {
  success_redirect_url: string;
  failure_redirect_url: string;
  allowed_origins: string;
  allowed_connection_types: ConnectionType[];
  theme_config: Partial<Record<ThemeKey, string>>;
  provision_phone_number: boolean;
  phone_number_area_code: string;
  phone_number_country_isos: string;
  reconnect_phone_number: string;
  language: PageLanguage | '';
}

export const EMPTY_FORM: SetupLinkForm = {
  success_redirect_url: '',
  failure_redirect_url: '',
  allowed_origins: '',
  allowed_connection_types: ['dedicated', 'coexistence'],
  theme_config: {},
  provision_phone_number: false,
  phone_number_area_code: '',
  phone_number_country_isos: '',
  reconnect_phone_number: '',
  language: '',
};

/** Items of a list typed with commas, spaces or new lines. */
export function listOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `POST /customers/{id}/setup_links`'s body from the form: only what was given (the API's defaults for the rest). */
export function setupLinkBody(f: SetupLinkForm): { setup_link: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  if (f.success_redirect_url.trim()) b.success_redirect_url = f.success_redirect_url.trim();
  if (f.failure_redirect_url.trim()) b.failure_redirect_url = f.failure_redirect_url.trim();
  const origins = listOf(f.allowed_origins);
  if (origins.length) b.allowed_origins = origins;
  if (f.allowed_connection_types.length) b.allowed_connection_types = f.allowed_connection_types;
  const theme = Object.fromEntries(Object.entries(f.theme_config).filter(([, v]) => v && v.trim()));
  if (Object.keys(theme).length) b.theme_config = theme;
  if (f.provision_phone_number) b.provision_phone_number = true;
  if (f.phone_number_area_code.trim()) b.phone_number_area_code = f.phone_number_area_code.trim();
  const isos = listOf(f.phone_number_country_isos).map((s) => s.toUpperCase());
  if (isos.length) b.phone_number_country_isos = isos;
  if (f.reconnect_phone_number.trim()) b.reconnect_phone_number = f.reconnect_phone_number.trim();
  if (f.language) b.language = f.language;
  return { setup_link: b };
}
