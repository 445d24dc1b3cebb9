import type { PublicEvent } from './catalog/types';

/**
 * The log search keys of an event that its deliveries carry (decision 0019): the wamid of a message
 * event (`messaging.message.*`: `message.id`) and the event's phone number (the first it names).
 * Read at fan-out, so the deliveries log is searched without parsing bodies.
 */
export function eventSearchKeys(event: Pick<PublicEvent, 'name' | 'fields' | 'phoneNumberIds'>): { wamid: string | null; phoneNumberId: string | null } {
  const message = event.fields.message;
  const id = event.name.startsWith('messaging.message.') && message && typeof message === 'object' ? (message as Record<string, unknown>).id : undefined;
  return {
    wamid: typeof id === 'string' && id.length > 0 && id.length <= 256 ? id : null,
    phoneNumberId: event.phoneNumberIds[0] ?? null,
  };
}
