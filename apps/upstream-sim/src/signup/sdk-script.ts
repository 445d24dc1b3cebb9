/**
 * The JavaScript SDK the simulator serves at `/sdk.js` and `/{locale}/sdk.js`, in place of the
 * upstream's `connect.facebook.net/{locale}/sdk.js`. It has the part of the real SDK's surface that
 * embedded signup uses: `FB.init({appId, version})`, `FB.login(callback, {config_id, response_type,
 * override_default_response_type, extras})` opening the hosted window as a popup, and the callback
 * getting `{authResponse: {code, userID, expiresIn}, status: 'connected'}` when the window finishes,
 * or `{authResponse: null, status: 'unknown'}` when it is closed or cancelled. It derives the
 * simulator's origin from its own `src`, and calls `window.fbAsyncInit` once loaded, as the real one.
 */
export const SDK_SCRIPT = `(function () {
  'use strict';
  if (window.FB && window.FB.__upstreamSim) return;
  var script = document.currentScript;
  var src = script && script.src ? new URL(script.src) : null;
  var simOrigin = src ? src.origin : '';
  var localeMatch = src ? /\\/([a-z]{2}_[A-Z]{2})\\/sdk\\.js$/.exec(src.pathname) : null;
  var locale = localeMatch ? localeMatch[1] : 'en_US';
  var settings = { appId: null, version: null };
  var pending = null;

  function settle(response) {
    if (!pending) return;
    var p = pending;
    pending = null;
    clearInterval(p.timer);
    window.removeEventListener('message', p.listener);
    try { p.callback(response); } catch (e) { setTimeout(function () { throw e; }); }
  }

  var FB = {
    __upstreamSim: true,
    init: function (opts) {
      opts = opts || {};
      if (!opts.appId) { console.error('FB.init: the appId parameter is required.'); return; }
      if (!/^v\\d+\\.\\d+$/.test(String(opts.version || ''))) { console.error("FB.init: the version parameter is required, e.g. 'v24.0'."); return; }
      settings.appId = String(opts.appId);
      settings.version = String(opts.version);
    },
    login: function (callback, opts) {
      if (!settings.appId) { console.error('FB.login() called before FB.init().'); return; }
      if (typeof callback !== 'function') callback = function () {};
      opts = opts || {};
      if (pending && pending.popup && !pending.popup.closed) { pending.popup.focus(); return; }
      var query = new URLSearchParams({
        app_id: settings.appId,
        config_id: opts.config_id == null ? '' : String(opts.config_id),
        response_type: opts.response_type || 'token',
        override_default_response_type: opts.override_default_response_type ? 'true' : 'false',
        extras: JSON.stringify(opts.extras || {}),
        origin: window.location.origin,
        locale: locale,
        display: 'popup'
      });
      var popup = window.open(simOrigin + '/' + settings.version + '/dialog/oauth?' + query.toString(), 'upstream_sim_signup', 'width=600,height=760');
      if (!popup) { callback({ authResponse: null, status: 'unknown' }); return; }
      var listener = function (event) {
        if (event.origin !== simOrigin || event.source !== popup) return;
        var data;
        try { data = JSON.parse(event.data); } catch (e) { return; }
        if (data && data.type === 'FB_SDK_LOGIN_RESPONSE') settle(data.response);
      };
      window.addEventListener('message', listener);
      var timer = setInterval(function () {
        if (popup.closed) setTimeout(function () { settle({ authResponse: null, status: 'unknown' }); }, 250);
      }, 250);
      pending = { callback: callback, listener: listener, timer: timer, popup: popup };
    },
    getLoginStatus: function (callback) { if (typeof callback === 'function') callback({ authResponse: null, status: 'unknown' }); },
    logout: function (callback) { if (typeof callback === 'function') callback({ authResponse: null, status: 'unknown' }); },
    AppEvents: { logEvent: function () {}, logPageView: function () {} },
    XFBML: { parse: function () {} }
  };
  window.FB = FB;
  if (typeof window.fbAsyncInit === 'function' && !window.fbAsyncInit.hasRun) {
    window.fbAsyncInit.hasRun = true;
    window.fbAsyncInit();
  }
})();
`;
