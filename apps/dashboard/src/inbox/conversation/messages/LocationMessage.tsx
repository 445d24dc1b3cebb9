import { IconMapPin } from '@tabler/icons-react';
import { inline } from '../icons';
import { Anchor, Text } from '@mantine/core';
import type { MessageDescription } from './describe';

/** A location: name, address, coordinates and a link to a map site (nothing is loaded from it). */
export function LocationMessage({ d }: { d: Extract<MessageDescription, { kind: 'location' }> }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        <IconMapPin {...inline} />
        {d.name ?? 'Location'}
      </Text>
      {d.address && <Text size="sm">{d.address}</Text>}
      {d.latitude !== null && d.longitude !== null && (
        <Text size="xs" c="dimmed">
          Coordinates {d.latitude}, {d.longitude}
        </Text>
      )}
      {d.mapUrl && (
        <Anchor href={d.mapUrl} target="_blank" rel="noopener noreferrer nofollow" size="sm" underline="always">
          Open on a map (OpenStreetMap)
        </Anchor>
      )}
    </div>
  );
}
