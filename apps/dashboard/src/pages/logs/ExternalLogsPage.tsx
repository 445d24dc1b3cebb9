import { Select, Stack, Text, TextInput } from '@mantine/core';
import { CursorPager, DataTable, Page, QueryView, durationMs, when } from '../kit';
import { CorrelationId, DetailsButton, HttpStatus, FilterForm, LogsNav, listQuery, useUrlFilters } from './common';
import { useCursorQuery } from './cursor-query';
import { LOG_PERIODS } from './log-query';

/** An entry of `GET /external_api_logs` (decision 0250). */
interface ExternalApiLog {
  id: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  error_code: number | null;
  error_subcode: number | null;
  error_message: string | null;
  fbtrace_id: string | null;
  phone_number_id: string | null;
  business_account_id: string | null;
  request_id: string | null;
  caller: string;
  created_at: string;
}

const FILTERS = ['endpoint', 'status', 'errors_only', 'phone_number_id', 'period', 'request_id'];

/** The upstream's error in words: `131026: Message undeliverable (subcode 2)`. */
function upstreamError(e: ExternalApiLog): string | null {
  if (e.error_code === null && !e.error_message) return null;
  const code = e.error_code !== null ? `${e.error_code}${e.error_subcode !== null ? `/${e.error_subcode}` : ''}` : '';
  return [code, e.error_message].filter(Boolean).join(': ');
}

/** `/p/{id}/logs/external`: every call the platform made to the upstream network for the project (decision 0250). */
export function ExternalLogsPage() {
  const filters = useUrlFilters(FILTERS);
  const { params, draft, set } = filters;
  const list = useCursorQuery<ExternalApiLog>(['external_api_logs'], '/external_api_logs', listQuery(params, FILTERS));
  return (
    <Page title="Logs" description="The calls the platform made to the upstream network for this project, with the upstream's answer and its errors.">
      <LogsNav />
      <FilterForm label="Filters of the upstream calls" filters={filters} errorsOnly="Errors only (status 400 and above, or no answer)" columns={3}>
        <TextInput label="Upstream path contains" placeholder="/messages" value={draft.endpoint} onChange={(e) => set('endpoint', e.currentTarget.value)} />
        <TextInput label="HTTP status (0: no answer)" inputMode="numeric" value={draft.status} onChange={(e) => set('status', e.currentTarget.value)} />
        <TextInput label="Phone number id" value={draft.phone_number_id} onChange={(e) => set('phone_number_id', e.currentTarget.value)} />
        <Select label="Period" data={LOG_PERIODS} value={draft.period} onChange={(v) => set('period', v ?? '')} allowDeselect={false} />
        <TextInput label="Request id" placeholder="X-Request-Id" value={draft.request_id} onChange={(e) => set('request_id', e.currentTarget.value)} />
      </FilterForm>
      <QueryView query={list} label="Loading the upstream calls">
        {(data) => (
          <Stack gap="xs">
            <DataTable
              label="Upstream calls"
              minWidth={960}
              empty="No upstream call matches these filters in the time the log keeps."
              head={['Time', 'Call', 'Status', 'Duration', 'Upstream error', 'Made by', 'Request id', '']}
              rows={data.data.map((e) => [
                <Text size="sm" key="t">
                  {when(e.created_at)}
                </Text>,
                <Text size="sm" ff="monospace" key="c" style={{ overflowWrap: 'anywhere' }}>
                  {e.method} {e.path}
                </Text>,
                <HttpStatus status={e.status} key="s" />,
                durationMs(e.duration_ms),
                <Text size="sm" className={upstreamError(e) ? 'logs-error' : undefined} key="e">
                  {upstreamError(e) ?? '—'}
                </Text>,
                e.caller,
                <CorrelationId id={e.request_id} key="r" />,
                <DetailsButton
                  key="d"
                  title={`${e.method} ${e.path}`}
                  items={[
                    ['Time', when(e.created_at)],
                    ['Method', e.method],
                    ['Path', e.path],
                    ['Status', <HttpStatus status={e.status} key="s" />],
                    ['Duration', durationMs(e.duration_ms)],
                    ['Error code', e.error_code],
                    ['Error subcode', e.error_subcode],
                    ['Error message', e.error_message],
                    ['Upstream trace id (fbtrace_id)', e.fbtrace_id],
                    ['Phone number id', e.phone_number_id],
                    ['Business account id', e.business_account_id],
                    ['Made by (service)', e.caller],
                    ['Request id', <CorrelationId id={e.request_id} key="r" />],
                    ['Entry id', e.id],
                  ]}
                />,
              ])}
            />
            <CursorPager list={list} label="the upstream calls" />
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}
