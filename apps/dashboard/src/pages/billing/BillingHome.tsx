import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CursorPager, DataTable, Page, QueryView, money, useCursorList, useProjectApi, when, type PageList } from '../kit';
import { accountsOfNumbers, isDigitsId, microsToUnits, words } from './billing-logic';
import './billing.css';

interface CreditBalance {
  currency: string;
  balance_micros: number;
  held_micros: number;
  available_micros: number;
}

interface CreditEntry {
  id: string;
  kind: 'topup' | 'charge';
  amount_micros: number;
  balance_after_micros: number;
  currency: string;
  hold_id: string | null;
  message_id: string | null;
  category: string | null;
  region: string | null;
  note: string | null;
  reference: string | null;
  created_at: string;
}

interface PhoneNumber {
  id?: string;
  business_account_id?: string | null;
  display_phone_number?: string | null;
  name?: string | null;
}

/** `/billing`: the credits and their ledger, the business accounts to fund, and a portfolio to open. */
export function BillingHome() {
  const { api, p, projectId } = useProjectApi();
  const credits = useQuery({ queryKey: ['project', projectId, 'billing', 'credits'], queryFn: () => api.get<{ data: CreditBalance }>(p('/billing/credits')) });
  const ledger = useCursorList<CreditEntry>(['billing', 'entries'], '/billing/credits/entries', {}, 20);
  const numbers = useQuery({
    queryKey: ['project', projectId, 'billing', 'numbers'],
    queryFn: () => api.get<PageList<PhoneNumber>>(p('/messaging/phone_numbers?per_page=100')),
  });
  return (
    <Page title="Funding and billing" description="Prepaid credits and their ledger, each business account's funding, and the usage it was charged for.">
      <Paper withBorder p="md" component="section" aria-labelledby="credits-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="credits-title">
            Credits
          </Title>
          <QueryView query={credits} label="Loading the credits">
            {({ data: c }) => (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Figure label="Balance" value={money(microsToUnits(c.balance_micros), c.currency)} hint="Topped up minus charges settled." />
                <Figure label="Held" value={money(microsToUnits(c.held_micros), c.currency)} hint="Held for sends not settled yet." />
                <Figure label="Available" value={money(microsToUnits(c.available_micros), c.currency)} hint="What new sends can hold." />
              </SimpleGrid>
            )}
          </QueryView>
          <Text size="sm" c="dimmed">
            Credits are topped up by the platform&apos;s operator; every top-up and every charge is in the ledger below.
          </Text>
        </Stack>
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="accounts-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="accounts-title">
            Business accounts
          </Title>
          <QueryView query={numbers} label="Loading the business accounts">
            {({ data }) => (
              <DataTable
                label="Business accounts of the project's numbers"
                head={['Business account', 'Numbers', '']}
                minWidth={420}
                rows={accountsOfNumbers(data).map((a) => [
                  <Text key="id" ff="monospace" size="sm">
                    {a.wabaId}
                  </Text>,
                  a.numbers.join(', ') || '—',
                  <Anchor key="open" component={Link} to={`accounts/${a.wabaId}`} size="sm">
                    Funding and usage of {a.wabaId}
                  </Anchor>,
                ])}
                empty="No number is connected yet: open a business account by its id below."
              />
            )}
          </QueryView>
          <OpenById label="Business account id" button="Open account" to={(id) => `accounts/${id}`} />
          <OpenById label="Business portfolio id" button="Open portfolio" to={(id) => `portfolios/${id}`} />
        </Stack>
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="ledger-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="ledger-title">
            Ledger
          </Title>
          <QueryView query={ledger} label="Loading the ledger">
            {({ data }) => (
              <DataTable
                label="Credit ledger, newest first"
                head={['When', 'Kind', 'Amount', 'Balance after', 'Details']}
                rows={data.map((e) => [
                  when(e.created_at),
                  e.kind === 'topup' ? 'Top-up' : 'Charge',
                  money(microsToUnits(e.amount_micros), e.currency),
                  money(microsToUnits(e.balance_after_micros), e.currency),
                  <Text key="d" size="sm">
                    {e.kind === 'topup'
                      ? [e.reference && `Reference ${e.reference}`, e.note].filter(Boolean).join(' — ') || '—'
                      : [
                          e.category && words(e.category),
                          e.region && `region ${e.region}`,
                          e.message_id && `message ${e.message_id}`,
                          e.hold_id && `hold ${e.hold_id}`,
                        ]
                          .filter(Boolean)
                          .join(', ') || '—'}
                  </Text>,
                ])}
                empty="No credits were topped up or charged yet."
              />
            )}
          </QueryView>
          <CursorPager list={ledger} label="the ledger" />
        </Stack>
      </Paper>
    </Page>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={`credit-${label.toLowerCase()}`}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}

function OpenById({ label, button, to }: { label: string; button: string; to: (id: string) => string }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!isDigitsId(value)) return setError(`The ${label.toLowerCase()} is digits only.`);
        navigate(to(value.trim()));
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput label={label} value={value} onChange={(e) => (setValue(e.currentTarget.value), setError(null))} error={error} inputMode="numeric" />
        <Button type="submit" variant="default">
          {button}
        </Button>
      </Group>
    </form>
  );
}
