import { Badge, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { CursorPager, DataTable, Page, QueryView, durationMs, when } from '../kit';
import { CorrelationId, DetailsButton, HttpStatus, FilterForm, LogsNav, listQuery, useUrlFilters } from './common';
import { useCursorQuery } from './cursor-query';
import { LOG_PERIODS } from './log-query';

/** An entry of `GET /api_logs`. */
interface ApiLogEntry {
  id: string;
  endpoint: string;
  http_method: string;
  response_status: number;
  response_time_ms: number;
  created_at: string;
  ip_address: string;
  error_message: string | null;
  api_key_id: string | null;
  api_key_name: string | null;
  api_key_scopes: string[] | null;
  user_id: string | null;
  idempotent_replay: boolean;
  request_id: string | null;
  /** api, dashboard, embed or mcp (decision 0029); null for entries written before it was recorded. */
  source: string | null;
}

/** Who made a request, in words: the key or the person, and through what. */
function madeBy(e: ApiLogEntry): string {
  const who = e.api_key_name ? `Key ${e.api_key_name}` : e.user_id ? 'A person (dashboard)' : '—';
  if (e.source === 'mcp') return `${who} via MCP`;
  if (e.source === 'embed') return 'An inbox embed';
  return who;
}

const FILTERS = ['endpoint', 'status_code', 'errors_only', 'period', 'request_id'];

/** `/p/{id}/logs`: the request log (`GET /api_logs`), filtered from the URL, cursor paged. */
export function RequestLogsPage() {
  const filters = useUrlFilters(FILTERS);
  const { params, draft, set } = filters;
  const list = useCursorQuery<ApiLogEntry>(['api_logs'], '/api_logs', listQuery(params, FILTERS));
  return (
    <Page title="Logs" description="Every request made to the API for this project: by its keys and by people in this dashboard.">
      <LogsNav />
      <FilterForm label="Filters of the request log" filters={filters} errorsOnly="Errors only (status 400 and above)">
        <TextInput label="Endpoint contains" placeholder="/messages" value={draft.endpoint} onChange={(e) => set('endpoint', e.currentTarget.value)} />
        <TextInput
          label="HTTP status"
          placeholder="400"
          inputMode="numeric"
          value={draft.status_code}
          onChange={(e) => set('status_code', e.currentTarget.value)}
        />
        <Select label="Period" data={LOG_PERIODS} value={draft.period} onChange={(v) => set('period', v ?? '')} allowDeselect={false} />
        <TextInput label="Request id" placeholder="X-Request-Id" value={draft.request_id} onChange={(e) => set('request_id', e.currentTarget.value)} />
      </FilterForm>
      <QueryView query={list} label="Loading the request log">
        {(data) => (
          <Stack gap="xs">
            <DataTable
              label="Request log"
              minWidth={900}
              empty="No request matches these filters in the time the log keeps."
              head={['Time', 'Request', 'Status', 'Duration', 'Made by', 'Request id', '']}
              rows={data.data.map((e) => [
                <Text size="sm" key="t">
                  {when(e.created_at)}
                </Text>,
                <Stack gap={2} key="r">
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {e.http_method} {e.endpoint}
                  </Text>
                  {e.error_message && (
                    <Text size="xs" className="logs-error">
                      {e.error_message}
                    </Text>
                  )}
                </Stack>,
                <Group gap={4} key="s">
                  <HttpStatus status={e.response_status} />
                  {e.idempotent_replay && (
                    <Badge variant="default" style={{ textTransform: 'none' }}>
                      replayed
                    </Badge>
                  )}
                </Group>,
                durationMs(e.response_time_ms),
                madeBy(e),
                <CorrelationId id={e.request_id} key="c" />,
                <DetailsButton
                  key="d"
                  title={`${e.http_method} ${e.endpoint}`}
                  items={[
                    ['Time', when(e.created_at)],
                    ['Method', e.http_method],
                    ['Endpoint', e.endpoint],
                    ['Status', <HttpStatus status={e.response_status} key="s" />],
                    ['Duration', durationMs(e.response_time_ms)],
                    ['Error', e.error_message],
                    ['IP address', e.ip_address],
                    ['API key', e.api_key_name ? `${e.api_key_name} (${e.api_key_id})` : e.api_key_id],
                    ['Key scopes', e.api_key_scopes?.join(', ')],
                    ['Person (user id)', e.user_id],
                    ['Source', e.source],
                    ['Answered by replaying its Idempotency-Key', e.idempotent_replay ? 'Yes' : 'No'],
                    ['Request id', <CorrelationId id={e.request_id} key="c" />],
                    ['Entry id', e.id],
                  ]}
                />,
              ])}
            />
            <CursorPager list={list} label="the request log" />
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}
