import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { CursorPager, ErrorAlert, Page, QueryView, useProjectApi } from '../kit';
import { LogsNav } from './common';
import { useCursorQuery } from './cursor-query';
import { HitList, SourceStates, type Hit, type SourceState } from './Hits';
import { WINDOWS, aroundQuery } from './log-query';

const WINDOW_WORDS: Record<string, string> = { '1m': '1 minute', '5m': '5 minutes', '15m': '15 minutes', '1h': '1 hour', '6h': '6 hours', '24h': '24 hours' };

/**
 * `/p/{id}/logs/around?at=&window=&highlight=`: everything that happened in every log of the project within
 * `window` either side of one entry's time, oldest first, the entry's resource highlighted (decision 0019's
 * `around`, `window`, `highlight`).
 */
export function AroundPage() {
  const { projectId } = useProjectApi();
  const [params, setParams] = useSearchParams();
  const query = aroundQuery(params);
  const list = useCursorQuery<Hit, { sources: SourceState[] }>(['log_search', 'around'], '/log_search', query);
  const at = params.get('at');
  const window = params.get('window') ?? '15m';
  return (
    <Page
      title="Around a moment"
      description={
        at && query
          ? `Everything the project's logs hold from ${WINDOW_WORDS[window] ?? window} before to ${WINDOW_WORDS[window] ?? window} after ${new Date(at).toLocaleString()}, oldest first.`
          : undefined
      }
    >
      <LogsNav />
      {!query ? (
        <ErrorAlert error="This link names no moment: open one from an entry of the log search (Around this moment)." />
      ) : (
        <>
          <Group justify="space-between" align="flex-end">
            <Select
              label="Either side of the moment"
              data={WINDOWS.map((w) => ({ value: w, label: WINDOW_WORDS[w] }))}
              value={WINDOWS.includes(window as (typeof WINDOWS)[number]) ? window : '15m'}
              onChange={(v) => {
                const next = new URLSearchParams(params);
                next.set('window', v ?? '15m');
                setParams(next);
              }}
              allowDeselect={false}
              w={220}
            />
            <Anchor component={Link} to={`/p/${projectId}/logs/search`} size="sm">
              Back to the log search
            </Anchor>
          </Group>
          <QueryView query={list} label="Loading what happened around the moment">
            {(data) => (
              <Stack gap="xs">
                <SourceStates sources={data.sources} />
                {params.get('highlight') && (
                  <Text size="sm" c="dimmed">
                    Entries of the one you came from are marked.
                  </Text>
                )}
                <HitList hits={data.data} label="What happened around the moment" empty="Nothing else happened in this window." />
                <CursorPager list={list} label="the moment's entries" />
              </Stack>
            )}
          </QueryView>
        </>
      )}
    </Page>
  );
}
