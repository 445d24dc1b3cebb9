import { ActionIcon, Anchor, Badge, Card, CopyButton, Group, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmButton, ErrorAlert, Fields, PagePager, QueryView, relativeTime, useProjectApi, usePageList, when } from '../kit';
import {
  LANGUAGES,
  PROVISIONED_NUMBER_STATES,
  SETUP_LINK_STATUSES,
  SIGNUP_STEPS,
  THEME,
  linkStatusColour,
  linkStatusWords,
  type SetupLink,
} from './onboarding';

/** A customer's setup links, newest first (page style), by status; copy a link's URL, revoke an active one. */
export function SetupLinks({ customerId, refetchInterval }: { customerId: string; refetchInterval: number | false }) {
  const [status, setStatus] = useState<string | null>(null);
  const list = usePageList<SetupLink>(['customers', customerId, 'setup_links'], `/customers/${encodeURIComponent(customerId)}/setup_links`, { status }, 10, {
    refetchInterval,
  });
  return (
    <Stack component="section" aria-labelledby="links-title" gap="xs">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4" id="links-title">
          Setup links
        </Title>
        <Select
          label="Status"
          size="xs"
          w={160}
          data={SETUP_LINK_STATUSES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) }))}
          value={status}
          onChange={setStatus}
          clearable
          placeholder="Any status"
        />
      </Group>
      <QueryView query={list} label="Loading the setup links">
        {(data) => (
          <Stack gap="sm">
            {data.data.length === 0 ? (
              <Text c="dimmed">{status ? `No ${status} setup link.` : 'No setup link yet: create one and send it to the customer.'}</Text>
            ) : (
              data.data.map((l) => <SetupLinkCard key={l.id} link={l} />)
            )}
            <PagePager meta={data.meta} onPage={list.setPage} label="setup links" />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

/** One link with every field of spec 2.10. */
function SetupLinkCard({ link: l }: { link: SetupLink }) {
  const { api, p, projectId, can } = useProjectApi();
  const qc = useQueryClient();
  const revoke = useMutation({
    mutationFn: () =>
      api.request<{ data: SetupLink }>('PATCH', p(`/customers/${encodeURIComponent(l.customer_id)}/setup_links/${encodeURIComponent(l.id)}`), {
        setup_link: { status: 'revoked' },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['project', projectId, 'customers', l.customer_id] }),
  });
  const setup = l.messaging_setup_status;
  const setupWords =
    setup === 'pending'
      ? 'Not started'
      : setup === 'completed'
        ? 'Completed'
        : setup === 'failed'
          ? `Failed${l.messaging_setup_error ? `: ${l.messaging_setup_error}` : ''}`
          : `${SIGNUP_STEPS[setup] ?? setup} (running)`;
  const language = LANGUAGES.find((x) => x.value === l.language)?.label;
  const themed = THEME.filter(({ key }) => l.theme_config[key]);
  const n = l.provisioned_phone_number;
  return (
    <Card withBorder data-testid="setup-link" data-status={l.status} aria-label={`Setup link created ${when(l.created_at)}`} component="article">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge color={linkStatusColour(l.status)} variant="dot">
              {l.status}
            </Badge>
            <Text size="sm">{linkStatusWords(l)}</Text>
          </Group>
          {can('messaging', 'write') && l.status === 'active' && (
            <ConfirmButton
              label="Revoke"
              size="xs"
              title="Revoke this setup link?"
              message="Its page refuses the customer from now on (a failure redirect with link_expired). You can create a new link at any time."
              onConfirm={() => revoke.mutateAsync().catch(() => undefined)}
              loading={revoke.isPending}
            />
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" align="center">
          <Text component="code" size="sm" ff="monospace" className="link-url" data-testid="link-url">
            {l.url}
          </Text>
          <CopyButton value={l.url}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy the link'}>
                <ActionIcon variant="default" onClick={copy} aria-label={copied ? 'Copied' : 'Copy the link'}>
                  {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
          <Tooltip label="Open the customer's page">
            <ActionIcon variant="default" component="a" href={l.url} target="_blank" rel="noreferrer" aria-label="Open the customer's page in a new tab">
              <IconExternalLink size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
        <ErrorAlert error={revoke.error} title="The link was not revoked" />
        <Fields
          label="Setup link fields"
          items={[
            ['Created', `${when(l.created_at)} (${relativeTime(l.created_at)})`],
            ['Expires', `${when(l.expires_at)} (${relativeTime(l.expires_at)})`],
            ['Signup', setupWords],
            [
              'Number connected',
              l.phone_number_id ? (
                <Anchor component={Link} to={`/p/${projectId}/numbers/${l.phone_number_id}`}>
                  {l.phone_number_id}
                </Anchor>
              ) : null,
            ],
            ['Connections', l.allowed_connection_types.length ? l.allowed_connection_types.join(', ') : 'coexistence, dedicated'],
            ['Language', language ?? 'The customer’s browser language'],
            ['Success redirect', l.success_redirect_url],
            ['Failure redirect', l.failure_redirect_url],
            ['Allowed origins', l.allowed_origins.length ? l.allowed_origins.join(', ') : 'None (never framed)'],
            [
              'Provisioning',
              l.provision_phone_number ? `A new number${l.phone_number_area_code ? `, area code ${l.phone_number_area_code}` : ''}` : 'No: an existing number',
            ],
            ['Countries', l.phone_number_country_isos.join(', ')],
            ['Reconnects', l.reconnect_phone_number],
            [
              'Provisioned number',
              n
                ? `${n.display_number || n.phone_number} (${n.country_iso} +${n.country_dial_code}${n.area_code ? `, ${n.area_code}` : ''}): ${PROVISIONED_NUMBER_STATES[n.status] ?? n.status}`
                : null,
            ],
            ['Billing', l.upstream_billing_mode === 'customer_managed' ? 'The customer’s business pays the upstream' : l.upstream_billing_mode],
            [
              'Theme',
              themed.length ? (
                <span className="swatches">
                  {themed.map(({ key, label }) => (
                    <span
                      key={key}
                      className="swatch"
                      style={{ background: l.theme_config[key] }}
                      title={`${label}: ${l.theme_config[key]}`}
                      role="img"
                      aria-label={`${label} ${l.theme_config[key]}`}
                    />
                  ))}
                </span>
              ) : (
                'The page’s default colours'
              ),
            ],
            ['Link id', <code key="id">{l.id}</code>],
          ]}
        />
      </Stack>
    </Card>
  );
}
