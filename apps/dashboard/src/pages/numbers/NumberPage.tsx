import { Anchor, Badge, Button, Card, Group, PasswordInput, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorAlert, Fields, Loading, Page, useProjectApi, when } from '../kit';
import { DisplayNames } from './DisplayNames';
import { HealthCheckCard } from './HealthCheckCard';
import { NumberCalls } from './NumberCalls';
import { NumberWebhooks } from './NumberWebhooks';
import { qualityWords, tierWords, type PhoneNumber } from './numbers';

const yes = (b: boolean) => (b ? 'Yes' : 'No');

/** `/p/{id}/numbers/{phone_number_id}`: every field of spec 2.8, health, display names, webhooks, calls; edit what PATCH allows. */
export function NumberPage() {
  const { phoneNumberId = '' } = useParams();
  const { api, p, projectId, can } = useProjectApi();
  const number = useQuery({
    queryKey: ['project', projectId, 'numbers', phoneNumberId],
    queryFn: () => api.get<{ data: PhoneNumber }>(p(`/messaging/phone_numbers/${encodeURIComponent(phoneNumberId)}`)),
  });
  const [editing, setEditing] = useState(false);
  if (!number.data) {
    return <Page title="Number">{number.error ? <ErrorAlert error={number.error} /> : <Loading label="Loading the number" />}</Page>;
  }
  const n = number.data.data;
  const q = qualityWords(n.quality_rating);
  return (
    <Page
      title={n.display_phone_number || n.phone_number_id}
      description={
        <>
          {n.verified_name || n.name}
          {' · '}
          <Anchor underline="always" component={Link} to="..">
            All numbers
          </Anchor>
          {' · '}
          <Anchor underline="always" component={Link} to={`/p/${projectId}/templates?number=${n.phone_number_id}`}>
            Templates
          </Anchor>
          {' · '}
          <Anchor underline="always" component={Link} to={`/p/${projectId}/conversations?phone_number_id=${n.phone_number_id}`}>
            Conversations
          </Anchor>
        </>
      }
      actions={
        can('messaging', 'write') ? (
          <Button variant="default" leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
            Edit
          </Button>
        ) : null
      }
    >
      {editing && <EditNumber number={n} onDone={() => setEditing(false)} />}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Card withBorder>
          <Text size="xs" c="dimmed">
            Quality rating
          </Text>
          <Badge color={q.colour} variant="dot" size="lg" mt={4}>
            {q.words}
          </Badge>
        </Card>
        <Card withBorder>
          <Text size="xs" c="dimmed">
            Throughput tier
          </Text>
          <Text fw={600}>{tierWords(n.throughput_tier)}</Text>
        </Card>
        <Card withBorder>
          <Text size="xs" c="dimmed">
            Messaging limit (business-initiated)
          </Text>
          <Text fw={600}>{tierWords(n.whatsapp_business_manager_messaging_limit)}</Text>
        </Card>
      </SimpleGrid>

      <Stack component="section" aria-labelledby="fields-title" gap="xs">
        <Title order={2} size="h4" id="fields-title">
          Fields
        </Title>
        <Fields
          label="Number fields"
          items={[
            ['Display number', n.display_phone_number],
            ['Digits', n.display_phone_number_normalized],
            ['Name', n.name],
            ['Display name', n.display_name],
            ['Verified name', n.verified_name],
            ['Name status', n.name_status],
            ['Status', n.status],
            ['Code verification', n.code_verification_status],
            ['Kind', n.kind],
            ['Connection', n.is_coexistence ? 'Coexistence: shared with the WhatsApp Business app' : 'Dedicated API number'],
            ['Inbound processing', n.inbound_processing_enabled ? 'On: inbound messages are processed' : 'Off'],
            ['Calls', n.calls_enabled ? 'Enabled' : 'Disabled'],
            ['Webhook destination', n.webhook_destination_url],
            ['Webhook verified', n.webhook_verified_at ? when(n.webhook_verified_at) : 'Not yet'],
            ['Official business account', yes(n.is_official_business_account)],
            ['Two-step PIN', n.is_pin_enabled ? 'Enabled' : 'Not enabled'],
            ['Phone number id', <code key="pn">{n.phone_number_id}</code>],
            ['Business account id', <code key="waba">{n.business_account_id}</code>],
            ['Upstream app id', n.upstream_app_id],
            ['Internal id', <code key="iid">{n.internal_id}</code>],
            [
              'Customer',
              <Anchor component={Link} to={`/p/${projectId}/customers/${n.customer_id}`} key="c">
                {n.customer_id}
              </Anchor>,
            ],
            ['Connected', when(n.created_at)],
            ['Updated', when(n.updated_at)],
          ]}
        />
      </Stack>

      <HealthCheckCard phoneNumberId={n.phone_number_id} />
      <DisplayNames phoneNumberId={n.phone_number_id} />
      <NumberWebhooks phoneNumberId={n.phone_number_id} />
      <NumberCalls phoneNumberId={n.phone_number_id} />
    </Page>
  );
}

/** What PATCH allows: name, a new access token, the webhook destination (empty: cleared) and verify token, the two switches. */
function EditNumber({ number: n, onDone }: { number: PhoneNumber; onDone: () => void }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const [name, setName] = useState(n.name);
  const [token, setToken] = useState('');
  const [dest, setDest] = useState(n.webhook_destination_url ?? '');
  const [verify, setVerify] = useState('');
  const [inbound, setInbound] = useState(n.inbound_processing_enabled);
  const [calls, setCalls] = useState(n.calls_enabled);
  const body = () => {
    const b: Record<string, unknown> = {};
    if (name.trim() && name.trim() !== n.name) b.name = name.trim();
    if (token.trim()) b.access_token = token.trim();
    if (dest.trim() !== (n.webhook_destination_url ?? '')) b.webhook_destination_url = dest.trim() || null;
    if (verify) b.webhook_verify_token = verify;
    if (inbound !== n.inbound_processing_enabled) b.inbound_processing_enabled = inbound;
    if (calls !== n.calls_enabled) b.calls_enabled = calls;
    return b;
  };
  const save = useMutation({
    mutationFn: () => api.request('PATCH', p(`/messaging/phone_numbers/${encodeURIComponent(n.phone_number_id)}`), { messaging_phone_number: body() }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['project', projectId, 'numbers'] });
      onDone();
    },
  });
  const nothing = Object.keys(body()).length === 0;
  return (
    <Card withBorder component="form" aria-label="Edit the number" onSubmit={(e) => (e.preventDefault(), save.mutate())}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" maxLength={200} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <PasswordInput
            label="New access token"
            description="Checked against the upstream; leave empty to keep the current one"
            value={token}
            onChange={(e) => setToken(e.currentTarget.value)}
          />
          <TextInput label="Webhook destination URL" description="Empty clears it" value={dest} onChange={(e) => setDest(e.currentTarget.value)} />
          <TextInput label="Webhook verify token" description="Leave empty to keep it" value={verify} onChange={(e) => setVerify(e.currentTarget.value)} />
        </SimpleGrid>
        <Switch label="Process inbound messages" checked={inbound} onChange={(e) => setInbound(e.currentTarget.checked)} />
        <Switch label="Calls enabled" checked={calls} onChange={(e) => setCalls(e.currentTarget.checked)} />
        <ErrorAlert error={save.error} title="The number was not changed" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={nothing}>
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
