import { Anchor, Badge, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, Page, PagePager, QueryView, relativeTime, useProjectApi, usePageList, when } from '../kit';
import { qualityWords, tierWords, type PhoneNumber } from './numbers';

/** `/p/{id}/numbers`: the project's connected numbers, newest first (page style), with the API's filters. */
export function NumbersListPage() {
  const { projectId } = useProjectApi();
  const [pn, setPn] = useState('');
  const [waba, setWaba] = useState('');
  const [customer, setCustomer] = useState('');
  const [typed] = useDebouncedValue(JSON.stringify({ phone_number_id: pn.trim(), business_account_id: waba.trim(), customer_id: customer.trim() }), 300);
  const filters = JSON.parse(typed) as { phone_number_id: string; business_account_id: string; customer_id: string };
  const list = usePageList<PhoneNumber>(['numbers', 'list'], '/messaging/phone_numbers', filters);
  return (
    <Page title="Numbers" description="The WhatsApp numbers connected to the project, by their customers.">
      <div className="filters-row" role="search" aria-label="Filter the numbers">
        <TextInput label="Phone number id" size="xs" inputMode="numeric" value={pn} onChange={(e) => setPn(e.currentTarget.value)} />
        <TextInput label="Business account id" size="xs" inputMode="numeric" value={waba} onChange={(e) => setWaba(e.currentTarget.value)} />
        <TextInput label="Customer id" size="xs" value={customer} onChange={(e) => setCustomer(e.currentTarget.value)} />
      </div>
      <QueryView query={list} label="Loading the numbers">
        {(data) => (
          <Stack gap="xs">
            <DataTable
              label="Numbers"
              minWidth={900}
              head={['Number', 'Name', 'Status', 'Quality', 'Messaging limit', 'Connection', 'Customer', 'Connected']}
              empty={
                filters.phone_number_id || filters.business_account_id || filters.customer_id
                  ? 'No number matches these filters.'
                  : 'No number connected yet: send a customer a setup link.'
              }
              rows={data.data.map((n) => {
                const q = qualityWords(n.quality_rating);
                return [
                  <Anchor component={Link} to={n.phone_number_id} key="n">
                    {n.display_phone_number || n.phone_number_id}
                  </Anchor>,
                  n.name || n.verified_name || '—',
                  n.status || '—',
                  <Badge key="q" color={q.colour} variant="dot">
                    {q.words}
                  </Badge>,
                  tierWords(n.whatsapp_business_manager_messaging_limit),
                  n.is_coexistence ? 'Coexistence' : 'Dedicated',
                  <Anchor component={Link} to={`/p/${projectId}/customers/${n.customer_id}`} key="c">
                    Customer
                  </Anchor>,
                  <span title={when(n.created_at)} key="t">
                    {relativeTime(n.created_at)}
                  </span>,
                ];
              })}
            />
            <PagePager meta={data.meta} onPage={list.setPage} label="numbers" />
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}
