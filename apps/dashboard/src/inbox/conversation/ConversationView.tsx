/**
 * One conversation of the inbox (decision 0021, "The conversation"): header (who, the number, inbox
 * status, assignment, who controls the thread), the thread (messages and calls, oldest to newest,
 * "Load earlier"), the 24-hour window and the reply box or template picker, and the side panel.
 * Everything goes through `useInbox().api` with `inboxKeys`: the live stream invalidates those keys,
 * so nothing here polls.
 */
import { Alert, Box, Button, Center, Divider, Flex, Loader, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { inboxKeys, isNotFound } from '../inbox-api';
import './conversation.css';
import { useInbox } from '../inbox-context';
import { CallItem } from './CallItem';
import { Composer } from './Composer';
import { ContactPanel } from './ContactPanel';
import { controlView } from './control';
import { ConversationHeader, memberName } from './ConversationHeader';
import { useConversationChanged } from './hooks';
import { MessageBubble } from './MessageBubble';
import { refusalView } from './refusal';
import { serviceWindow } from './service-window';
import { buildTimeline, earlierToLoad, newestInboundId } from './timeline';

/** The clock of the window's sentence (re-read every 30 s: no request, only the words change at the deadline). */
function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}

export function ConversationView({ conversationId }: { conversationId: string }) {
  const { api, userId } = useInbox();
  const scope = api.scopeKey;
  const caps = api.capabilities;
  const qc = useQueryClient();
  const now = useNow();
  const changed = useConversationChanged(conversationId);

  const conversation = useQuery({ queryKey: inboxKeys.conversation(scope, conversationId), queryFn: () => api.getConversation(conversationId) });
  const messages = useInfiniteQuery({
    queryKey: inboxKeys.messages(scope, conversationId),
    queryFn: ({ pageParam }) => api.listMessages(conversationId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.paging.next && last.paging.cursors.after ? last.paging.cursors.after : undefined),
  });
  const calls = useInfiniteQuery({
    queryKey: inboxKeys.calls(scope, conversationId),
    queryFn: ({ pageParam }) => api.listCalls(conversationId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.paging.next && last.paging.cursors.after ? last.paging.cursors.after : undefined),
    retry: false,
  });
  const workflow = useQuery({ queryKey: inboxKeys.workflow(scope, conversationId), queryFn: () => api.getWorkflow(conversationId), retry: false });
  const members = useQuery({ queryKey: inboxKeys.members(scope), queryFn: () => api.listMembers(), enabled: caps.assign, staleTime: 60_000 });
  const numbers = useQuery({ queryKey: inboxKeys.numbers(scope), queryFn: () => api.listPhoneNumbers(), staleTime: 5 * 60_000, retry: false });

  const handoff = useMutation({
    mutationFn: () => api.handoff(conversationId),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: inboxKeys.workflow(scope, conversationId) });
      changed();
    },
  });

  const all = useMemo(() => messages.data?.pages.flatMap((p) => p.data) ?? [], [messages.data]);
  const allCalls = useMemo(() => calls.data?.pages.flatMap((p) => p.data) ?? [], [calls.data]);
  const timeline = useMemo(
    () => buildTimeline(all, allCalls, { now, complete: !messages.hasNextPage, callsComplete: !calls.hasNextPage }),
    // `now` only moves the day labels: recomputed with the data, not every tick.
    [all, allCalls, messages.hasNextPage, calls.hasNextPage],
  );

  // Mark read on open and whenever a new inbound message arrives while open (a member only).
  const newestInbound = newestInboundId(all);
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!caps.unread || !messages.isSuccess) return;
    const mark = `${conversationId}:${newestInbound ?? ''}`;
    if (marked.current === mark) return;
    marked.current = mark;
    api
      .markRead(conversationId)
      .then(() => changed())
      .catch(() => {
        marked.current = null;
      });
  }, [api, caps.unread, changed, conversationId, messages.isSuccess, newestInbound]);

  // Keep the newest message in view when one arrives (not when earlier ones are loaded above).
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages.data?.pages[0]?.data[0]?.id ?? null;
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newestId, calls.data?.pages[0]?.data[0]?.id]);
  // "Load earlier": the messages in view stay in view (same distance from the bottom).
  const fromBottom = useRef<number | null>(null);
  const pageCount = (messages.data?.pages.length ?? 0) + (calls.data?.pages.length ?? 0);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && fromBottom.current !== null) el.scrollTop = el.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [pageCount]);
  const loadEarlier = () => {
    const el = scroller.current;
    if (el) fromBottom.current = el.scrollHeight - el.scrollTop;
    const load = earlierToLoad(all, allCalls, { messages: messages.hasNextPage, calls: calls.hasNextPage });
    if (load.messages) void messages.fetchNextPage();
    if (load.calls) void calls.fetchNextPage();
  };

  if (conversation.isPending) {
    return (
      <Center p="xl">
        <Loader role="status" aria-label="Loading the conversation" />
      </Center>
    );
  }
  if (conversation.isError) {
    return (
      <Alert color="red" role="alert" title={isNotFound(conversation.error) ? 'Conversation not found' : 'The conversation could not be loaded'} m="md">
        {isNotFound(conversation.error) ? 'This conversation does not exist or is not in this inbox.' : refusalView(conversation.error).message}
      </Alert>
    );
  }
  const c = conversation.data;
  const numberLabel = (id: string) => {
    const n = numbers.data?.find((x) => x.phone_number_id === id);
    return (n && [n.display_phone_number, n.verified_name].filter(Boolean).join(' · ')) || `number ${id}`;
  };
  const control = controlView(c, workflow.data, memberName(c.assigned_user_id, members.data, userId), caps.threadControl);
  const replyWindow = serviceWindow(c.service_window_expires_at, now);

  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      gap="md"
      align="stretch"
      h={{ base: 'auto', md: '100%' }}
      mih={0}
      p={{ base: 'xs', sm: 'md' }}
      // Narrow: the thread, then the details, one after the other in the scrolling pane. Never shrunk to
      // the pane's height (its parts would overflow onto each other); wide: exactly the pane's height.
      style={{ flexShrink: 0 }}
    >
      <Stack gap="sm" style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
        <ConversationHeader conversation={c} execution={workflow.data} members={members.data} numberLabel={numberLabel(c.phone_number_id)} />
        <Divider />
        <Box
          ref={scroller}
          mah={{ base: '65vh', md: 'none' }}
          style={{ flex: 1, overflowY: 'auto', minHeight: 200 }}
          // A scrolling region is reachable by keyboard (arrow keys scroll it): axe's scrollable-region-focusable.
          tabIndex={0}
          role="region"
          aria-label="Message history"
        >
          {(messages.hasNextPage || calls.hasNextPage) && (
            <Center mb="xs">
              <Button variant="default" size="xs" onClick={loadEarlier} loading={messages.isFetchingNextPage || calls.isFetchingNextPage}>
                Load earlier messages
              </Button>
            </Center>
          )}
          {messages.isPending && (
            <Center p="md">
              <Loader size="sm" role="status" aria-label="Loading the messages" />
            </Center>
          )}
          {messages.isError && (
            <Alert color="red" role="alert" title="The messages could not be loaded">
              {refusalView(messages.error).message}
            </Alert>
          )}
          {messages.isSuccess && timeline.length === 0 && (
            <Text size="sm" c="dimmed" ta="center">
              No messages yet.
            </Text>
          )}
          <div role="log" aria-label="Messages">
            <Stack component="ol" gap={6} p={0} m={0}>
              {timeline.map((item) =>
                item.kind === 'day' ? (
                  <li key={item.key} style={{ listStyle: 'none' }}>
                    <Divider label={item.label} labelPosition="center" my={4} />
                  </li>
                ) : item.kind === 'message' ? (
                  <MessageBubble key={item.key} message={item.message} reactions={item.reactions} replyTo={item.replyTo} />
                ) : (
                  <CallItem key={item.key} call={item.call} />
                ),
              )}
            </Stack>
          </div>
        </Box>
        <Divider />
        {handoff.isError && (
          <Alert color="red" role="alert" title={refusalView(handoff.error, 'Taking control').title}>
            {refusalView(handoff.error, 'Taking control').message}
          </Alert>
        )}
        <Composer
          key={conversationId}
          conversation={c}
          replyWindow={replyWindow}
          control={control}
          onHandoff={() => handoff.mutate()}
          handoffPending={handoff.isPending}
        />
      </Stack>
      <ContactPanel key={conversationId} conversation={c} members={members.data} numberLabel={numberLabel} />
    </Flex>
  );
}
