import { Anchor, Badge, Button, Group, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListDetails } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Fields, useProjectApi } from '../kit';
import { correlationLink, httpStatusWords } from './log-query';
import './logs.css';

/** The Logs section's tabs, as links (each a deep link). */
export function LogsNav() {
  const { projectId } = useProjectApi();
  const { pathname } = useLocation();
  const base = `/p/${projectId}/logs`;
  const tabs: Array<[string, string]> = [
    ['', 'Request logs'],
    ['external', 'Upstream calls'],
    ['search', 'Log search'],
  ];
  const current = (path: string) =>
    path === ''
      ? pathname === base || pathname === `${base}/`
      : pathname.startsWith(`${base}/${path}`) || (path === 'search' && pathname.startsWith(`${base}/around`));
  return (
    <Group component="nav" aria-label="Logs" gap="xs">
      {tabs.map(([path, label]) => (
        <Button
          key={path}
          component={Link}
          to={path ? `${base}/${path}` : base}
          size="xs"
          variant={current(path) ? 'filled' : 'default'}
          aria-current={current(path) ? 'page' : undefined}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

/** An HTTP status as a badge with its words. */
export function HttpStatus({ status }: { status: number }) {
  const s = httpStatusWords(status);
  return (
    <Badge color={s.color} variant="dot" style={{ textTransform: 'none' }}>
      {s.label}
    </Badge>
  );
}

/** A correlation id (decision 0018) as a link that searches every entry it joins. */
export function CorrelationId({ id }: { id: string | null | undefined }) {
  const { projectId } = useProjectApi();
  if (!id) return <>—</>;
  return (
    <Anchor component={Link} to={`/p/${projectId}/logs/${correlationLink(id)}`} size="sm" ff="monospace" aria-label={`Search everything of request ${id}`}>
      {id}
    </Anchor>
  );
}

/** A "Details" button opening every field of an entry in a dialog. */
export function DetailsButton({ title, items }: { title: string; items: Array<[string, ReactNode]> }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={open}
        leftSection={<IconListDetails size={14} aria-hidden="true" />}
        aria-label={`Details of ${title}`}
      >
        Details
      </Button>
      <Modal opened={opened} onClose={close} title={title} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Fields items={items} label={title} />
        </Stack>
      </Modal>
    </>
  );
}

/** URL search params as a plain record of single values (the form's draft). */
export function draftOf(params: URLSearchParams, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, params.get(n) ?? '']));
}

/** A draft as URL search params (empty values left out). */
export function paramsOf(draft: Record<string, string>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(draft)) if (v.trim()) out.set(k, v.trim());
  return out;
}

/** The API query of a list page's URL filters: the named ones, plus `limit`. */
export function listQuery(params: URLSearchParams, names: string[], limit = 20): string {
  const q = new URLSearchParams();
  for (const n of names) {
    const v = params.get(n);
    if (v) q.set(n, v);
  }
  q.set('limit', String(limit));
  return `?${q.toString()}`;
}

/** The period choices of the log lists. */
export const PERIODS = [
  { value: '', label: 'Any time (as far back as kept)' },
  { value: '24h', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
];
