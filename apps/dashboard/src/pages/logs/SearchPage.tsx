import { ActionIcon, Button, Checkbox, Group, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CursorPager, Page, QueryView } from '../kit';
import { LogsNav } from './common';
import { useCursorQuery } from './cursor-query';
import { HitList, SourceStates, type Hit, type SourceState } from './Hits';
import { LOG_PERIODS, LOG_SOURCES, MAX_KEYS, SEARCH_KEYS, keysOf, logSearchQuery, sourceLabel } from './log-query';

/** `/p/{id}/logs/search`: one question over every log of the project (decision 0019), its filters in the URL. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const [keys, setKeys] = useState<Array<[string, string]>>(() => keysOf(params));
  const [sources, setSources] = useState<string[]>(() => (params.get('sources') ?? '').split(',').filter(Boolean));
  const [problemsOnly, setProblemsOnly] = useState(params.get('problems_only') === 'true');
  const [period, setPeriod] = useState(params.get('period') ?? '');
  const [order, setOrder] = useState(params.get('order') === 'asc' ? 'asc' : 'desc');
  const asked = params.toString() !== '';
  const search = useCursorQuery<Hit, { sources: SourceState[] }>(['log_search'], '/log_search', asked ? logSearchQuery(params) : null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    if (q.trim()) next.set('q', q.trim());
    for (const [k, v] of keys) if (v.trim()) next.append('key', `${k}:${v.trim()}`);
    if (sources.length) next.set('sources', sources.join(','));
    if (problemsOnly) next.set('problems_only', 'true');
    if (period) next.set('period', period);
    next.set('order', order);
    setParams(next);
  };

  return (
    <Page
      title="Logs"
      description="Search every log of the project at once: requests, upstream calls and webhooks, message events, webhook deliveries, workflows, agents, functions and flows, in time order."
    >
      <LogsNav />
      <form onSubmit={submit} aria-label="Log search">
        <Stack gap="xs">
          <TextInput
            label="Search text"
            description='Every word must appear; "a phrase" in quotes is one term; -word excludes; a wamid. searches that message.'
            placeholder="131026 undeliverable"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          {keys.map(([k, v], i) => (
            <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
              <Select
                label={`Exact key ${i + 1}`}
                data={SEARCH_KEYS.map((s) => ({ value: s, label: s }))}
                value={k}
                onChange={(nk) => setKeys((all) => all.map((p, j) => (j === i ? [nk ?? p[0], p[1]] : p)))}
                allowDeselect={false}
                w={170}
              />
              <TextInput
                label={`Value of exact key ${i + 1}`}
                value={v}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setKeys((all) => all.map((p, j) => (j === i ? [p[0], value] : p)));
                }}
                style={{ flex: 1, minWidth: 0 }}
              />
              <ActionIcon variant="default" size="lg" onClick={() => setKeys((all) => all.filter((_, j) => j !== i))} aria-label={`Remove exact key ${i + 1}`}>
                <IconX size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
          {keys.length < MAX_KEYS && (
            <Group>
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={() => setKeys((all) => [...all, ['request_id', '']])}
              >
                Add an exact key (request id, wamid, webhook…)
              </Button>
            </Group>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <MultiSelect
              label="Sources (all when none chosen)"
              data={LOG_SOURCES.map((s) => ({ value: s, label: sourceLabel(s) }))}
              value={sources}
              onChange={setSources}
              clearable
            />
            <Select label="Period" data={LOG_PERIODS} value={period} onChange={(v) => setPeriod(v ?? '')} allowDeselect={false} />
            <Select
              label="Order"
              data={[
                { value: 'desc', label: 'Newest first' },
                { value: 'asc', label: 'Oldest first' },
              ]}
              value={order}
              onChange={(v) => setOrder(v === 'asc' ? 'asc' : 'desc')}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Group justify="space-between">
            <Checkbox
              label="Problems only (errors, failed messages, steps, deliveries, runs)"
              checked={problemsOnly}
              onChange={(e) => setProblemsOnly(e.currentTarget.checked)}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
              Search
            </Button>
          </Group>
        </Stack>
      </form>
      {!asked ? (
        <Text c="dimmed">Ask a question above: a word of an error, a request id, a message id (wamid)… or tick problems only.</Text>
      ) : (
        <QueryView query={search} label="Searching the logs">
          {(data) => (
            <Stack gap="xs">
              <SourceStates sources={data.sources} />
              <HitList hits={data.data} label="Search results" empty="Nothing matches in the logs the sources keep." />
              <CursorPager list={search} label="the search results" />
            </Stack>
          )}
        </QueryView>
      )}
    </Page>
  );
}
