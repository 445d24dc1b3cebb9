import { Anchor, Badge, Button, Checkbox, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter, IconListDetails } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
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
function draftOf(params: URLSearchParams, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, params.get(n) ?? '']));
}

/** A draft as URL search params (empty values left out). */
function paramsOf(draft: Record<string, string>): URLSearchParams {
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

/**
 * A list's filters kept in the URL: the form edits a draft, "Apply filters" writes it to the address
 * (a deep link), and the list reads the address. `names` are the query parameters the list takes.
 */
export function useUrlFilters(names: string[]) {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(() => draftOf(params, names));
  const set = (k: string, v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setParams(paramsOf(draft));
  };
  return { params, draft, set, apply };
}

/** The filter form of a log list: its fields in a grid, the "errors only" switch (`errors_only`) and "Apply filters". */
export function FilterForm({
  label,
  filters,
  errorsOnly,
  columns = 4,
  children,
}: {
  label: string;
  filters: ReturnType<typeof useUrlFilters>;
  /** The switch's words: what "errors" means for this list. */
  errorsOnly: string;
  columns?: number;
  children: ReactNode;
}) {
  return (
    <form onSubmit={filters.apply} aria-label={label}>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="xs">
          {children}
        </SimpleGrid>
        <Group justify="space-between">
          <Checkbox
            label={errorsOnly}
            checked={filters.draft.errors_only === 'true'}
            onChange={(e) => filters.set('errors_only', e.currentTarget.checked ? 'true' : '')}
          />
          <Button type="submit" leftSection={<IconFilter size={16} aria-hidden="true" />}>
            Apply filters
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
