import { Anchor, Button, Collapse, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhoneIncoming, IconPhoneOutgoing } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { InboxCall, InboxConversation } from '../../inbox/inbox-api';
import { artifactAvailable, describeCall } from '../../inbox/conversation/timeline';
import { CursorPager, DataTable, ErrorAlert, Loading, QueryView, relativeTime, useCursorList, useProjectApi, when } from '../kit';
import { TranscriptList } from '../../inbox/conversation/TranscriptList';

interface TranscriptPreview {
  text: string;
  segments_total?: number;
  segments_shown?: number;
  truncated?: boolean;
}

/**
 * A number's calls. The API lists calls per conversation (`GET /messaging/conversations/{id}/calls`,
 * decision 0024); the per-number list (`GET {proxy_url}/{phone_number_id}/calls`, decision 0220) takes an
 * API key and is not served to a signed-in member. So: the number's conversations, and the calls of the
 * one picked, with their recordings and transcripts (`messaging_calls/{id}/artifacts/*`).
 */
export function NumberCalls({ phoneNumberId }: { phoneNumberId: string }) {
  const { projectId } = useProjectApi();
  const conversations = useCursorList<InboxConversation>(
    ['numbers', phoneNumberId, 'conversations'],
    '/messaging/conversations',
    { phone_number_id: phoneNumberId },
    10,
  );
  const [picked, setPicked] = useState<InboxConversation | null>(null);
  return (
    <Stack component="section" aria-labelledby="calls-title" gap="xs">
      <Title order={2} size="h4" id="calls-title">
        Calls
      </Title>
      <Text size="sm" c="dimmed">
        Calls are read per conversation (the API has no per-number calls list for members): pick a conversation of this number to see its calls, recordings and
        transcripts.
      </Text>
      <QueryView query={conversations} label="Loading the number's conversations">
        {(data) => (
          <>
            <DataTable
              label="Conversations of the number"
              head={['Contact', 'Last activity', 'Messages', 'Calls']}
              empty="No conversation on this number yet, so no call."
              rows={data.data.map((c) => [
                <Anchor component={Link} to={`/p/${projectId}/conversations/${c.id}`} key="c">
                  {c.contact_name || c.phone_number || c.business_scoped_user_id || c.contact_id}
                </Anchor>,
                <span title={when(c.last_active_at)} key="t">
                  {relativeTime(c.last_active_at)}
                </span>,
                String(c.messages_count),
                <Button
                  key="b"
                  size="compact-xs"
                  variant={picked?.id === c.id ? 'filled' : 'light'}
                  onClick={() => setPicked(c)}
                  aria-pressed={picked?.id === c.id}
                >
                  Show calls
                </Button>,
              ])}
            />
            <CursorPager list={conversations} label="conversations" />
          </>
        )}
      </QueryView>
      {picked && <ConversationCalls conversation={picked} />}
    </Stack>
  );
}

function ConversationCalls({ conversation }: { conversation: InboxConversation }) {
  const { api, p, projectId } = useProjectApi();
  const calls = useQuery({
    queryKey: ['project', projectId, 'conversations', conversation.id, 'calls'],
    queryFn: () => api.get<{ data: InboxCall[] }>(p(`/messaging/conversations/${encodeURIComponent(conversation.id)}/calls?limit=50`)),
  });
  const who = conversation.contact_name || conversation.phone_number || 'the contact';
  return (
    <Stack gap="xs" aria-label={`Calls with ${who}`} role="region">
      <Text fw={600}>Calls with {who}</Text>
      <QueryView query={calls} label="Loading the calls">
        {(data) =>
          data.data.length === 0 ? (
            <Text c="dimmed">No call with {who}.</Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0}>
              {data.data.map((c) => (
                <CallRow key={c.id} call={c} />
              ))}
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}

function CallRow({ call }: { call: InboxCall }) {
  const { p, projectId } = useProjectApi();
  const [open, setOpen] = useState(false);
  const url = (kind: 'recording' | 'transcription') => `/app/api/v1${p(`/messaging_calls/${encodeURIComponent(call.id)}/artifacts/${kind}`)}`;
  const recording = artifactAvailable(call, 'recording');
  const transcribed = artifactAvailable(call, 'transcription');
  const transcript = useQuery({
    queryKey: ['project', projectId, 'call-transcript', call.id],
    enabled: open && transcribed,
    staleTime: Infinity,
    queryFn: async (): Promise<TranscriptPreview> => {
      const res = await fetch(url('transcription'), { credentials: 'same-origin', headers: { accept: 'application/json' } });
      const body = (await res.json().catch(() => ({}))) as { data?: TranscriptPreview; error?: string };
      if (!res.ok || !body.data) throw new Error(body.error ?? 'The transcript could not be loaded.');
      return body.data;
    },
  });
  const Icon = call.direction === 'inbound' ? IconPhoneIncoming : IconPhoneOutgoing;
  return (
    <Paper withBorder p="xs" component="li" style={{ listStyle: 'none' }}>
      <Text size="sm" fw={500}>
        <Icon size={14} aria-hidden="true" /> {describeCall(call)}
      </Text>
      <Text size="xs" c="dimmed">
        {when(call.started_at)} · from {call.from} to {call.to}
        {call.ended_at ? ` · ended ${when(call.ended_at)}` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        Recording: {call.recording?.state ?? 'absent'}
        {call.recording?.expires_at ? ` (kept until ${when(call.recording.expires_at)})` : ''} · Transcript: {call.transcription?.state ?? 'absent'}
      </Text>
      {recording && (
        <audio controls preload="none" src={url('recording')} aria-label={`Recording of the call of ${when(call.started_at)}`} className="call-audio" />
      )}
      {transcribed && (
        <>
          <Button variant="subtle" size="compact-sm" mt={4} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Hide the transcript' : 'Show the transcript'}
          </Button>
          <Collapse expanded={open}>
            {transcript.isPending && open && <Loading label="Loading the transcript" />}
            <ErrorAlert error={transcript.error} />
            {transcript.data && <TranscriptList data={transcript.data} />}
          </Collapse>
        </>
      )}
    </Paper>
  );
}
