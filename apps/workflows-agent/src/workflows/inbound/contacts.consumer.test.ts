import { describe, expect, it } from 'vitest';
import { inboundOf } from './contacts.consumer';

const at = '2024-01-01T00:00:00.000Z';

describe('inboundOf (contacts fields read through a lenient schema)', () => {
  it('reads a button reply, the conversation and the identities', () => {
    const fields = {
      phone_number_id: 'pn',
      message: {
        id: 'wamid.1',
        type: 'interactive',
        interactive: { button_reply: null, list_reply: { id: 'b1', title: 'Yes' } },
        svc: { content: 'fallback' },
      },
      conversation: { id: 'c1', phone_number: '155', business_scoped_user_id: 'u1', parent_business_scoped_user_id: '', svc: { contact_name: 'Ann' } },
    };
    expect(inboundOf('p', fields, at)).toEqual({
      projectId: 'p',
      phoneNumberId: 'pn',
      wamid: 'wamid.1',
      conversationId: 'c1',
      phoneNumber: '155',
      userIds: ['u1'],
      text: 'Yes',
      choiceId: 'b1',
      type: 'interactive',
      profileName: 'Ann',
      receivedAt: new Date(at),
    });
  });

  it('reads fields of the wrong type as absent, and skips outbound or unaddressed messages', () => {
    const odd = inboundOf('p', { message: { id: 'w', type: 5, svc: 'x' }, conversation: [], phone_number_id: '' }, at);
    expect(odd).toBeUndefined();
    const viaConversation = inboundOf('p', { message: { id: 'w', type: '', text: { body: 'x' } }, conversation: { phone_number_id: 'pn', id: 7 } }, at);
    expect(viaConversation).toMatchObject({ phoneNumberId: 'pn', type: 'unknown', text: null, conversationId: null, userIds: [], profileName: null });
    expect(
      inboundOf('p', { phone_number_id: 'pn', message: { id: 'w', type: 'text', text: { body: 'hi' }, svc: { direction: 'outbound' } } }, at),
    ).toBeUndefined();
  });
});
