import { Text } from '@mantine/core';
import { useInbox } from '../../inbox-context';
import type { MessageDescription } from './describe';
import { TextMessage } from './TextMessage';

/** An image, sticker, video or audio: played from the platform's media store (same origin), caption below. */
export function MediaMessage({ d }: { d: Extract<MessageDescription, { kind: 'media' }> }) {
  const { api } = useInbox();
  const src = d.mediaId ? api.mediaUrl(d.mediaId) : null;
  const label = d.caption ?? (d.media === 'sticker' ? 'Sticker' : d.media === 'image' ? 'Photo without a caption' : d.summary);
  return (
    <div>
      {!src && (
        <Text size="sm" c="dimmed">
          {d.summary}
          {d.link ? ` (sent by link: ${d.link})` : ' (not stored on the platform)'}
        </Text>
      )}
      {src && (d.media === 'image' || d.media === 'sticker') && (
        <a href={src} target="_blank" rel="noopener noreferrer">
          <img
            src={src}
            alt={label}
            loading="lazy"
            style={{ display: 'block', maxWidth: d.media === 'sticker' ? 128 : '100%', maxHeight: 320, borderRadius: 6, objectFit: 'contain' }}
          />
        </a>
      )}
      {src && d.media === 'video' && (
        <video controls preload="metadata" src={src} aria-label={label} style={{ display: 'block', maxWidth: '100%', maxHeight: 320 }}>
          <track kind="captions" />
        </video>
      )}
      {src && d.media === 'audio' && <audio controls preload="none" src={src} aria-label={label} style={{ maxWidth: '100%' }} />}
      {d.caption && <TextMessage text={d.caption} />}
    </div>
  );
}
