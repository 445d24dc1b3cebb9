import { Anchor, Button, Card, Checkbox, ColorInput, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorAlert, Page, newIdempotencyKey, useProjectApi } from '../kit';
import { SetupPreview } from './SetupPreview';
import {
  CONNECTION_TYPES,
  EMPTY_FORM,
  LANGUAGES,
  THEME,
  isHexColour,
  setupLinkBody,
  type ConnectionType,
  type Customer,
  type PageLanguage,
  type SetupLink,
  type SetupLinkForm,
} from './onboarding';

const TYPE_WORDS: Record<ConnectionType, string> = {
  dedicated: 'Dedicated: a number used only through the API',
  coexistence: 'Coexistence: keep using the WhatsApp Business app on the number',
};

/**
 * `/p/{id}/customers/{customer_id}/setup-links/new`: every option of a setup link (spec 2.10) with a live
 * preview of the customer's page beside the form. Creating a link revokes the customer's active one.
 */
export function NewSetupLinkPage() {
  const { customerId = '' } = useParams();
  const { api, p, projectId } = useProjectApi();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const customer = useQuery({
    queryKey: ['project', projectId, 'customers', customerId],
    queryFn: () => api.get<{ data: Customer }>(p(`/customers/${encodeURIComponent(customerId)}`)),
  });
  const [form, setForm] = useState<SetupLinkForm>(EMPTY_FORM);
  const key = useRef<string | null>(null);
  const set = <K extends keyof SetupLinkForm>(k: K, v: SetupLinkForm[K]) => {
    key.current = null; // another submission
    setForm((f) => ({ ...f, [k]: v }));
  };
  const create = useMutation({
    mutationFn: () => {
      key.current ??= newIdempotencyKey();
      return api.request<{ data: SetupLink }>('POST', p(`/customers/${encodeURIComponent(customerId)}/setup_links`), setupLinkBody(form), {
        'idempotency-key': key.current,
      });
    },
    onSuccess: async () => {
      key.current = null;
      await qc.invalidateQueries({ queryKey: ['project', projectId, 'customers', customerId] });
      navigate(`/p/${projectId}/customers/${customerId}`, { state: { created: true } });
    },
  });
  const badColours = THEME.filter(({ key: k }) => form.theme_config[k] && !isHexColour(form.theme_config[k]!));
  const reconnect = Boolean(form.reconnect_phone_number.trim());
  const name = customer.data?.data.name;
  return (
    <Page
      title="New setup link"
      description={
        <>
          For{' '}
          <Anchor component={Link} to={`/p/${projectId}/customers/${customerId}`} underline="always">
            {name ?? 'the customer'}
          </Anchor>
          . The link opens a page where the customer connects its number; it expires after 30 days, and a new link revokes the active one.
        </>
      }
    >
      <ErrorAlert error={customer.error} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack component="form" gap="md" aria-label="Setup link options" onSubmit={(e) => (e.preventDefault(), create.mutate())}>
          <Card withBorder component="fieldset" className="plain-fieldset">
            <Title order={2} size="h5" component="legend">
              The page
            </Title>
            <Stack gap="sm">
              <Select
                label="Language"
                description="The page's language; without one, the customer's browser language (else English)."
                data={LANGUAGES}
                value={form.language || null}
                onChange={(v) => set('language', (v ?? '') as PageLanguage | '')}
                clearable
                placeholder="The customer's browser language"
              />
              <Checkbox.Group
                label="Connections offered"
                description="One button per connection on the page; at least one."
                value={form.allowed_connection_types}
                onChange={(v) =>
                  set(
                    'allowed_connection_types',
                    CONNECTION_TYPES.filter((t) => v.includes(t)),
                  )
                }
                error={form.allowed_connection_types.length === 0 ? 'Choose at least one connection.' : undefined}
              >
                <Stack gap={6} mt={6}>
                  {CONNECTION_TYPES.map((t) => (
                    <Checkbox key={t} value={t} label={TYPE_WORDS[t]} />
                  ))}
                </Stack>
              </Checkbox.Group>
            </Stack>
          </Card>

          <Card withBorder component="fieldset" className="plain-fieldset">
            <Title order={2} size="h5" component="legend">
              Theme colours
            </Title>
            <Text size="xs" c="dimmed" mb="xs">
              #RRGGBB; an empty colour keeps the page's default (shown in the preview).
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              {THEME.map(({ key: k, label, fallback }) => (
                <ColorInput
                  key={k}
                  label={label}
                  description={k}
                  format="hex"
                  placeholder={fallback}
                  value={form.theme_config[k] ?? ''}
                  onChange={(v) => set('theme_config', { ...form.theme_config, [k]: v })}
                  error={form.theme_config[k] && !isHexColour(form.theme_config[k]!) ? 'Use #RRGGBB' : undefined}
                  withEyeDropper={false}
                  swatches={[fallback]}
                />
              ))}
            </SimpleGrid>
          </Card>

          <Card withBorder component="fieldset" className="plain-fieldset">
            <Title order={2} size="h5" component="legend">
              The number
            </Title>
            <Stack gap="sm">
              <Switch
                label="Get a new number for the customer (provisioning)"
                description="The page offers a new number, bought and verified for the customer, instead of an existing one."
                checked={form.provision_phone_number}
                disabled={reconnect}
                onChange={(e) => set('provision_phone_number', e.currentTarget.checked)}
              />
              {form.provision_phone_number && !reconnect && (
                <Group grow align="flex-start" className="stack-narrow">
                  <TextInput
                    label="Area code"
                    description="2 to 5 digits"
                    value={form.phone_number_area_code}
                    onChange={(e) => set('phone_number_area_code', e.currentTarget.value)}
                    inputMode="numeric"
                  />
                  <TextInput
                    label="Countries"
                    description="ISO codes such as US, BR (default US)"
                    value={form.phone_number_country_isos}
                    onChange={(e) => set('phone_number_country_isos', e.currentTarget.value)}
                  />
                </Group>
              )}
              <TextInput
                label="Reconnect this number (optional)"
                description="E.164, a number already connected for this customer: the page reconnects it (new token) instead."
                placeholder="+15550102030"
                value={form.reconnect_phone_number}
                onChange={(e) => set('reconnect_phone_number', e.currentTarget.value)}
              />
            </Stack>
          </Card>

          <Card withBorder component="fieldset" className="plain-fieldset">
            <Title order={2} size="h5" component="legend">
              Where the customer goes after
            </Title>
            <Stack gap="sm">
              <TextInput
                label="Success redirect URL (optional)"
                description="Receives setup_link_id, status, phone_number_id, business_account_id, display_phone_number."
                placeholder="https://your-app.example/connected"
                value={form.success_redirect_url}
                onChange={(e) => set('success_redirect_url', e.currentTarget.value)}
              />
              <TextInput
                label="Failure redirect URL (optional)"
                description="Receives setup_link_id and error_code. Without redirects the page shows the outcome itself."
                placeholder="https://your-app.example/failed"
                value={form.failure_redirect_url}
                onChange={(e) => set('failure_redirect_url', e.currentTarget.value)}
              />
              <Textarea
                label="Allowed origins (optional)"
                description="Origins that may frame the page, one per line or separated by commas (at most 20); none: it is never framed."
                autosize
                minRows={2}
                value={form.allowed_origins}
                onChange={(e) => set('allowed_origins', e.currentTarget.value)}
              />
            </Stack>
          </Card>

          <ErrorAlert error={create.error} title="The link was not created" />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={`/p/${projectId}/customers/${customerId}`}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={form.allowed_connection_types.length === 0 || badColours.length > 0}>
              Create setup link
            </Button>
          </Group>
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby="preview-title" className="preview-column">
          <Title order={2} size="h4" id="preview-title">
            Preview of the customer's page
          </Title>
          <Text size="sm" c="dimmed">
            Drawn from the options as you change them: the page's first screen, then what it shows while connecting and on an error.
          </Text>
          <SetupPreview
            theme={form.theme_config}
            language={form.language}
            allowedConnectionTypes={form.allowed_connection_types}
            provisionPhoneNumber={form.provision_phone_number}
            reconnectPhoneNumber={form.reconnect_phone_number}
          />
        </Stack>
      </SimpleGrid>
    </Page>
  );
}
