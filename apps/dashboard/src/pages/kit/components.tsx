import { ActionIcon, Alert, Button, CopyButton, Group, Loader, Modal, Pagination, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { PageMeta } from './lists';

/** A page of a section: its `h1`, the actions beside it, an optional line under it, the content. */
export function Page({ title, actions, description, children }: { title: string; actions?: ReactNode; description?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}

/** A failure as the API's sentence (the client makes every error one), announced to screen readers. */
export function ErrorAlert({ error, title }: { error: unknown; title?: string }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert color="red" role="alert" title={title}>
      {message}
    </Alert>
  );
}

/** A spinner with a name for screen readers. */
export function Loading({ label }: { label: string }) {
  return (
    <Group justify="center" p="md">
      <Loader role="status" aria-label={label} />
    </Group>
  );
}

/**
 * What a query shows before its data: a spinner while pending, the error as a sentence, or the
 * children with the data.
 */
export function QueryView<T>({
  query,
  label,
  children,
}: {
  query: { isPending: boolean; error: unknown; data: T | undefined };
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) {
    return (
      <>
        {query.error ? <ErrorAlert error={query.error} /> : null}
        {children(query.data)}
      </>
    );
  }
  if (query.error) return <ErrorAlert error={query.error} />;
  return <Loading label={label} />;
}

/**
 * A table that scrolls sideways in a narrow window (375 px) instead of overflowing the page; the
 * scrolling region is focusable and named so a keyboard can scroll it. `empty` replaces it when no row.
 */
export function DataTable({
  label,
  head,
  rows,
  empty,
  minWidth = 640,
}: {
  label: string;
  head: ReactNode[];
  rows: ReactNode[][] | ReactNode;
  empty: string;
  minWidth?: number;
}) {
  const body = Array.isArray(rows) ? rows : null;
  if (body && body.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} aria-label={`${label} (scrolls sideways)`} role="region">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h, i) => (
              <Table.Th key={i} scope="col">
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {body
            ? body.map((cells, i) => (
                <Table.Tr key={i}>
                  {cells.map((c, j) => (
                    <Table.Td key={j}>{c}</Table.Td>
                  ))}
                </Table.Tr>
              ))
            : rows}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Pages of a page-style list (`meta`), with its total in words. Hidden when it all fits in one page. */
export function PagePager({ meta, onPage, label }: { meta: PageMeta | undefined; onPage: (page: number) => void; label: string }) {
  if (!meta) return null;
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {meta.total_count === 1 ? '1 in all' : `${meta.total_count} in all`}
      </Text>
      {meta.total_pages > 1 && (
        <Pagination
          total={meta.total_pages}
          value={meta.page}
          onChange={onPage}
          size="sm"
          aria-label={`Pages of ${label}`}
          getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Previous page' : 'Next page' })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}
    </Group>
  );
}

/** Newer/older moves of a cursor-style list. */
export function CursorPager({
  list,
  label,
}: {
  list: { hasNewer: boolean; hasOlder: boolean; isFirstPage: boolean; newer: () => void; older: () => void; newest: () => void };
  label: string;
}) {
  if (!list.hasNewer && !list.hasOlder && list.isFirstPage) return null;
  return (
    <Group gap="xs" aria-label={`Pages of ${label}`} role="group">
      <Button variant="default" size="xs" onClick={list.newest} disabled={list.isFirstPage}>
        Newest
      </Button>
      <Button variant="default" size="xs" onClick={list.newer} disabled={list.isFirstPage}>
        Newer
      </Button>
      <Button variant="default" size="xs" onClick={list.older} disabled={!list.hasOlder}>
        Older
      </Button>
    </Group>
  );
}

/**
 * A button whose action is confirmed in a dialog first (revoke, delete, stop): the dialog says what
 * happens in `message`; `onConfirm` runs on "confirm" and the dialog closes when it resolves.
 */
export function ConfirmButton({
  label,
  title,
  message,
  confirmLabel,
  onConfirm,
  color = 'red',
  disabled,
  loading,
  size = 'sm',
  variant = 'light',
}: {
  label: string;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  onConfirm: () => Promise<unknown> | void;
  color?: string;
  disabled?: boolean;
  loading?: boolean;
  size?: string;
  variant?: string;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button color={color} variant={variant} size={size} onClick={open} disabled={disabled} loading={loading}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Text size="sm">{message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color={color}
              onClick={async () => {
                try {
                  await onConfirm();
                } finally {
                  close();
                }
              }}
            >
              {confirmLabel ?? label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * A secret shown once (an API key, a webhook secret): the value, a copy button, and the sentence that it
 * will not be shown again. The platform keeps only its hash.
 */
export function SecretOnce({ label, value, onDone }: { label: string; value: string; onDone?: () => void }) {
  return (
    <Alert color="yellow" title={`${label}: copy it now`} role="status">
      <Stack gap="xs">
        <Text size="sm">It is shown only this once: the platform keeps only what verifies it.</Text>
        <Group gap="xs" wrap="nowrap">
          {/* The name sits on a group: a <code> element may not carry one. */}
          <div role="group" aria-label={label}>
            <Text component="code" ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
              {value}
            </Text>
          </div>
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy'}>
                <ActionIcon variant="default" onClick={copy} aria-label={copied ? 'Copied' : `Copy ${label}`}>
                  {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        {onDone && (
          <Group>
            <Button size="xs" variant="default" onClick={onDone}>
              I have copied it
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** A definition list of a resource's fields (label → value), wrapping on narrow screens. */
export function Fields({ items, label }: { items: Array<[string, ReactNode]>; label?: string }) {
  return (
    <dl className="kit-fields" aria-label={label}>
      {items.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v === null || v === undefined || v === '' ? '—' : v}</dd>
        </div>
      ))}
    </dl>
  );
}
