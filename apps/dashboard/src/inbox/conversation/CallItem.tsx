import { IconPhoneIncoming, IconPhoneOutgoing } from '@tabler/icons-react';
import { inline } from './icons';
import { Box, Button, Collapse, Loader, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InboxCall } from '../inbox-api';
import { useInbox } from '../inbox-context';
import { artifactAvailable, describeCall } from './timeline';
import { TranscriptList } from './TranscriptList';

interface TranscriptPreview {
  text: string;
  language?: string | null;
  segments_total?: number;
  segments_shown?: number;
  truncated?: boolean;
}

/** The transcript preview (decision 0220: `{ data: { text, segments_total, segments_shown, truncated } }`). */
async function fetchTranscript(url: string): Promise<TranscriptPreview> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  const body = (await res.json().catch(() => ({}))) as { data?: TranscriptPreview; error?: string };
  if (!res.ok || !body.data) throw new Error(body.error ?? 'The transcript could not be loaded.');
  return body.data;
}

/** A call in the thread: direction, status, length, its recording and transcript when kept. */
export function CallItem({ call }: { call: InboxCall }) {
  const { api } = useInbox();
  const scopeKey = api.scopeKey;
  const [open, setOpen] = useState(false);
  const recording = artifactAvailable(call, 'recording');
  const transcribed = artifactAvailable(call, 'transcription');
  const transcript = useQuery({
    // Outside the inbox's keys on purpose: the live stream's invalidations must not fetch the transcript again.
    queryKey: ['inbox-call-transcript', scopeKey, call.id],
    enabled: open && transcribed,
    staleTime: Infinity,
    queryFn: () => fetchTranscript(api.callArtifactUrl(call.id, 'transcription')),
  });
  const line = describeCall(call);
  return (
    <Box component="li" style={{ listStyle: 'none', display: 'flex', justifyContent: 'center' }}>
      <Paper withBorder p="xs" radius="md" w="min(100%, 480px)">
        <Text size="sm" fw={500}>
          {call.direction === 'inbound' ? <IconPhoneIncoming {...inline} /> : <IconPhoneOutgoing {...inline} />}
          {line}
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={call.started_at}>
          {new Date(call.started_at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}
        </Text>
        {(call.recording?.state === 'expired' || call.transcription?.state === 'expired') && (
          <Text size="xs" c="dimmed">
            {call.recording?.state === 'expired' && call.transcription?.state === 'expired'
              ? 'The recording and the transcript are no longer kept by WhatsApp.'
              : call.recording?.state === 'expired'
                ? 'The recording is no longer kept by WhatsApp.'
                : 'The transcript is no longer kept by WhatsApp.'}
          </Text>
        )}
        {recording && (
          <audio
            controls
            preload="none"
            src={api.callArtifactUrl(call.id, 'recording')}
            aria-label={`Recording of the call of ${new Date(call.started_at).toLocaleString()}`}
            style={{ display: 'block', width: '100%', marginTop: 4 }}
          />
        )}
        {transcribed && (
          <>
            <Button variant="subtle" size="compact-sm" mt={4} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
              {open ? 'Hide the transcript' : 'Show the transcript'}
            </Button>
            <Collapse expanded={open}>
              {transcript.isPending && open && <Loader size="xs" role="status" aria-label="Loading the transcript" />}
              {transcript.isError && (
                <Text size="sm" c="red" role="alert">
                  {transcript.error.message}
                </Text>
              )}
              {transcript.data && <TranscriptList data={transcript.data} />}
            </Collapse>
          </>
        )}
      </Paper>
    </Box>
  );
}
