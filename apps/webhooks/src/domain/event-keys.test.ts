import { describe, expect, it } from 'vitest';
import { eventSearchKeys } from './event-keys';

describe('eventSearchKeys', () => {
  it('a message event gives its wamid and first number; others no wamid', () => {
    const table: Array<[Parameters<typeof eventSearchKeys>[0], ReturnType<typeof eventSearchKeys>]> = [
      [
        { name: 'messaging.message.failed', fields: { message: { id: 'wamid.X1' } }, phoneNumberIds: ['111', '222'] },
        { wamid: 'wamid.X1', phoneNumberId: '111' },
      ],
      [
        { name: 'messaging.message.received', fields: { message: { id: 7 } }, phoneNumberIds: [] },
        { wamid: null, phoneNumberId: null },
      ],
      [
        { name: 'messaging.conversation.created', fields: { message: { id: 'wamid.X1' } }, phoneNumberIds: ['111'] },
        { wamid: null, phoneNumberId: '111' },
      ],
      [
        { name: 'messaging.message.sent', fields: { message: 'nope' }, phoneNumberIds: ['9'] },
        { wamid: null, phoneNumberId: '9' },
      ],
      [
        { name: 'messaging.message.sent', fields: { message: { id: 'w'.repeat(257) } }, phoneNumberIds: [] },
        { wamid: null, phoneNumberId: null },
      ],
    ];
    for (const [event, expected] of table) expect(eventSearchKeys(event)).toEqual(expected);
    expect(table).toHaveLength(5);
  });
});
