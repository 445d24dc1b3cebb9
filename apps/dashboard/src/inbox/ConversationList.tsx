import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  apiFilters,
  DEFAULT_VIEW,
  isNarrowed,
  searchOfView,
  STATUS_LABELS,
  STATUS_TABS,
  tabCount,
  viewFromSearch,
  type InboxView,
  type StatusTab,
} from './filters';
import { inboxKeys, type InboxConversation, type InboxStatus, type Member } from './inbox-api';
import { useInbox } from './inbox-context';
import { memberLabel, MoreFilters, SearchBox, useMembers } from './ConversationListFilters';
import './inbox.css';

const PAGE = 30;

/**
 * The view of the URL and a setter writing it back (typing in the search box replaces the history entry).
 * The setter writes the query of the page as it is when it runs: the search box writes 300 ms after
 * typing stops, and a conversation opened in between must stay open (not the list's path of before).
 */
export function useInboxView(): [InboxView, (v: InboxView, replace?: boolean) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const currentPath = useRef(pathname);
  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);
  const view = useMemo(() => viewFromSearch(params), [params]);
  const set = useCallback(
    (v: InboxView, replace = false) => navigate({ pathname: currentPath.current, search: new URLSearchParams(searchOfView(v)).toString() }, { replace }),
    [navigate],
  );
  return [view, set];
}

const STATUS_COLOR: Record<InboxStatus, string> = { open: 'teal.9', pending: 'grape.9', resolved: 'gray.7', snoozed: 'indigo.9' };
const STATUS_TEXT: Record<InboxStatus, string> = { open: 'Open', pending: 'Pending', resolved: 'Resolved', snoozed: 'Snoozed' };

/** A time as the row shows it: the hour today, the day otherwise; the full date in the tooltip. */
function rowTime(iso: string): { short: string; full: string } {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return { short: '', full: iso };
  const today = new Date().toDateString() === d.toDateString();
  return {
    short: today
      ? d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
      : d.toLocaleDateString(undefined, { month: 'short', day: 'numeric' }),
    full: d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

/** The last message as a line: its text, else its kind ("Photo", "Voice message"...); "You: " before a reply. */
function preview(c: InboxConversation): string {
  const kinds: Record<string, string> = {
    image: 'Photo',
    video: 'Video',
    audio: 'Voice message',
    document: 'Document',
    sticker: 'Sticker',
    location: 'Location',
    contacts: 'Contact card',
    reaction: 'Reaction',
    template: 'Template message',
    interactive: 'Interactive message',
  };
  const body = c.last_message_text?.trim() || (c.last_message_type ? (kinds[c.last_message_type] ?? 'Message') : 'No messages yet');
  return c.last_message_direction === 'outbound' ? `You: ${body}` : body;
}

function assigneeName(c: InboxConversation, members: Member[], userId: string | null): string | null {
  if (!c.assigned_user_id) return null;
  if (c.assigned_user_id === userId) return 'You';
  const m = members.find((x) => x.user_id === c.assigned_user_id);
  return m ? memberLabel(m) : 'A teammate';
}

function Row({ c, open, to, members }: { c: InboxConversation; open: boolean; to: string; members: Member[] }) {
  const { userId } = useInbox();
  const name = c.contact_name || c.phone_number || c.business_scoped_user_id || 'Unknown contact';
  const time = rowTime(c.last_message_at || c.last_active_at);
  const unread = c.unread_count ?? 0;
  const who = assigneeName(c, members, userId);
  return (
    <li className="inbox-row" data-open={open || undefined} data-unread={unread > 0 || undefined}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor
          component={Link}
          to={to}
          className="inbox-row-link"
          fw={unread > 0 ? 700 : 600}
          c="var(--mantine-color-text)"
          truncate="end"
          aria-current={open ? 'page' : undefined}
        >
          {name}
        </Anchor>
        <Text size="xs" c="dimmed" title={time.full} style={{ flexShrink: 0 }}>
          <time dateTime={c.last_message_at || c.last_active_at}>{time.short}</time>
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" truncate="end" fw={unread > 0 ? 600 : undefined}>
          {preview(c)}
        </Text>
        {unread > 0 && (
          <Badge size="sm" circle color="red.9" aria-label={`${unread} unread`} style={{ flexShrink: 0 }}>
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
      </Group>
      <Group gap={6} wrap="nowrap" mt={2}>
        <Badge size="xs" variant="filled" color={STATUS_COLOR[c.inbox_status] ?? 'gray.7'} style={{ flexShrink: 0 }}>
          {STATUS_TEXT[c.inbox_status] ?? c.inbox_status}
          {c.status === 'ended' ? ' · ended' : ''}
        </Badge>
        <Text size="xs" c="dimmed" truncate="end">
          {[c.contact_name ? c.phone_number : null, who ? `Assigned: ${who}` : 'Unassigned'].filter(Boolean).join(' · ')}
        </Text>
      </Group>
    </li>
  );
}

/**
 * The conversation list: status tabs with counts, search, more filters (all in the URL), newest
 * activity first, 30 a page with "Show older". `openId` is the conversation shown beside it (`aria-current`).
 */
export function ConversationList({ openId }: { openId?: string }) {
  const { api, basePath, userId } = useInbox();
  const [view, setView] = useInboxView();
  const can = { me: userId !== null && api.capabilities.mode === 'member', unread: api.capabilities.unread };
  const filters = apiFilters(view, can);
  const scope = api.scopeKey;
  const search = searchOfView(view);
  const members = useMembers();

  const list = useInfiniteQuery({
    queryKey: [...inboxKeys.conversations(scope), filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => api.listConversations(filters, pageParam, PAGE),
    getNextPageParam: (last) => (last.paging.next && last.paging.cursors.after ? last.paging.cursors.after : null),
  });
  const counts = useQuery({ queryKey: [...inboxKeys.counts(scope), filters], queryFn: () => api.countConversations(filters), retry: false });
  const items = (list.data?.pages ?? []).flatMap((p) => p.data);
  // Infinite scroll: the "Show older" button loads the next page by itself when scrolled into view.
  const older = useRef<HTMLButtonElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const el = older.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const onSearch = useCallback((q: string) => setView({ ...view, q }, true), [view, setView]);

  const rows = (
    <>
      {list.isPending && <Loader role="status" aria-label="Loading conversations" m="md" />}
      {list.isError && (
        <Alert color="red" role="alert" m="sm">
          {list.error.message}
        </Alert>
      )}
      {list.isSuccess && items.length === 0 && (
        <Stack p="md" gap="xs" align="flex-start">
          <Text>
            {isNarrowed(view)
              ? 'No conversations match these filters.'
              : view.status === 'all'
                ? 'No conversations yet: they appear here when a customer writes to one of the project’s numbers.'
                : `No ${STATUS_LABELS[view.status].toLowerCase()} conversations.`}
          </Text>
          {isNarrowed(view) && (
            <Button variant="default" size="xs" onClick={() => setView({ ...DEFAULT_VIEW, status: view.status })}>
              Clear filters
            </Button>
          )}
        </Stack>
      )}
      {items.length > 0 && (
        <ul className="inbox-rows" aria-label="Conversations">
          {items.map((c) => (
            <Row
              key={c.id}
              c={c}
              open={c.id === openId}
              to={`${basePath}/conversations/${encodeURIComponent(c.id)}${search ? `?${search}` : ''}`}
              members={members}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button ref={older} variant="default" m="sm" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          Show older conversations
        </Button>
      )}
    </>
  );

  return (
    <Tabs
      value={view.status}
      onChange={(v) => v && setView({ ...view, status: v as StatusTab })}
      className="inbox-list"
      keepMountedMode="display-none"
      variant="pills"
      radius="xl"
    >
      <Stack gap="xs" p="sm" className="inbox-list-head">
        <VisuallyHidden>
          <h1>Conversations</h1>
        </VisuallyHidden>
        <SearchBox value={view.q} onChange={onSearch} />
        <Tabs.List aria-label="Inbox status" className="inbox-tabs">
          {STATUS_TABS.map((t) => {
            const n = tabCount(counts.data, t);
            return (
              <Tabs.Tab key={t} value={t} px={6} py={4} fz="sm">
                {STATUS_LABELS[t]}
                {n !== undefined && ' '}
                {n !== undefined && (
                  <Text span size="xs" fw={700} className="inbox-tab-count">
                    {n}
                  </Text>
                )}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <MoreFilters view={view} counts={counts.data} onChange={(v) => setView(v)} />
      </Stack>
      {STATUS_TABS.map((t) => (
        <Tabs.Panel key={t} value={t} className="inbox-list-body">
          {t === view.status ? rows : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
