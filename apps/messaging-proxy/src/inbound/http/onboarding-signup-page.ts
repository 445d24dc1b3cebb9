/**
 * The setup page of an active link (decision 0247): one button per connection the link allows; a
 * click loads the upstream's JS SDK, opens its embedded signup window with `FB.login`, waits for both
 * the authorization code and the window's `WA_EMBEDDED_SIGNUP` message (either order; messages only
 * from the window's origin), posts them to `/onboarding/<token>/signup` and shows the server's steps
 * (polling `/onboarding/<token>/progress`) until the success or failure redirect. No token ever
 * reaches the browser: only the code, which the server exchanges.
 */
import type { SetupLinkRow } from '../../infra/db/setup-links.repository';
import { esc, layout, STRINGS as FORM_STRINGS, type PageLanguage } from './onboarding-page';

/** What the page needs to open the upstream's window. */
export interface SignupPageConfig {
  appId: string;
  configId: string;
  graphVersion: string;
  /** Origin of the SDK script (`{origin}/{locale}/sdk.js`). */
  sdkOrigin: string;
  /** Origin whose window messages are accepted. */
  windowOrigin: string;
}

/** Texts of the signup page per language. */
const TEXT: Record<PageLanguage, Record<string, string>> = {
  en: {
    intro: 'Sign in with your Facebook business account to connect your WhatsApp number. It takes a couple of minutes.',
    dedicated: 'Connect a WhatsApp API number',
    coexistence: 'Keep using the WhatsApp Business app on this number',
    provision: 'Get a new number for WhatsApp',
    reconnect: 'Reconnect this number',
    exchanging_code: 'Confirming your authorization',
    subscribing: 'Linking your business account',
    provisioning: 'Getting and verifying your new number',
    registering: 'Registering your number',
    connecting: 'Connecting your number',
    syncing: 'Syncing contacts and chat history from the app',
    working: 'Finishing the setup…',
    done: 'Your number is connected.',
    failed: 'The number could not be connected',
    retry: 'You can try again.',
    popup: 'Allow pop-ups for this page to open the sign-in window.',
    number_searching: 'Finding a number',
    number_purchased: 'Number reserved',
    number_added: 'Added to your business account',
    number_code_requested: 'Waiting for the verification code',
    number_code_received: 'Code received, verifying',
    number_verified: 'Verified',
    number_connected: 'Connected',
    number_failed: 'Could not be verified',
    number_released: 'Released',
  },
  es: {
    intro: 'Inicie sesión con su cuenta comercial de Facebook para conectar su número de WhatsApp. Tarda un par de minutos.',
    dedicated: 'Conectar un número de la API de WhatsApp',
    coexistence: 'Seguir usando la app WhatsApp Business en este número',
    provision: 'Obtener un número nuevo para WhatsApp',
    reconnect: 'Reconectar este número',
    exchanging_code: 'Confirmando su autorización',
    subscribing: 'Vinculando su cuenta comercial',
    provisioning: 'Obteniendo y verificando su número nuevo',
    registering: 'Registrando su número',
    connecting: 'Conectando su número',
    syncing: 'Sincronizando contactos e historial desde la app',
    working: 'Terminando la configuración…',
    done: 'Su número está conectado.',
    failed: 'No se pudo conectar el número',
    retry: 'Puede intentarlo de nuevo.',
    popup: 'Permita las ventanas emergentes en esta página para abrir el inicio de sesión.',
    number_searching: 'Buscando un número',
    number_purchased: 'Número reservado',
    number_added: 'Agregado a su cuenta comercial',
    number_code_requested: 'Esperando el código de verificación',
    number_code_received: 'Código recibido, verificando',
    number_verified: 'Verificado',
    number_connected: 'Conectado',
    number_failed: 'No se pudo verificar',
    number_released: 'Liberado',
  },
  pt: {
    intro: 'Entre com sua conta comercial do Facebook para conectar seu número do WhatsApp. Leva alguns minutos.',
    dedicated: 'Conectar um número da API do WhatsApp',
    coexistence: 'Continuar usando o app WhatsApp Business neste número',
    provision: 'Obter um número novo para o WhatsApp',
    reconnect: 'Reconectar este número',
    exchanging_code: 'Confirmando sua autorização',
    subscribing: 'Vinculando sua conta comercial',
    provisioning: 'Obtendo e verificando seu número novo',
    registering: 'Registrando seu número',
    connecting: 'Conectando seu número',
    syncing: 'Sincronizando contatos e histórico do app',
    working: 'Concluindo a configuração…',
    done: 'Seu número está conectado.',
    failed: 'Não foi possível conectar o número',
    retry: 'Você pode tentar novamente.',
    popup: 'Permita pop-ups nesta página para abrir a janela de login.',
    number_searching: 'Procurando um número',
    number_purchased: 'Número reservado',
    number_added: 'Adicionado à sua conta comercial',
    number_code_requested: 'Aguardando o código de verificação',
    number_code_received: 'Código recebido, verificando',
    number_verified: 'Verificado',
    number_connected: 'Conectado',
    number_failed: 'Não foi possível verificar',
    number_released: 'Liberado',
  },
  hi: {
    intro: 'अपना WhatsApp नंबर जोड़ने के लिए अपने Facebook व्यावसायिक खाते से साइन इन करें। इसमें कुछ मिनट लगते हैं।',
    dedicated: 'WhatsApp API नंबर जोड़ें',
    coexistence: 'इस नंबर पर WhatsApp Business ऐप का उपयोग जारी रखें',
    provision: 'WhatsApp के लिए नया नंबर लें',
    reconnect: 'इस नंबर को फिर से जोड़ें',
    exchanging_code: 'आपकी अनुमति की पुष्टि हो रही है',
    subscribing: 'आपका व्यावसायिक खाता जोड़ा जा रहा है',
    provisioning: 'नया नंबर लिया और सत्यापित किया जा रहा है',
    registering: 'आपका नंबर पंजीकृत हो रहा है',
    connecting: 'आपका नंबर जोड़ा जा रहा है',
    syncing: 'ऐप से संपर्क और चैट इतिहास सिंक हो रहे हैं',
    working: 'सेटअप पूरा हो रहा है…',
    done: 'आपका नंबर जुड़ गया है।',
    failed: 'नंबर नहीं जोड़ा जा सका',
    retry: 'आप फिर से कोशिश कर सकते हैं।',
    popup: 'साइन-इन विंडो खोलने के लिए इस पेज पर पॉप-अप की अनुमति दें।',
    number_searching: 'नंबर खोजा जा रहा है',
    number_purchased: 'नंबर आरक्षित',
    number_added: 'आपके व्यावसायिक खाते में जोड़ा गया',
    number_code_requested: 'सत्यापन कोड की प्रतीक्षा',
    number_code_received: 'कोड मिला, सत्यापन हो रहा है',
    number_verified: 'सत्यापित',
    number_connected: 'जुड़ गया',
    number_failed: 'सत्यापित नहीं हो सका',
    number_released: 'छोड़ दिया गया',
  },
  id: {
    intro: 'Masuk dengan akun bisnis Facebook Anda untuk menghubungkan nomor WhatsApp Anda. Hanya perlu beberapa menit.',
    dedicated: 'Hubungkan nomor API WhatsApp',
    coexistence: 'Tetap gunakan aplikasi WhatsApp Business di nomor ini',
    provision: 'Dapatkan nomor baru untuk WhatsApp',
    reconnect: 'Hubungkan ulang nomor ini',
    exchanging_code: 'Mengonfirmasi otorisasi Anda',
    subscribing: 'Menautkan akun bisnis Anda',
    provisioning: 'Mendapatkan dan memverifikasi nomor baru Anda',
    registering: 'Mendaftarkan nomor Anda',
    connecting: 'Menghubungkan nomor Anda',
    syncing: 'Menyinkronkan kontak dan riwayat obrolan dari aplikasi',
    working: 'Menyelesaikan penyiapan…',
    done: 'Nomor Anda sudah terhubung.',
    failed: 'Nomor tidak dapat dihubungkan',
    retry: 'Anda dapat mencoba lagi.',
    popup: 'Izinkan pop-up di halaman ini untuk membuka jendela masuk.',
    number_searching: 'Mencari nomor',
    number_purchased: 'Nomor dipesan',
    number_added: 'Ditambahkan ke akun bisnis Anda',
    number_code_requested: 'Menunggu kode verifikasi',
    number_code_received: 'Kode diterima, memverifikasi',
    number_verified: 'Terverifikasi',
    number_connected: 'Terhubung',
    number_failed: 'Tidak dapat diverifikasi',
    number_released: 'Dilepaskan',
  },
  ar: {
    intro: 'سجّل الدخول بحساب أعمال فيسبوك لربط رقم واتساب الخاص بك. يستغرق ذلك بضع دقائق.',
    dedicated: 'ربط رقم واجهة واتساب البرمجية',
    coexistence: 'الاستمرار في استخدام تطبيق واتساب للأعمال على هذا الرقم',
    provision: 'الحصول على رقم جديد لواتساب',
    reconnect: 'إعادة ربط هذا الرقم',
    exchanging_code: 'جارٍ تأكيد التفويض',
    subscribing: 'جارٍ ربط حساب الأعمال',
    provisioning: 'جارٍ الحصول على رقمك الجديد والتحقق منه',
    registering: 'جارٍ تسجيل رقمك',
    connecting: 'جارٍ ربط رقمك',
    syncing: 'جارٍ مزامنة جهات الاتصال وسجل المحادثات من التطبيق',
    working: 'جارٍ إنهاء الإعداد…',
    done: 'تم ربط رقمك.',
    failed: 'تعذر ربط الرقم',
    retry: 'يمكنك المحاولة مرة أخرى.',
    popup: 'اسمح بالنوافذ المنبثقة في هذه الصفحة لفتح نافذة تسجيل الدخول.',
    number_searching: 'جارٍ البحث عن رقم',
    number_purchased: 'تم حجز الرقم',
    number_added: 'تمت الإضافة إلى حساب الأعمال',
    number_code_requested: 'في انتظار رمز التحقق',
    number_code_received: 'تم استلام الرمز، جارٍ التحقق',
    number_verified: 'تم التحقق',
    number_connected: 'متصل',
    number_failed: 'تعذر التحقق',
    number_released: 'تم تحريره',
  },
};

/** The steps the page lists for a connection type (the server's `messaging_setup_status` values). */
function stepsOf(type: string, provision: boolean): string[] {
  if (type === 'coexistence') return ['exchanging_code', 'subscribing', 'connecting', 'syncing'];
  return provision
    ? ['exchanging_code', 'subscribing', 'provisioning', 'registering', 'connecting']
    : ['exchanging_code', 'subscribing', 'registering', 'connecting'];
}

/** The upstream's locale for a page language (the SDK path's `{locale}`). */
const LOCALES: Record<PageLanguage, string> = { en: 'en_US', es: 'es_LA', pt: 'pt_BR', hi: 'hi_IN', id: 'id_ID', ar: 'ar_AR' };

/** JSON for a `<script type="application/json">` block: `<` escaped so no text can close the element. */
const jsonBlock = (v: unknown): string => JSON.stringify(v).replace(/</g, '\\u003c');

/** The browser side: SDK on click, FB.login, both halves of the answer, the post, the progress poll. */
const SCRIPT = `(function () {
  'use strict';
  var cfg = JSON.parse(document.getElementById('signup-config').textContent);
  var base = location.pathname.replace(/\\/+$/, '');
  var sdk = null, busy = false;
  function $(id) { return document.getElementById(id); }
  function show(id, on) { $(id).hidden = !on; }
  function setButtons(disabled) { document.querySelectorAll('button[data-type]').forEach(function (b) { b.disabled = disabled; }); }
  function loadSdk() {
    if (sdk) return sdk;
    sdk = new Promise(function (resolve, reject) {
      window.fbAsyncInit = function () { FB.init({ appId: cfg.appId, autoLogAppEvents: true, xfbml: false, version: cfg.version }); resolve(); };
      var s = document.createElement('script');
      s.src = cfg.sdkUrl; s.async = true; s.crossOrigin = 'anonymous';
      s.onerror = function () { sdk = null; reject(new Error('sdk')); };
      document.head.appendChild(s);
    });
    return sdk;
  }
  function steps(type) {
    var list = $('steps'); list.innerHTML = '';
    (cfg.steps[type] || []).forEach(function (st) { var li = document.createElement('li'); li.dataset.step = st; li.textContent = cfg.text[st] || st; list.appendChild(li); });
  }
  function markStep(status) {
    var seen = false, items = $('steps').children;
    for (var i = items.length - 1; i >= 0; i--) {
      var li = items[i];
      li.className = li.dataset.step === status ? 'current' : (seen ? 'done' : '');
      if (li.dataset.step === status) seen = true;
    }
    if (seen) for (var j = 0; j < items.length && items[j].dataset.step !== status; j++) items[j].className = 'done';
  }
  function markNumber(n) {
    var li = $('steps').querySelector('li[data-step="provisioning"]');
    if (!li || !n || !n.status) return;
    var d = li.querySelector('small.number');
    if (!d) { d = document.createElement('small'); d.className = 'number'; li.appendChild(d); }
    d.dataset.status = n.status;
    d.textContent = (n.display_number ? n.display_number + ' · ' : '') + (cfg.text['number_' + n.status] || n.status);
  }
  function outcome(a) {
    if (a.redirect) { location.assign(a.redirect); return; }
    show('progress', false);
    if (a.state === 'completed') {
      $('result').textContent = cfg.text.done + (a.display_phone_number ? ' ' + a.display_phone_number : '');
      $('result').dataset.outcome = 'done'; show('result', true); show('choices', false); return;
    }
    $('error').textContent = cfg.text.failed + ': ' + String(a.message || '').replace(/[.!?]?$/, '.') + (a.error_code === 'already_used' || a.error_code === 'link_expired' ? '' : ' ' + cfg.text.retry);
    $('error').dataset.errorCode = a.error_code; show('error', true);
    busy = false; setButtons(a.error_code === 'already_used' || a.error_code === 'link_expired');
  }
  function poll() {
    fetch(base + '/progress', { headers: { accept: 'application/json' }, cache: 'no-store' })
      .then(function (r) { return r.json(); })
      .then(function (p) { if (p.messaging_setup_status) markStep(p.messaging_setup_status); markNumber(p.provisioned_phone_number); if (p.outcome) outcome(p.outcome); else setTimeout(poll, 1000); })
      .catch(function () { setTimeout(poll, 2000); });
  }
  function send(type, got) {
    show('progress', true); markStep('exchanging_code');
    var timer = setInterval(function () {
      fetch(base + '/progress', { cache: 'no-store' }).then(function (r) { return r.json(); }).then(function (p) { if (p.messaging_setup_status) markStep(p.messaging_setup_status); markNumber(p.provisioned_phone_number); }).catch(function () {});
    }, 1000);
    fetch(base + '/signup', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ connection_type: type, code: got.code || null, event: got.event || null }) })
      .then(function (r) { return r.json(); })
      .then(function (a) { clearInterval(timer); if (a.state === 'running') poll(); else outcome(a); })
      .catch(function () { clearInterval(timer); poll(); });
  }
  function start(type) {
    if (busy) return;
    busy = true; setButtons(true); show('error', false); steps(type);
    var got = { code: undefined, event: undefined }, sent = false, grace = null;
    function ready() {
      if (sent || got.code === undefined) return;
      // A code needs the finish message too (either order); a failed or closed window sends what it has.
      if (got.code && !got.event) { if (!grace) grace = setTimeout(function () { got.event = null; ready(); }, 10000); return; }
      sent = true; clearTimeout(grace); window.removeEventListener('message', onMessage);
      send(type, got);
    }
    function onMessage(e) {
      if (e.origin !== cfg.windowOrigin) return;
      var d; try { d = typeof e.data === 'string' ? JSON.parse(e.data) : e.data; } catch (x) { return; }
      if (!d || d.type !== 'WA_EMBEDDED_SIGNUP') return;
      got.event = { event: String(d.event || ''), data: d.data || {} };
      ready();
    }
    window.addEventListener('message', onMessage);
    loadSdk().then(function () {
      var extras = { setup: {} };
      if (type === 'coexistence') extras.featureType = 'whatsapp_business_app_onboarding';
      FB.login(function (r) { got.code = (r && r.authResponse && r.authResponse.code) || null; ready(); },
        { config_id: cfg.configId, response_type: 'code', override_default_response_type: true, extras: extras });
    }, function () { busy = false; setButtons(false); window.removeEventListener('message', onMessage); $('error').textContent = cfg.text.failed; show('error', true); });
  }
  document.querySelectorAll('button[data-type]').forEach(function (b) { b.addEventListener('click', function () { start(b.dataset.type); }); });
})();`;

/** The setup page of an active link; `nonce` is the response's CSP script nonce. */
export function renderSignupPage(link: Pick<SetupLinkRow, 'options'>, lang: PageLanguage, cfg: SignupPageConfig, nonce: string): string {
  const t = TEXT[lang];
  const o = link.options;
  const types = o.allowed_connection_types;
  const label = (type: string) =>
    o.reconnect_phone_number ? t.reconnect : type === 'coexistence' ? t.coexistence : o.provision_phone_number ? t.provision : t.dedicated;
  const buttons = types
    .map((type, i) => `<button type="button" data-type="${esc(type)}"${i > 0 ? ' class="secondary"' : ''}>${esc(label(type))}</button>`)
    .join('\n');
  const config = {
    appId: cfg.appId,
    configId: cfg.configId,
    version: cfg.graphVersion,
    sdkUrl: `${cfg.sdkOrigin.replace(/\/$/, '')}/${LOCALES[lang]}/sdk.js`,
    windowOrigin: new URL(cfg.windowOrigin).origin,
    steps: Object.fromEntries(types.map((type) => [type, stepsOf(type, o.provision_phone_number)])),
    text: t,
  };
  const title = o.reconnect_phone_number ? `${FORM_STRINGS[lang].reconnect} ${o.reconnect_phone_number}` : FORM_STRINGS[lang].title;
  return layout(
    lang,
    o.theme_config,
    `<h1>${esc(title)}</h1>
<p class="muted">${esc(t.intro)}</p>
<p class="error" role="alert" id="error" hidden></p>
<div id="choices">${buttons}</div>
<div id="progress" role="status" aria-live="polite" hidden><p>${esc(t.working)}</p><ol class="steps" id="steps"></ol></div>
<p class="note" id="result" role="status" data-testid="outcome" hidden></p>
<script id="signup-config" type="application/json">${jsonBlock(config)}</script>
<script nonce="${esc(nonce)}">${SCRIPT}</script>`,
  );
}
