import { Box, Text } from '@mantine/core';
import { transcriptSegments } from './timeline';

/** A call's transcript preview (decision 0220's `{ text, segments_*, truncated }`). */
export interface TranscriptPreview {
  text: string;
  truncated?: boolean;
  segments_shown?: number;
  segments_total?: number;
}

/** A transcript as a list: one `[mm:ss] speaker: text` segment per item, and how much a truncated preview shows. */
export function TranscriptList({ data }: { data: TranscriptPreview }) {
  return (
    <Box component="ol" p={0} m={0} mt={4} aria-label="Transcript">
      {transcriptSegments(data.text).map((s, i) => (
        <Text key={i} component="li" size="sm" style={{ listStyle: 'none' }}>
          {s.time && (
            <Text span size="xs" c="dimmed">
              {s.time}{' '}
            </Text>
          )}
          {s.speaker && (
            <Text span fw={500}>
              {s.speaker}:{' '}
            </Text>
          )}
          {s.text}
        </Text>
      ))}
      {data.truncated && (
        <Text component="li" size="xs" c="dimmed" style={{ listStyle: 'none' }}>
          Preview: {data.segments_shown} of {data.segments_total} parts shown.
        </Text>
      )}
    </Box>
  );
}
