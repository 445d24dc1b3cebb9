import { Badge, Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useProjectApi } from '../kit';
import type { Said } from './webhook-state';

/** The Webhooks section's two lists, as links. */
export function WebhooksNav() {
  const { projectId } = useProjectApi();
  const { pathname } = useLocation();
  const base = `/p/${projectId}/webhooks`;
  const onDeliveries = pathname.startsWith(`${base}/deliveries`);
  return (
    <Group component="nav" aria-label="Webhooks" gap="xs">
      <Button component={Link} to={base} size="xs" variant={onDeliveries ? 'default' : 'filled'} aria-current={onDeliveries ? undefined : 'page'}>
        Endpoints
      </Button>
      <Button
        component={Link}
        to={`${base}/deliveries`}
        size="xs"
        variant={onDeliveries ? 'filled' : 'default'}
        aria-current={onDeliveries ? 'page' : undefined}
      >
        Delivery log
      </Button>
    </Group>
  );
}

/** A state in words on its colour. */
export function StateBadge({ said }: { said: Said }) {
  return (
    <Badge color={said.color} variant="dot" style={{ textTransform: 'none' }}>
      {said.label}
    </Badge>
  );
}
