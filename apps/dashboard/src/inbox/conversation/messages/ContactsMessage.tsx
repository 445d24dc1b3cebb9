import { IconUser } from '@tabler/icons-react';
import { inline } from '../icons';
import { List, Text } from '@mantine/core';
import type { MessageDescription } from './describe';

/** Shared contact cards: name, organization, numbers and emails. */
export function ContactsMessage({ d }: { d: Extract<MessageDescription, { kind: 'contacts' }> }) {
  if (!d.contacts.length) return <Text size="sm">{d.summary} (no details were given).</Text>;
  return (
    <List size="sm" spacing={4} listStyleType="none" aria-label="Shared contacts">
      {d.contacts.map((c, i) => (
        <List.Item key={i}>
          <Text size="sm" fw={500}>
            <IconUser {...inline} />
            {c.name}
            {c.organization ? ` · ${c.organization}` : ''}
          </Text>
          {c.phones.map((p) => (
            <Text key={p} size="sm">
              Phone: {p}
            </Text>
          ))}
          {c.emails.map((e) => (
            <Text key={e} size="sm">
              Email: {e}
            </Text>
          ))}
        </List.Item>
      ))}
    </List>
  );
}
