import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DataTable, PagePager, QueryView, useProjectApi, usePageList, when } from '../kit';

/** A webhook endpoint (webhooks service). */
interface Webhook {
  id: string;
  url: string;
  events: string[];
  active: boolean;
  payload_version: string;
  phone_number_id?: string | null;
  disabled_reason?: string | null;
  disabled_at?: string | null;
  failing_since?: string | null;
  created_at: string;
}

/** The number's own webhooks (events about this number only), and the way to the Webhooks section. */
export function NumberWebhooks({ phoneNumberId }: { phoneNumberId: string }) {
  const { projectId } = useProjectApi();
  const list = usePageList<Webhook>(['numbers', phoneNumberId, 'webhooks'], `/messaging/phone_numbers/${encodeURIComponent(phoneNumberId)}/webhooks`, {}, 10);
  return (
    <Stack component="section" aria-labelledby="webhooks-title" gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4" id="webhooks-title">
          Webhooks of this number
        </Title>
        <Anchor component={Link} to={`/p/${projectId}/webhooks`} size="sm">
          Webhooks and deliveries
        </Anchor>
      </Group>
      <QueryView query={list} label="Loading the number's webhooks">
        {(data) => (
          <>
            <DataTable
              label="Webhooks of the number"
              head={['URL', 'State', 'Events', 'Payload', 'Created']}
              empty="No webhook of this number: the project's webhooks receive its events."
              rows={data.data.map((w) => [
                <Text key="u" size="sm" style={{ wordBreak: 'break-all' }}>
                  {w.url}
                </Text>,
                <Badge key="s" color={!w.active ? 'gray' : w.failing_since ? 'red' : 'green'} variant="dot" style={{ textTransform: 'none' }}>
                  {!w.active
                    ? `Off${w.disabled_reason ? ` (${w.disabled_reason})` : ''}`
                    : w.failing_since
                      ? `Failing since ${when(w.failing_since)}`
                      : 'Active'}
                </Badge>,
                w.events.join(', '),
                w.payload_version,
                when(w.created_at),
              ])}
            />
            <PagePager meta={data.meta} onPage={list.setPage} label="webhooks" />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
