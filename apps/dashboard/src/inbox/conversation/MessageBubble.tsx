import { DeliveryIcon } from './icons';
import { Alert, Box, Group, Paper, Text } from '@mantine/core';
import type { InboxMessage } from '../inbox-api';
import { MessageContent } from './messages/MessageContent';
import { deliveryView } from './status';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** One message: the customer's on the left, the business's on the right, with time, delivery state and reactions. */
export function MessageBubble({
  message,
  reactions,
  replyTo,
}: {
  message: InboxMessage;
  reactions: Array<{ emoji: string; direction: 'inbound' | 'outbound' }>;
  /** The quoted message in words (a reply), when loaded. */
  replyTo: string | null;
}) {
  const outbound = message.direction === 'outbound';
  const delivery = deliveryView(message);
  const who = outbound ? (message.origin === 'business_app' ? 'Sent from the business app' : 'Sent') : 'Customer';
  return (
    <Box component="li" style={{ listStyle: 'none', display: 'flex', justifyContent: outbound ? 'flex-end' : 'flex-start' }}>
      <Paper
        withBorder
        p="xs"
        radius="md"
        maw="min(85%, 560px)"
        bg={outbound ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-body)'}
        style={{ minWidth: 0 }}
      >
        <Text size="xs" c="dimmed" mb={2}>
          {who}
        </Text>
        {replyTo && (
          <Text size="xs" c="dimmed" lineClamp={2} pl={6} mb={4} style={{ borderLeft: '3px solid var(--mantine-color-default-border)' }}>
            Replying to: {replyTo}
          </Text>
        )}
        <MessageContent message={message} />
        {reactions.length > 0 && (
          <Group gap={4} mt={4}>
            {reactions.map((r) => (
              <Text key={r.direction} size="sm">
                <span role="img" aria-label={`${r.direction === 'inbound' ? 'The customer' : 'You'} reacted ${r.emoji}`}>
                  {r.emoji}
                </span>
              </Text>
            ))}
          </Group>
        )}
        <Group gap={6} justify="flex-end" mt={2} wrap="nowrap">
          <Text size="xs" c="dimmed" component="time" dateTime={message.timestamp}>
            {timeOf(message.timestamp)}
          </Text>
          {delivery && (
            <Text
              size="xs"
              c={delivery.className ? undefined : 'dimmed'}
              className={delivery.className ?? undefined}
              fw={delivery.status === 'failed' ? 700 : 400}
            >
              <DeliveryIcon symbol={delivery.symbol} />
              {delivery.label}
            </Text>
          )}
        </Group>
        {delivery?.failure && (
          <Alert color="red" variant="light" p={6} mt={4} title="Not delivered">
            <Text size="xs">
              {delivery.failure.reason}
              {delivery.failure.code ? ` (WhatsApp error ${delivery.failure.code})` : ''}
            </Text>
          </Alert>
        )}
      </Paper>
    </Box>
  );
}
