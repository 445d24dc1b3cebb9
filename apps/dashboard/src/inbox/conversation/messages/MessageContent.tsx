import type { InboxMessage } from '../../inbox-api';
import { ContactsMessage } from './ContactsMessage';
import { describeMessage } from './describe';
import { DocumentMessage } from './DocumentMessage';
import { FlowReplyMessage } from './FlowReplyMessage';
import { InteractiveMessage } from './InteractiveMessage';
import { LocationMessage } from './LocationMessage';
import { MediaMessage } from './MediaMessage';
import { OrderMessage } from './OrderMessage';
import { ReactionMessage } from './ReactionMessage';
import { ReplyMessage } from './ReplyMessage';
import { TemplateMessage } from './TemplateMessage';
import { TextMessage } from './TextMessage';
import { UnsupportedMessage } from './UnsupportedMessage';

/** The content of one message, by its type. */
export function MessageContent({ message }: { message: InboxMessage }) {
  const d = describeMessage(message);
  switch (d.kind) {
    case 'text':
      return <TextMessage text={d.text} />;
    case 'media':
      return <MediaMessage d={d} />;
    case 'document':
      return <DocumentMessage d={d} />;
    case 'location':
      return <LocationMessage d={d} />;
    case 'contacts':
      return <ContactsMessage d={d} />;
    case 'reply':
      return <ReplyMessage d={d} />;
    case 'flow_reply':
      return <FlowReplyMessage d={d} />;
    case 'reaction':
      return <ReactionMessage d={d} />;
    case 'order':
      return <OrderMessage d={d} />;
    case 'template':
      return <TemplateMessage d={d} />;
    case 'interactive':
      return <InteractiveMessage d={d} />;
    default:
      return <UnsupportedMessage summary={d.summary} />;
  }
}
