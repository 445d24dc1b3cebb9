import { Badge, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { DataTable, ErrorAlert, Page, QueryView, queryString, useProjectApi } from '../kit';
import type { PageList } from '../kit';
import type { PhoneNumber } from '../numbers/numbers';
import { TEMPLATE_STATUSES, categoryWords, componentLines, qualityWords, rejectedReasonWords, templateStatusWords, type MessageTemplate } from './templates';
import './templates.css';

/** The Templates section's pages (`/p/{project_id}/templates`): a number's templates. */
export default function TemplatesRoutes() {
  return (
    <Routes>
      <Route index element={<TemplatesPage />} />
    </Routes>
  );
}

/** At most this many templates (the API's limit; it has no further pages). */
const LIMIT = 100;

/**
 * `/p/{id}/templates?number=&status=&name=`: pick a number, see its business account's templates as the
 * upstream has them (status, category, language, parameter format, components), filtered by status and name.
 */
function TemplatesPage() {
  const { api, p, projectId } = useProjectApi();
  const [params, setParams] = useSearchParams();
  const number = params.get('number');
  const statuses = (params.get('status') ?? '').split(',').filter((s) => (TEMPLATE_STATUSES as readonly string[]).includes(s));
  const name = params.get('name') ?? '';
  const [debouncedName] = useDebouncedValue(name.trim(), 300);
  const setParam = (k: string, v: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (v) next.set(k, v);
        else next.delete(k);
        return next;
      },
      { replace: true },
    );
  const numbers = useQuery({
    queryKey: ['project', projectId, 'numbers', 'picker'],
    queryFn: () => api.get<PageList<PhoneNumber>>(p('/messaging/phone_numbers?per_page=100')),
  });
  const templates = useQuery({
    queryKey: ['project', projectId, 'templates', number, statuses.join(','), debouncedName],
    enabled: Boolean(number),
    queryFn: () =>
      api.get<{ data: MessageTemplate[] }>(
        p(
          `/messaging/phone_numbers/${encodeURIComponent(number!)}/message_templates${queryString({ status: statuses.join(','), name: debouncedName, limit: LIMIT })}`,
        ),
      ),
  });
  const options = (numbers.data?.data ?? []).map((n) => ({
    value: n.phone_number_id,
    label: `${n.display_phone_number || n.phone_number_id}${n.verified_name || n.name ? ` — ${n.verified_name || n.name}` : ''}`,
  }));
  const only = !number && options.length === 1 ? options[0].value : null;
  useEffect(() => {
    if (only) setParams((prev) => new URLSearchParams({ ...Object.fromEntries(prev), number: only }), { replace: true });
  }, [only, setParams]);
  return (
    <Page title="Templates" description="A number's message templates, as its business account has them at the upstream.">
      <ErrorAlert error={numbers.error} />
      <div className="templates-filters">
        <Select
          label="Number"
          placeholder={numbers.isPending ? 'Loading the numbers…' : options.length ? 'Pick a number' : 'No number connected'}
          data={options}
          value={number}
          onChange={(v) => setParam('number', v)}
          searchable
          nothingFoundMessage="No such number"
        />
        <MultiSelect
          label="Status"
          placeholder={statuses.length ? undefined : 'Any status'}
          data={TEMPLATE_STATUSES.map((s) => ({ value: s, label: templateStatusWords(s).words }))}
          value={statuses}
          onChange={(v) => setParam('status', v.join(','))}
          clearable
        />
        <TextInput label="Name contains" value={name} onChange={(e) => setParam('name', e.currentTarget.value)} />
      </div>
      {!number ? (
        <Text c="dimmed">
          {options.length || numbers.isPending ? 'Pick a number to see its templates.' : 'No number is connected yet, so there is no template to show.'}
        </Text>
      ) : (
        <QueryView query={templates} label="Loading the templates">
          {(data) => (
            <Stack gap="xs">
              <DataTable
                label="Templates"
                minWidth={960}
                head={['Name', 'Status', 'Quality', 'Category', 'Language', 'Parameters', 'Components']}
                empty={statuses.length || debouncedName ? 'No template matches these filters.' : 'This business account has no template yet.'}
                rows={data.data.map((t) => {
                  const s = templateStatusWords(t.status);
                  return [
                    <Stack gap={0} key="n">
                      <Text size="sm" fw={600}>
                        {t.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        id {t.id}
                      </Text>
                    </Stack>,
                    <Stack gap={2} key="s">
                      <Badge color={s.colour} variant="dot" style={{ textTransform: 'none' }}>
                        {s.words}
                      </Badge>
                      {rejectedReasonWords(t.rejected_reason) && <Text size="xs">Reason: {rejectedReasonWords(t.rejected_reason)}</Text>}
                    </Stack>,
                    <Badge key="q" color={qualityWords(t.quality_score).colour} variant="dot" style={{ textTransform: 'none' }}>
                      {qualityWords(t.quality_score).words}
                    </Badge>,
                    categoryWords(t.category),
                    t.language,
                    t.parameter_format ? t.parameter_format.toLowerCase() : '—',
                    <div className="template-components" key="c">
                      {componentLines(t.components ?? []).map((l, i) => (
                        <Text size="xs" key={i}>
                          <Text span fw={600} size="xs">
                            {l.kind}:
                          </Text>{' '}
                          {l.text}
                        </Text>
                      ))}
                    </div>,
                  ];
                })}
              />
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {data.data.length === 1 ? '1 template' : `${data.data.length} templates`}
                  {data.data.length >= LIMIT ? ` (the first ${LIMIT}: narrow the filters to see others)` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  Quality as the upstream rates it from customers&apos; reactions; a template paused for low quality shows it in its status.
                </Text>
              </Group>
            </Stack>
          )}
        </QueryView>
      )}
    </Page>
  );
}
