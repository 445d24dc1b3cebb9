import { Anchor, Text } from '@mantine/core';
import { linkify } from './describe';

/** A text with its line breaks kept and its web links as safe links (new tab, no referrer, no opener). */
export function TextMessage({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkify(text).map((part, i) =>
        part.href ? (
          <Anchor key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow" size="sm" underline="always">
            {part.text}
          </Anchor>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
