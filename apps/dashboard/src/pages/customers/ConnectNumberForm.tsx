import { Button, Card, Group, PasswordInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert, newIdempotencyKey, useProjectApi } from '../kit';
import type { PhoneNumber } from '../numbers/numbers';

const EMPTY = {
  name: '',
  kind: 'production',
  phone_number_id: '',
  business_account_id: '',
  access_token: '',
  webhook_destination_url: '',
  webhook_verify_token: '',
  inbound_processing_enabled: true,
  calls_enabled: false,
};

/**
 * Connecting a number with its upstream credentials (`POST /customers/{id}/messaging/phone_numbers`):
 * the operator's way when the customer gives the ids and a token instead of using a setup link.
 */
export function ConnectNumberForm({ customerId }: { customerId: string }) {
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [f, setF] = useState(EMPTY);
  const key = useRef<string | null>(null);
  const set = <K extends keyof typeof EMPTY>(k: K, v: (typeof EMPTY)[K]) => {
    key.current = null;
    setF((x) => ({ ...x, [k]: v }));
  };
  const connect = useMutation({
    mutationFn: () => {
      key.current ??= newIdempotencyKey();
      const body: Record<string, unknown> = {
        phone_number_id: f.phone_number_id.trim(),
        business_account_id: f.business_account_id.trim(),
        access_token: f.access_token.trim(),
        kind: f.kind,
        inbound_processing_enabled: f.inbound_processing_enabled,
        calls_enabled: f.calls_enabled,
      };
      if (f.name.trim()) body.name = f.name.trim();
      if (f.webhook_destination_url.trim()) body.webhook_destination_url = f.webhook_destination_url.trim();
      if (f.webhook_verify_token) body.webhook_verify_token = f.webhook_verify_token;
      return api.request<{ data: PhoneNumber }>(
        'POST',
        p(`/customers/${encodeURIComponent(customerId)}/messaging/phone_numbers`),
        { messaging_phone_number: body },
        {
          'idempotency-key': key.current,
        },
      );
    },
    onSuccess: async (res) => {
      key.current = null;
      await qc.invalidateQueries({ queryKey: ['project', projectId] });
      navigate(`/p/${projectId}/numbers/${res.data.phone_number_id}`);
    },
  });
  if (!open) {
    return (
      <Group>
        <Button variant="default" size="xs" leftSection={<IconPlugConnected size={14} aria-hidden="true" />} onClick={() => setOpen(true)}>
          Connect a number with its credentials
        </Button>
      </Group>
    );
  }
  return (
    <Card withBorder component="form" aria-label="Connect a number" onSubmit={(e) => (e.preventDefault(), connect.mutate())}>
      <Stack gap="sm">
        <Text fw={600}>Connect a number with its credentials</Text>
        <Text size="sm" c="dimmed">
          The platform checks them against the upstream and keeps the token encrypted; it is never shown again.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Phone number id"
            required
            inputMode="numeric"
            value={f.phone_number_id}
            onChange={(e) => set('phone_number_id', e.currentTarget.value)}
          />
          <TextInput
            label="Business account id"
            required
            inputMode="numeric"
            value={f.business_account_id}
            onChange={(e) => set('business_account_id', e.currentTarget.value)}
          />
          <PasswordInput label="Access token" required value={f.access_token} onChange={(e) => set('access_token', e.currentTarget.value)} />
          <TextInput label="Name (optional)" maxLength={200} value={f.name} onChange={(e) => set('name', e.currentTarget.value)} />
          <Select
            label="Kind"
            data={[
              { value: 'production', label: 'Production' },
              { value: 'test', label: 'Test' },
            ]}
            value={f.kind}
            onChange={(v) => set('kind', v ?? 'production')}
            allowDeselect={false}
          />
          <TextInput
            label="Webhook destination URL (optional)"
            value={f.webhook_destination_url}
            onChange={(e) => set('webhook_destination_url', e.currentTarget.value)}
          />
          <TextInput
            label="Webhook verify token (optional)"
            value={f.webhook_verify_token}
            onChange={(e) => set('webhook_verify_token', e.currentTarget.value)}
          />
        </SimpleGrid>
        <Switch
          label="Process inbound messages"
          checked={f.inbound_processing_enabled}
          onChange={(e) => set('inbound_processing_enabled', e.currentTarget.checked)}
        />
        <Switch label="Calls enabled" checked={f.calls_enabled} onChange={(e) => set('calls_enabled', e.currentTarget.checked)} />
        <ErrorAlert error={connect.error} title="The number was not connected" />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={connect.isPending} disabled={!f.phone_number_id.trim() || !f.business_account_id.trim() || !f.access_token.trim()}>
            Connect
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
