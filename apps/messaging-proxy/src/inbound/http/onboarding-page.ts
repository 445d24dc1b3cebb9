/**
 * The operator's fallback form behind a setup link's url (`?manual=1`, decision 0247; the page itself
 * drives embedded signup, `onboarding-signup-page.ts`): plain server-rendered HTML with no script,
 * themed by the link's theme_config and written in its language. It asks for the upstream
 * credentials of the number to connect and posts them back; the server answers with a redirect to
 * the success or failure URL.
 */

import type { SetupLinkRow } from '../../infra/db/setup-links.repository';

/** Onboarding page strings per language (spec 2.10 language, reference 1.4 list). */
export const STRINGS = {
  en: {
    title: 'Connect your business number',
    intro: 'Enter the details of the phone number to connect.',
    type: 'Connection type',
    coexistence: 'Keep using the business app (coexistence)',
    dedicated: 'Dedicated API number',
    waba: 'Business account ID',
    number: 'Phone number ID',
    token: 'Access token',
    submit: 'Connect number',
    expired: 'This link has expired.',
    used: 'This link was already used.',
    done: 'Your number is connected.',
    failed: 'The number could not be connected',
    reconnect: 'Reconnect',
    provision: 'Provisioning a new number is not available for this link; connect an existing number.',
  },
  es: {
    title: 'Conecte su número de empresa',
    intro: 'Introduzca los datos del número que desea conectar.',
    type: 'Tipo de conexión',
    coexistence: 'Seguir usando la app de empresa (coexistencia)',
    dedicated: 'Número dedicado de la API',
    waba: 'ID de la cuenta de empresa',
    number: 'ID del número de teléfono',
    token: 'Token de acceso',
    submit: 'Conectar número',
    expired: 'Este enlace ha caducado.',
    used: 'Este enlace ya se utilizó.',
    done: 'Su número está conectado.',
    failed: 'No se pudo conectar el número',
    reconnect: 'Reconectar',
    provision: 'No es posible obtener un número nuevo con este enlace; conecte un número existente.',
  },
  pt: {
    title: 'Conecte o número da sua empresa',
    intro: 'Informe os dados do número que deseja conectar.',
    type: 'Tipo de conexão',
    coexistence: 'Continuar usando o app empresarial (coexistência)',
    dedicated: 'Número dedicado da API',
    waba: 'ID da conta empresarial',
    number: 'ID do número de telefone',
    token: 'Token de acesso',
    submit: 'Conectar número',
    expired: 'Este link expirou.',
    used: 'Este link já foi usado.',
    done: 'Seu número está conectado.',
    failed: 'Não foi possível conectar o número',
    reconnect: 'Reconectar',
    provision: 'Não é possível obter um número novo com este link; conecte um número existente.',
  },
  hi: {
    title: 'अपना व्यावसायिक नंबर जोड़ें',
    intro: 'जोड़े जाने वाले फ़ोन नंबर का विवरण दर्ज करें।',
    type: 'कनेक्शन का प्रकार',
    coexistence: 'बिज़नेस ऐप का उपयोग जारी रखें (सह-अस्तित्व)',
    dedicated: 'समर्पित API नंबर',
    waba: 'बिज़नेस खाता आईडी',
    number: 'फ़ोन नंबर आईडी',
    token: 'एक्सेस टोकन',
    submit: 'नंबर जोड़ें',
    expired: 'यह लिंक समाप्त हो गया है।',
    used: 'यह लिंक पहले ही उपयोग हो चुका है।',
    done: 'आपका नंबर जुड़ गया है।',
    failed: 'नंबर नहीं जोड़ा जा सका',
    reconnect: 'फिर से जोड़ें',
    provision: 'इस लिंक से नया नंबर उपलब्ध नहीं है; मौजूदा नंबर जोड़ें।',
  },
  id: {
    title: 'Hubungkan nomor bisnis Anda',
    intro: 'Masukkan detail nomor telepon yang akan dihubungkan.',
    type: 'Jenis koneksi',
    coexistence: 'Tetap gunakan aplikasi bisnis (koeksistensi)',
    dedicated: 'Nomor API khusus',
    waba: 'ID akun bisnis',
    number: 'ID nomor telepon',
    token: 'Token akses',
    submit: 'Hubungkan nomor',
    expired: 'Tautan ini sudah kedaluwarsa.',
    used: 'Tautan ini sudah digunakan.',
    done: 'Nomor Anda sudah terhubung.',
    failed: 'Nomor tidak dapat dihubungkan',
    reconnect: 'Hubungkan ulang',
    provision: 'Nomor baru tidak tersedia melalui tautan ini; hubungkan nomor yang ada.',
  },
  ar: {
    title: 'اربط رقم عملك',
    intro: 'أدخل بيانات رقم الهاتف المراد ربطه.',
    type: 'نوع الاتصال',
    coexistence: 'الاستمرار في استخدام تطبيق الأعمال (التعايش)',
    dedicated: 'رقم مخصص للواجهة البرمجية',
    waba: 'معرّف حساب الأعمال',
    number: 'معرّف رقم الهاتف',
    token: 'رمز الوصول',
    submit: 'ربط الرقم',
    expired: 'انتهت صلاحية هذا الرابط.',
    used: 'تم استخدام هذا الرابط بالفعل.',
    done: 'تم ربط رقمك.',
    failed: 'تعذر ربط الرقم',
    reconnect: 'إعادة الربط',
    provision: 'لا يتوفر رقم جديد عبر هذا الرابط؛ اربط رقمًا موجودًا.',
  },
} as const;

/** A page language. */
export type PageLanguage = keyof typeof STRINGS;

/** Default palette; theme_config overrides any key. */
const DEFAULT_THEME: Record<string, string> = {
  primary_color: '#111827',
  primary_foreground_color: '#FFFFFF',
  background_color: '#F9FAFB',
  text_color: '#111827',
  muted_text_color: '#6B7280',
  card_color: '#FFFFFF',
  muted_color: '#F3F4F6',
  border_color: '#E5E7EB',
  secondary_color: '#E5E7EB',
  secondary_foreground_color: '#111827',
  destructive_color: '#DC2626',
  destructive_foreground_color: '#FFFFFF',
};

/** HTML-escapes text. */
export const esc = (v: string): string => v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Picks the page language: the link's, else the browser's Accept-Language, else English. */
export function pageLanguage(linkLanguage: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  if (linkLanguage && linkLanguage in STRINGS) return linkLanguage as PageLanguage;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code in STRINGS) return code as PageLanguage;
  }
  return 'en';
}

/** The page shell: themed CSS variables, language and direction; `body` is trusted HTML. */
export function layout(lang: PageLanguage, theme: Record<string, string>, body: string): string {
  const t = { ...DEFAULT_THEME, ...theme };
  const vars = Object.entries(t)
    .map(([k, v]) => `--${k.replace(/_/g, '-')}:${v};`)
    .join('');
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(STRINGS[lang].title)}</title>
<style>
:root{${vars}}
body{margin:0;font-family:system-ui,sans-serif;background:var(--background-color);color:var(--text-color)}
main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:var(--card-color);border:1px solid var(--border-color);border-radius:.75rem}
p.muted{color:var(--muted-text-color)}
label{display:block;margin:.75rem 0 .25rem}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid var(--border-color);border-radius:.375rem;background:var(--muted-color);color:var(--text-color)}
fieldset{border:1px solid var(--border-color);border-radius:.375rem}
button{margin-top:1rem;width:100%;padding:.6rem;border:0;border-radius:.375rem;background:var(--primary-color);color:var(--primary-foreground-color);font-weight:600;cursor:pointer}
.error{background:var(--destructive-color);color:var(--destructive-foreground-color);padding:.5rem;border-radius:.375rem}
.note{background:var(--secondary-color);color:var(--secondary-foreground-color);padding:.5rem;border-radius:.375rem}
button.secondary{background:var(--secondary-color);color:var(--secondary-foreground-color)}
button[disabled]{opacity:.6;cursor:progress}
[hidden]{display:none!important}
ol.steps{padding-inline-start:1.25rem;color:var(--muted-text-color)}ol.steps li.current{color:var(--text-color);font-weight:600}ol.steps li.done{text-decoration:line-through}ol.steps li small.number{display:inline-block;width:100%;font-weight:400;color:var(--muted-text-color);text-decoration:none}
</style></head>
<body><main>${body}</main></body></html>`;
}

/** What the form needs of a setup link: where it posts back, and the link's options. */
export type OnboardingFormLink = Pick<SetupLinkRow, 'token' | 'options'>;

/**
 * The form of an active link, the one renderer of both paths: the page as first served (GET) and the
 * page served again with `error` after a submission that can be retried (POST, 422).
 */
export function renderOnboardingForm(link: OnboardingFormLink, lang: PageLanguage, error?: string): string {
  const s = STRINGS[lang];
  const { options } = link;
  const types = options.allowed_connection_types
    .map(
      (t, i) =>
        `<label><input type="radio" name="connection_type" value="${esc(t)}"${i === 0 ? ' checked' : ''}> ${esc(t === 'coexistence' ? s.coexistence : s.dedicated)}</label>`,
    )
    .join('');
  return layout(
    lang,
    options.theme_config,
    `<h1>${esc(options.reconnect_phone_number ? `${s.reconnect} ${options.reconnect_phone_number}` : s.title)}</h1>
<p class="muted">${esc(s.intro)}</p>
${options.provision_phone_number ? `<p class="note" data-testid="provision-note">${esc(s.provision)}</p>` : ''}
${error ? `<p class="error" role="alert" data-testid="error">${esc(s.failed)}: ${esc(error)}</p>` : ''}
<form method="post" action="${esc(`/onboarding/${link.token}`)}">
<fieldset><legend>${esc(s.type)}</legend>${types}</fieldset>
<label for="business_account_id">${esc(s.waba)}</label><input type="text" id="business_account_id" name="business_account_id" inputmode="numeric" required pattern="[0-9]+" autocomplete="off">
<label for="phone_number_id">${esc(s.number)}</label><input type="text" id="phone_number_id" name="phone_number_id" inputmode="numeric" required pattern="[0-9]+" autocomplete="off">
<label for="access_token">${esc(s.token)}</label><input type="password" id="access_token" name="access_token" required autocomplete="off">
<button type="submit">${esc(s.submit)}</button>
</form>`,
  );
}

/** A terminal page: link expired/used, or connected without a redirect URL. */
export function renderMessage(lang: PageLanguage, theme: Record<string, string>, kind: 'expired' | 'used' | 'done' | 'failed', detail?: string): string {
  const s = STRINGS[lang];
  const text = kind === 'expired' ? s.expired : kind === 'used' ? s.used : kind === 'done' ? s.done : s.failed;
  return layout(lang, theme, `<h1 data-testid="outcome" data-outcome="${kind}">${esc(text)}</h1>${detail ? `<p class="muted">${esc(detail)}</p>` : ''}`);
}
