import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMe } from '../api/context';
import { when } from './kit/format';

/** Settings › Profile: the signed-in person, their second factor, and their role in each project. */
export function ProfilePage() {
  const me = useMe().data;
  if (!me) return null;
  return (
    <Stack>
      <Title order={1} size="h2">
        Profile
      </Title>
      <Card withBorder>
        <Stack gap="xs">
          <Text>
            <Text span fw={600}>
              Name:{' '}
            </Text>
            {me.user.name ?? '(not set)'}
          </Text>
          <Text>
            <Text span fw={600}>
              Email:{' '}
            </Text>
            {me.user.email}
          </Text>
          <Group gap="xs">
            <Text fw={600}>Two-step sign-in (TOTP):</Text>
            <Badge color={me.user.totp_enabled ? 'green' : 'gray'} variant="light">
              {me.user.totp_enabled ? 'on' : 'off'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Account created {when(me.user.created_at)}.
          </Text>
        </Stack>
      </Card>
      <Title order={2} size="h3">
        Your projects
      </Title>
      <Table.ScrollContainer minWidth={300}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Project</Table.Th>
              <Table.Th scope="col">Role</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {me.projects.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>{p.role}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
