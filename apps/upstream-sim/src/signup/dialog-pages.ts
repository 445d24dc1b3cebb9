import type { Business, PhoneNumber, Waba } from '../state/types';
import { upstreamStep, type SignupOutcome, type SignupSession, type SignupStep } from './signup-state';

/** HTML-escapes text for element content and attribute values. */
export function esc(v: unknown): string {
  return String(v ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe inside an inline script (no `</script>`, no line separators). */
function scriptJson(v: unknown): string {
  return JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const STYLE = `body{font:16px/1.5 Helvetica,Arial,sans-serif;margin:0;background:#f0f2f5;color:#1c1e21}
main{max-width:520px;margin:24px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 2px rgba(0,0,0,.2)}
h1{font-size:20px;margin:0 0 12px}label{display:block;margin:12px 0 4px;font-weight:bold}
input[type=text],input[type=email],input[type=password],input[type=tel],select{width:100%;box-sizing:border-box;padding:8px;font-size:16px;border:1px solid #8a8d91;border-radius:6px}
fieldset{border:1px solid #dadde1;border-radius:6px;margin:12px 0;padding:8px 12px}legend{font-weight:bold}
.choice{display:flex;gap:8px;align-items:center;margin:6px 0}.choice label{display:inline;margin:0;font-weight:normal}
.actions{display:flex;gap:8px;justify-content:flex-end;margin-top:20px}
button{font-size:16px;padding:8px 16px;border-radius:6px;border:0;cursor:pointer}
button.primary{background:#1877f2;color:#fff}button.secondary{background:#e4e6eb;color:#1c1e21}
.error{background:#ffebe9;border:1px solid #fa383e;border-radius:6px;padding:8px 12px;margin:12px 0}
.code{font-size:28px;letter-spacing:4px;font-weight:bold}.muted{color:#606770;font-size:14px}`;

/** The whole document around a page body; `script` runs with the page's nonce. */
function layout(o: { title: string; locale: string; nonce: string; body: string; script?: string }): string {
  const lang = o.locale.split('_')[0] || 'en';
  return `<!doctype html>
<html lang="${esc(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(o.title)} | WhatsApp Business Platform (simulator)</title>
<style>${STYLE}</style></head>
<body><main>${o.body}</main>${o.script ? `<script nonce="${esc(o.nonce)}">${o.script}</script>` : ''}</body></html>`;
}

/** An error the page shows; a reportable one offers "Report" (CANCEL with error fields). */
function errorBlock(s: SignupSession, base: string): string {
  if (!s.error) return '';
  return `<div class="error" role="alert"><p>${esc(s.error)}</p>
<form method="post" action="${esc(base)}/report"><button type="submit" class="secondary">Report this error and close</button></form></div>`;
}

/** The form around a step: its action, its fields, Continue and Cancel. */
function stepForm(base: string, action: string, fields: string, submit = 'Continue'): string {
  return `<form method="post" action="${esc(base)}/${action}" data-step-form>${fields}
<div class="actions"><button type="submit" formaction="${esc(base)}/cancel" formnovalidate class="secondary">Cancel</button>
<button type="submit" class="primary">${esc(submit)}</button></div></form>`;
}

/**
 * Closing the window without finishing posts CANCEL with the step on screen (the upstream sends
 * it when the customer abandons the flow); leaving by a form of the flow does not.
 */
function abandonScript(origin: string, step: SignupStep): string {
  if (step === 'LOGIN' || step === 'DONE') return '';
  const message = scriptJson(JSON.stringify({ data: { current_step: upstreamStep(step) }, type: 'WA_EMBEDDED_SIGNUP', event: 'CANCEL', version: 3 }));
  return `(function(){var left=false;document.querySelectorAll('form').forEach(function(f){f.addEventListener('submit',function(){left=true;});});
function bye(){if(left)return;left=true;try{window.opener&&window.opener.postMessage(${message},${scriptJson(origin)});}catch(e){}}
window.addEventListener('pagehide',bye);window.addEventListener('beforeunload',bye);})();`;
}

/** Everything a step page shows. */
export interface StepView {
  session: SignupSession;
  base: string;
  nonce: string;
  userName: string | null;
  businesses: Business[];
  wabas: { waba: Waba; numbers: PhoneNumber[] }[];
  numbers: PhoneNumber[];
  preVerified: { id: string; phone_number: string; verified: boolean }[];
  permissions: string[];
  appName: string;
  codeSentTo: string | null;
  businessAppCode: string | null;
}

const radio = (name: string, value: string, label: string, checked = false): string => {
  const id = `${name}-${value.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
  return `<div class="choice"><input type="radio" id="${esc(id)}" name="${esc(name)}" value="${esc(value)}"${checked ? ' checked' : ''} required><label for="${esc(id)}">${esc(label)}</label></div>`;
};

function stepBody(v: StepView): { title: string; body: string } {
  const s = v.session;
  const b = v.base;
  switch (s.step) {
    case 'LOGIN':
      return {
        title: 'Log in',
        body: `<h1>Log in to continue to ${esc(v.appName)}</h1>${s.error ? `<div class="error" role="alert"><p>${esc(s.error)}</p></div>` : ''}
${stepForm(
  b,
  'login',
  `<label for="email">Email address</label><input type="email" id="email" name="email" autocomplete="username" required>
<label for="password">Password</label><input type="password" id="password" name="password" autocomplete="current-password" required>`,
  'Log in',
)}`,
      };
    case 'BUSINESS_ACCOUNT_SELECTION':
      return {
        title: 'Business portfolio',
        body: `<h1>Choose your business portfolio</h1><p class="muted">Logged in as ${esc(v.userName)}.</p>${errorBlock(s, b)}
${stepForm(
  b,
  'business',
  `<fieldset><legend>Business portfolio</legend>${v.businesses.map((x, i) => radio('business_id', x.id, x.name, i === 0)).join('')}
${radio('business_id', 'new', 'Create a business portfolio', v.businesses.length === 0)}</fieldset>
<label for="new_business_name">New business portfolio name</label><input type="text" id="new_business_name" name="new_business_name" autocomplete="organization">`,
)}`,
      };
    case 'WABA_PHONE_PROFILE_PICKER':
      return {
        title: 'WhatsApp Business account',
        body: `<h1>Choose a WhatsApp Business account</h1>${errorBlock(s, b)}
${stepForm(
  b,
  'waba',
  `<fieldset><legend>WhatsApp Business account</legend>${v.wabas
    .map((w, i) => radio('waba_id', w.waba.id, `${w.waba.name} (${w.numbers.length} number${w.numbers.length === 1 ? '' : 's'})`, i === 0))
    .join('')}${radio('waba_id', 'new', 'Create a new WhatsApp Business account', v.wabas.length === 0)}</fieldset>`,
)}`,
      };
    case 'WHATSAPP_BUSINESS_PROFILE_SETUP':
      return {
        title: 'WhatsApp Business profile',
        body: `<h1>Create a WhatsApp Business profile</h1>${errorBlock(s, b)}
${stepForm(
  b,
  'profile',
  `<label for="waba_name">WhatsApp Business account name</label><input type="text" id="waba_name" name="waba_name" required>
<label for="display_name">WhatsApp Business display name</label><input type="text" id="display_name" name="display_name" required minlength="3">
<label for="category">Category</label><select id="category" name="category">${['OTHER', 'RETAIL', 'PROF_SERVICES', 'RESTAURANT', 'HEALTH', 'EDU', 'TRAVEL'].map((c) => `<option>${c}</option>`).join('')}</select>`,
)}`,
      };
    case 'PHONE_NUMBER_SETUP':
      return {
        title: 'Phone number',
        body: `<h1>Add a phone number for WhatsApp</h1>${errorBlock(s, b)}
${stepForm(
  b,
  'phone',
  `<fieldset><legend>Phone number</legend>${v.numbers.map((n) => radio('choice', `existing:${n.id}`, `${n.display_phone_number} (${n.verified_name})`)).join('')}
${v.preVerified.map((p) => radio('choice', `preverified:${p.id}`, `+${p.phone_number}${p.verified ? ' (verified)' : ''}`)).join('')}
${radio('choice', 'new', 'Add a new phone number', v.numbers.length === 0 && v.preVerified.length === 0)}${radio('choice', 'later', 'Add a phone number later')}</fieldset>
<label for="cc">Country code</label><input type="tel" id="cc" name="cc" inputmode="numeric" autocomplete="tel-country-code">
<label for="phone_number">Phone number</label><input type="tel" id="phone_number" name="phone_number" inputmode="numeric" autocomplete="tel-national">
<fieldset><legend>Verify by</legend>${radio('code_method', 'SMS', 'Text message', true)}${radio('code_method', 'VOICE', 'Phone call')}</fieldset>`,
  'Next',
)}`,
      };
    case 'PHONE_NUMBER_VERIFICATION':
      return {
        title: 'Verify your phone number',
        body: `<h1>Verify your phone number</h1><p>Enter the 6-digit code we sent to ${esc(v.codeSentTo)}.</p>${errorBlock(s, b)}
${stepForm(
  b,
  'verify',
  `<label for="code">Verification code</label><input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required pattern="[0-9]{3}-?[0-9]{3}">`,
  'Verify',
)}
<form method="post" action="${esc(b)}/resend"><fieldset><legend>Didn't get a code?</legend>${radio('code_method', 'SMS', 'Send a new text message', true)}${radio('code_method', 'VOICE', 'Call me instead')}
<button type="submit" class="secondary">Send a new code</button></fieldset></form>`,
      };
    case 'BUSINESS_APP_CONNECT':
      return {
        title: 'Connect your WhatsApp Business app',
        body: v.businessAppCode
          ? `<h1>Confirm in the WhatsApp Business app</h1><p>Open WhatsApp Business on +${esc(s.business_app_number)}, tap <strong>Connect</strong>, choose whether to share your chat history, and enter this code:</p>
<p class="code" aria-label="Verification code">${esc(v.businessAppCode)}</p>${errorBlock(s, b)}${stepForm(b, 'business_app_confirmed', '', 'I have confirmed in the app')}`
          : `<h1>Connect your existing WhatsApp Business app</h1>${errorBlock(s, b)}
${stepForm(b, 'business_app', `<label for="business_app_number">WhatsApp Business app phone number (with country code)</label><input type="tel" id="business_app_number" name="phone_number" inputmode="numeric" required>`)}`,
      };
    case 'PERMISSIONS':
      return {
        title: 'Review permissions',
        body: `<h1>${esc(v.appName)} will be able to</h1><ul>${v.permissions.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>${errorBlock(s, b)}${stepForm(b, 'permissions', '', 'Confirm')}`,
      };
    case 'DONE':
      return { title: 'Done', body: '<h1>Done</h1>' };
  }
}

/** A step of the hosted window. */
export function stepPage(v: StepView): string {
  const { title, body } = stepBody(v);
  return layout({ title, locale: v.session.locale, nonce: v.nonce, body, script: abandonScript(v.session.origin, v.session.step) });
}

/**
 * The last page: posts the WA_EMBEDDED_SIGNUP message (a JSON string) and the SDK's login response
 * to the opener at its origin, then closes. Reloading it replays the same messages.
 */
export function outcomePage(session: SignupSession, outcome: SignupOutcome, nonce: string): string {
  const messages: string[] = [];
  // A cancel before login (empty data) is no embedded signup event: the flow had not started.
  if (outcome.event !== 'CANCEL' || Object.keys(outcome.data).length > 0) {
    messages.push(JSON.stringify({ data: outcome.data, type: 'WA_EMBEDDED_SIGNUP', event: outcome.event, version: 3 }));
  }
  const authResponse = outcome.auth_response ? { userID: null, expiresIn: null, code: outcome.auth_response.code } : null;
  messages.push(JSON.stringify({ type: 'FB_SDK_LOGIN_RESPONSE', response: { authResponse, status: outcome.status } }));
  const done = outcome.event !== 'CANCEL';
  const script = `(function(){var m=${scriptJson(messages)};var o=${scriptJson(session.origin)};
if(window.opener){m.forEach(function(x){window.opener.postMessage(x,o);});}
setTimeout(function(){window.close();},300);})();`;
  return layout({
    title: done ? 'All set' : 'Cancelled',
    locale: session.locale,
    nonce,
    body: done ? '<h1>You’re all set</h1><p>You can close this window.</p>' : '<h1>Signup cancelled</h1><p>You can close this window.</p>',
    script,
  });
}

/** A window that cannot start (bad app id, configuration, domain); nothing is posted to the opener. */
export function errorPage(message: string, locale: string): string {
  return layout({ title: 'Error', locale, nonce: '', body: `<h1>Something went wrong</h1><div class="error" role="alert"><p>${esc(message)}</p></div>` });
}
