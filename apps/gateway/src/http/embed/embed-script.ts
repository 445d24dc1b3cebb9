/**
 * The inbox embed page's script (decision 0017), inlined under the page's CSP nonce. Plain ES2020,
 * no framework, no external asset. It reads the token from the page's own path and sends it in the
 * X-Embed-Token header to `{app_url}/embed/api` (same origin); every send carries an Idempotency-Key
 * kept until the send is answered, so a retried send never goes out twice. The open conversation and
 * the list are refreshed every 10 seconds (issue 37's dashboard inbox brings live updates).
 */
export const EMBED_SCRIPT = String.raw`
(function () {
  'use strict';
  var path = location.pathname;
  var token = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  var api = path.slice(0, path.lastIndexOf('/')) + '/api';
  var $ = function (id) { return document.getElementById(id); };
  var state = { filters: {}, after: null, current: null, pendingKey: null, pendingBody: null, workflow: null };

  function say(text, isError) {
    var s = $('status');
    s.textContent = text || '';
    s.className = 'status' + (isError ? ' error' : '');
  }

  function call(method, url, body, extra) {
    var headers = { 'X-Embed-Token': token, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    for (var k in extra || {}) headers[k] = extra[k];
    return fetch(api + url, { method: method, headers: headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'omit', cache: 'no-store' })
      .then(function (res) {
        return res.text().then(function (t) {
          var json = null;
          try { json = t ? JSON.parse(t) : null; } catch (e) { json = null; }
          if (!res.ok) {
            var err = new Error((json && json.error) || ('Request failed (' + res.status + ')'));
            err.status = res.status;
            throw err;
          }
          return json;
        });
      });
  }

  function qs(params) {
    var out = [];
    Object.keys(params).forEach(function (k) {
      if (params[k] !== undefined && params[k] !== null && params[k] !== '') out.push(encodeURIComponent(k) + '=' + encodeURIComponent(params[k]));
    });
    return out.length ? '?' + out.join('&') : '';
  }

  function when(iso) {
    if (!iso) return '';
    var d = new Date(iso);
    return isNaN(d.getTime()) ? '' : d.toLocaleString(document.documentElement.lang || undefined);
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }

  function convTitle(c) {
    return c.contact_name || (c.phone_number ? '+' + c.phone_number : c.business_scoped_user_id || 'Contact');
  }

  function renderConversation(c) {
    var li = el('li');
    var b = el('button');
    b.type = 'button';
    b.dataset.id = c.id;
    b.setAttribute('aria-current', state.current && state.current.id === c.id ? 'true' : 'false');
    b.appendChild(el('span', 'conv-name', convTitle(c)));
    b.appendChild(el('span', 'conv-meta', (c.status === 'active' ? 'Active' : 'Ended') + ' · ' + when(c.last_active_at)));
    if (c.last_message_text) b.appendChild(el('span', 'conv-last', (c.last_message_direction === 'outbound' ? 'You: ' : '') + c.last_message_text));
    b.addEventListener('click', function () { open(c); });
    li.appendChild(b);
    return li;
  }

  function loadList(append) {
    var params = Object.assign({ limit: 30 }, state.filters);
    if (append && state.after) params.after = state.after;
    return call('GET', '/messaging/conversations' + qs(params)).then(function (r) {
      var ul = $('conversations');
      if (!append) ul.textContent = '';
      r.data.forEach(function (c) { ul.appendChild(renderConversation(c)); });
      if (!append && r.data.length === 0) ul.appendChild(el('li', 'empty', 'No conversations match.'));
      state.after = r.paging && r.paging.next ? r.paging.cursors.after : null;
      $('more').classList.toggle('hidden', !state.after);
    }).catch(function (e) { say(e.message, true); });
  }

  function messageText(m) {
    if (m.text) return m.text;
    var c = m.content || {};
    if (c.caption) return '[' + m.type + '] ' + c.caption;
    if (m.type === 'interactive' && c.body && c.body.text) return c.body.text;
    return '[' + m.type + ']';
  }

  function renderMessage(m) {
    var li = el('li', m.direction);
    li.appendChild(el('span', null, messageText(m)));
    li.appendChild(el('span', 'msg-meta', when(m.timestamp || m.created_at) + (m.direction === 'outbound' ? ' · ' + m.status : '')));
    (m.errors || []).forEach(function (e) {
      li.appendChild(el('span', 'msg-error', (e.code ? e.code + ': ' : '') + (e.title || e.message || 'failed')));
    });
    return li;
  }

  function loadMessages() {
    var c = state.current;
    if (!c) return Promise.resolve();
    return call('GET', '/messaging/messages' + qs({ conversation_id: c.id, limit: 50 })).then(function (r) {
      if (!state.current || state.current.id !== c.id) return;
      var ol = $('messages');
      var atBottom = ol.scrollHeight - ol.scrollTop - ol.clientHeight < 40;
      ol.textContent = '';
      r.data.slice().reverse().forEach(function (m) { ol.appendChild(renderMessage(m)); });
      if (r.data.length === 0) ol.appendChild(el('li', 'empty', 'No messages yet.'));
      if (atBottom) ol.scrollTop = ol.scrollHeight;
    }).catch(function (e) { say(e.message, true); });
  }

  function loadWorkflow() {
    var c = state.current;
    if (!c) return Promise.resolve();
    return call('GET', '/messaging/conversations/' + c.id + '/workflow').then(function (r) {
      if (!state.current || state.current.id !== c.id) return;
      var e = r.data.execution;
      state.workflow = e;
      var held = e && (e.status === 'running' || e.status === 'waiting');
      $('workflow').textContent = held ? 'A workflow is handling this conversation.' : e && e.status === 'handoff' ? 'Handed off: you are replying.' : '';
      $('handoff').classList.toggle('hidden', !held);
      $('send').disabled = !!held;
    }).catch(function (e) { say(e.message, true); });
  }

  function open(c) {
    state.current = c;
    document.querySelectorAll('#conversations button').forEach(function (b) { b.setAttribute('aria-current', b.dataset.id === c.id ? 'true' : 'false'); });
    $('thread-title').textContent = convTitle(c);
    $('reply').classList.remove('hidden');
    $('messages').textContent = '';
    say('');
    loadMessages().then(function () { var ol = $('messages'); ol.scrollTop = ol.scrollHeight; });
    loadWorkflow();
    $('thread').focus();
  }

  function composed() {
    var type = $('r-type').value;
    var text = $('r-text').value.trim();
    var link = $('r-link').value.trim();
    if (type === 'text') return text ? { type: 'text', text: { body: text } } : null;
    if (type === 'button') {
      var titles = $('r-buttons').value.split('\n').map(function (s) { return s.trim(); }).filter(Boolean).slice(0, 3);
      if (!text || titles.length === 0) return null;
      return { type: 'interactive', interactive: { type: 'button', body: { text: text }, action: { buttons: titles.map(function (t, i) { return { type: 'reply', reply: { id: 'btn-' + (i + 1), title: t } }; }) } } };
    }
    if (!link) return null;
    var media = { link: link };
    if (text && type !== 'audio') media.caption = text;
    var m = { type: type };
    m[type] = media;
    return m;
  }

  function newKey() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    var a = new Uint8Array(16);
    crypto.getRandomValues(a);
    return Array.prototype.map.call(a, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }

  function send(ev) {
    ev.preventDefault();
    var c = state.current;
    var message = composed();
    if (!c || !message) return say('Write a message (and a link or button titles for that type) first.', true);
    var body = JSON.stringify(message);
    // The same composed message keeps its key until it is answered: a retry never sends twice.
    if (state.pendingBody !== body) { state.pendingBody = body; state.pendingKey = newKey(); }
    $('send').disabled = true;
    say('Sending…');
    call('POST', '/messaging/conversations/' + c.id + '/messages', { message: message }, { 'Idempotency-Key': state.pendingKey })
      .then(function () {
        state.pendingBody = null;
        $('r-text').value = ''; $('r-link').value = ''; $('r-buttons').value = '';
        say('Sent.');
        return loadMessages();
      })
      .catch(function (e) {
        // A network failure or 5xx keeps the key (send again = the same send); a refusal drops it.
        if (e.status && e.status < 500) state.pendingBody = null;
        say(e.message, true);
      })
      .then(function () { $('send').disabled = false; loadWorkflow(); });
  }

  function handoff() {
    var c = state.current;
    if (!c) return;
    $('handoff').disabled = true;
    call('POST', '/messaging/conversations/' + c.id + '/handoff', {})
      .then(function () { say('Handed off: you can reply now.'); })
      .catch(function (e) { say(e.message, true); })
      .then(function () { $('handoff').disabled = false; loadWorkflow(); });
  }

  function showFields() {
    var type = $('r-type').value;
    $('r-link-row').classList.toggle('hidden', type === 'text' || type === 'button');
    $('r-buttons-row').classList.toggle('hidden', type !== 'button');
    $('r-text-label').textContent = type === 'text' ? 'Message' : type === 'button' ? 'Question' : type === 'audio' ? 'Message (not sent with audio)' : 'Caption';
  }

  $('filters').addEventListener('submit', function (ev) {
    ev.preventDefault();
    var f = {};
    var status = $('f-status').value; if (status) f.status = status;
    var number = $('f-number').value.trim(); if (number) f.phone_number_id = number;
    var phone = $('f-phone').value.trim(); if (phone) f.phone_number = phone;
    state.filters = f;
    state.after = null;
    loadList(false);
  });
  $('more').addEventListener('click', function () { loadList(true); });
  $('reply').addEventListener('submit', send);
  $('handoff').addEventListener('click', handoff);
  $('r-type').addEventListener('change', showFields);
  showFields();
  loadList(false);
  setInterval(function () {
    if (document.hidden) return;
    if (state.current) { loadMessages(); loadWorkflow(); }
    if (!state.after) loadList(false);
  }, 10000);
})();
`;
