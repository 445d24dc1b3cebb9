import { IconFileText } from '@tabler/icons-react';
import { inline } from '../icons';
import { Anchor, Group, Text } from '@mantine/core';
import { useInbox } from '../../inbox-context';
import type { MessageDescription } from './describe';
import { TextMessage } from './TextMessage';

/** A document: its file name and a download link (the platform's copy). */
export function DocumentMessage({ d }: { d: Extract<MessageDescription, { kind: 'document' }> }) {
  const { api } = useInbox();
  return (
    <div>
      <Group gap="xs" wrap="nowrap">
        <IconFileText {...inline} />
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {d.filename}
        </Text>
      </Group>
      {d.mediaId ? (
        <Anchor href={api.mediaUrl(d.mediaId)} download={d.filename} size="sm" underline="always">
          Download {d.filename}
        </Anchor>
      ) : (
        <Text size="xs" c="dimmed">
          {d.link ? `Sent by link: ${d.link}` : 'Not stored on the platform.'}
        </Text>
      )}
      {d.caption && <TextMessage text={d.caption} />}
    </div>
  );
}
