import { describe, expect, it } from 'vitest';
import { methodRefusal, passThroughAction, proxyBaseOf, templatePathOf, withPlatformMediaUrl } from './pass-through';

describe('pass-through rules (decisions 0210-0212, 0230, 0231)', () => {
  it('only the methods of the Graph API (and HEAD) pass', () => {
    for (const m of ['GET', 'HEAD', 'POST', 'DELETE', 'PUT', 'PATCH']) expect(methodRefusal(m)).toBeUndefined();
    expect(methodRefusal('OPTIONS')).toEqual({ status: 405, body: { error: 'Method OPTIONS is not part of the Graph API' } });
    expect(methodRefusal('TRACE')?.status).toBe(405);
  });

  it('{business_account_id}/message_templates/{template_id} (GET, POST) is served as /{template_id}', () => {
    expect(templatePathOf('business_account', 'GET', ['message_templates', '77'])).toBe('77');
    expect(templatePathOf('business_account', 'POST', ['message_templates', '77'])).toBe('77');
    expect(templatePathOf('business_account', 'DELETE', ['message_templates', '77'])).toBeUndefined();
    expect(templatePathOf('business_account', 'GET', ['message_templates'])).toBeUndefined();
    expect(templatePathOf('phone_number', 'GET', ['message_templates', '77'])).toBeUndefined();
  });

  it('refuses POST {phone_number_id}/marketing_messages (422 unsupported_send_edge) and DELETE {waba}/subscribed_apps (409)', () => {
    expect(passThroughAction('phone_number', 'POST', ['marketing_messages'])).toEqual({
      kind: 'refused',
      refusal: {
        status: 422,
        body: {
          error: 'Sends through marketing_messages are not supported: they cannot be checked or priced; send marketing templates through messages',
          code: 'unsupported_send_edge',
        },
      },
    });
    expect(passThroughAction('business_account', 'DELETE', ['subscribed_apps'])).toEqual({
      kind: 'refused',
      refusal: {
        status: 409,
        body: { error: "The platform's app subscription delivers this business account's webhooks; it cannot be removed through the pass-through" },
      },
    });
    // Other methods and owners of the same edges are forwarded.
    expect(passThroughAction('phone_number', 'GET', ['marketing_messages'])).toEqual({ kind: 'forward', after: 'none' });
    expect(passThroughAction('business_account', 'GET', ['subscribed_apps'])).toEqual({ kind: 'forward', after: 'none' });
    expect(passThroughAction('business_account', 'POST', ['subscribed_apps'])).toEqual({ kind: 'forward', after: 'none' });
  });

  it('serves media uploads, media downloads and the guarded send itself', () => {
    expect(passThroughAction('phone_number', 'POST', ['media'])).toEqual({ kind: 'media_upload' });
    expect(passThroughAction('media', 'GET', ['download'])).toEqual({ kind: 'media_download' });
    expect(passThroughAction('media', 'HEAD', ['download'])).toEqual({ kind: 'media_download' });
    expect(passThroughAction('phone_number', 'POST', ['messages'])).toEqual({ kind: 'send' });
    expect(passThroughAction('phone_number', 'GET', ['messages'])).toEqual({ kind: 'forward', after: 'none' });
    expect(passThroughAction('business_account', 'POST', ['messages'])).toEqual({ kind: 'forward', after: 'none' });
  });

  it('names what a forwarded call records afterwards', () => {
    expect(passThroughAction('phone_number', 'POST', ['thread_control'])).toEqual({ kind: 'forward', after: 'thread_control' });
    expect(passThroughAction('business_account', 'GET', ['message_templates'])).toEqual({ kind: 'forward', after: 'templates' });
    expect(passThroughAction('business_account', 'POST', ['message_templates'])).toEqual({ kind: 'forward', after: 'templates' });
    expect(passThroughAction('business_account', 'DELETE', ['message_templates'])).toEqual({ kind: 'forward', after: 'none' });
    expect(passThroughAction('media', 'GET', [])).toEqual({ kind: 'forward', after: 'media_read' });
    expect(passThroughAction('media', 'DELETE', [])).toEqual({ kind: 'forward', after: 'media_delete' });
    expect(passThroughAction('media', 'POST', [])).toEqual({ kind: 'forward', after: 'none' });
    // After the template rewrite the owner is the template: forwarded, nothing recorded.
    expect(passThroughAction('template', 'GET', ['message_templates', '77'])).toEqual({ kind: 'forward', after: 'none' });
  });

  it('the media download root: the gateway-named base, else the public origin', () => {
    expect(proxyBaseOf('https://api.example.com/proxy/', 'http://x')).toBe('https://api.example.com/proxy');
    expect(proxyBaseOf('javascript:alert(1)', 'http://platform.test/')).toBe('http://platform.test/upstream/messaging');
    expect(proxyBaseOf(undefined, 'http://platform.test')).toBe('http://platform.test/upstream/messaging');
  });

  it("a media object's url becomes the platform's signed download link; other answers pass unchanged", () => {
    const out = withPlatformMediaUrl(Buffer.from('{"url":"https://up/x","id":"5"}'), 'https://p', 'v23.0', '5', 'project_id=p&expires=9&signature=s');
    expect(JSON.parse(out.toString())).toEqual({ url: 'https://p/v23.0/5/download?project_id=p&expires=9&signature=s', id: '5' });
    const plain = Buffer.from('not json');
    expect(withPlatformMediaUrl(plain, 'https://p', 'v23.0', '5', 'q=1')).toBe(plain);
    const noUrl = Buffer.from('{"id":"5"}');
    expect(withPlatformMediaUrl(noUrl, 'https://p', 'v23.0', '5', 'q=1')).toBe(noUrl);
  });
});
