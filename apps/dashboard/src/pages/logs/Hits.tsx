import { Anchor, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconClockSearch } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Fields, useProjectApi } from '../kit';
import { aroundLink, detailValue, isLinkKey, keySearchLink, sourceLabel, sourceStateWords } from './log-query';

/** A hit of `GET /log_search` (decision 0019). */
export interface Hit {
  source: string;
  id: string;
  occurred_at: string;
  resource_type: string;
  resource_id: string;
  summary: string;
  problem: boolean;
  keys: Record<string, string>;
  detail: Record<string, unknown>;
  highlighted: boolean;
}

/** A source's state in an answer. */
export interface SourceState {
  source: string;
  status: 'searched' | 'not_applicable' | 'failed' | 'unavailable';
  retention_days: number | null;
  oldest_at: string | null;
}

/** A time with its microseconds (what orders the hits). */
function preciseTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const frac = /\.(\d+)/.exec(iso)?.[1] ?? '000';
  return `${d.toLocaleDateString(undefined, { dateStyle: 'medium' })} ${d.toLocaleTimeString(undefined, { hour12: false })}.${frac.slice(0, 3)}`;
}

/** One hit: when, where from, its line, whether it is a problem, its keys as links, its fields on demand, and its moment. */
function HitItem({ hit, showAround }: { hit: Hit; showAround: boolean }) {
  const { projectId } = useProjectApi();
  const [opened, { toggle }] = useDisclosure(false);
  const base = `/p/${projectId}/logs`;
  return (
    <li
      className="logs-hit"
      data-problem={hit.problem}
      data-highlighted={hit.highlighted}
      aria-label={`${sourceLabel(hit.source)} at ${preciseTime(hit.occurred_at)}${hit.problem ? ', a problem' : ''}`}
    >
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text size="xs" ff="monospace">
            {preciseTime(hit.occurred_at)}
          </Text>
          <Badge variant="dot" style={{ textTransform: 'none' }}>
            {sourceLabel(hit.source)}
          </Badge>
          {hit.problem && (
            <Badge
              color="red"
              variant="default"
              leftSection={<IconAlertTriangle size={12} aria-hidden="true" color="var(--mantine-color-red-7)" />}
              style={{ textTransform: 'none' }}
            >
              Problem
            </Badge>
          )}
          {hit.highlighted && (
            <Badge color="yellow" variant="dot" style={{ textTransform: 'none' }}>
              The entry you came from
            </Badge>
          )}
        </Group>
        <Text size="sm" className="logs-summary">
          {hit.summary}
        </Text>
        <Group gap="xs" wrap="wrap">
          {Object.entries(hit.keys).map(([k, v]) =>
            isLinkKey(k) ? (
              <Anchor key={k} component={Link} to={`${base}/${keySearchLink(k, v)}`} size="xs" ff="monospace" aria-label={`Search ${k} ${v}`}>
                {k}={v}
              </Anchor>
            ) : (
              <Text key={k} size="xs" ff="monospace" c="dimmed">
                {k}={v}
              </Text>
            ),
          )}
        </Group>
        <Group gap="xs">
          <Button size="compact-xs" variant="default" onClick={toggle} aria-expanded={opened}>
            {opened ? 'Hide details' : 'Details'}
          </Button>
          {showAround && (
            <Button
              size="compact-xs"
              variant="subtle"
              component={Link}
              to={`${base}/${aroundLink(hit)}`}
              leftSection={<IconClockSearch size={14} aria-hidden="true" />}
            >
              Around this moment
            </Button>
          )}
        </Group>
        {opened && (
          <Fields
            label={`Details of the ${sourceLabel(hit.source)} entry`}
            items={[
              ['What it is about', `${hit.resource_type} ${hit.resource_id}`],
              ['Entry id', hit.id],
              ['Time', hit.occurred_at],
              ...Object.entries(hit.detail).map(([k, v]): [string, string] => [k, detailValue(v)]),
            ]}
          />
        )}
      </Stack>
    </li>
  );
}

/** The hits of an answer in their order (an ordered list: the order is the time). */
export function HitList({ hits, label, empty, showAround = true }: { hits: Hit[]; label: string; empty: string; showAround?: boolean }) {
  if (hits.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack component="ol" gap="xs" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {hits.map((h) => (
        <HitItem key={`${h.source}:${h.id}`} hit={h} showAround={showAround} />
      ))}
    </Stack>
  );
}

/** Which sources were searched (a source not answering is said, never a silent empty page). */
export function SourceStates({ sources }: { sources: SourceState[] }) {
  const missing = sources.filter((s) => s.status === 'failed' || s.status === 'unavailable');
  return (
    <details>
      <summary>
        <Text component="span" size="sm">
          {sources.filter((s) => s.status === 'searched').length} of {sources.length} sources searched
          {missing.length > 0 ? `; not answering: ${missing.map((s) => sourceLabel(s.source)).join(', ')}` : ''}
        </Text>
      </summary>
      <List size="sm" spacing={2} mt="xs">
        {sources.map((s) => (
          <List.Item key={s.source}>
            {sourceLabel(s.source)}: {sourceStateWords(s.status)}
            {s.retention_days !== null ? `; keeps ${s.retention_days} days` : ''}
            {s.oldest_at ? `; oldest entry ${new Date(s.oldest_at).toLocaleString()}` : ''}
          </List.Item>
        ))}
      </List>
    </details>
  );
}
