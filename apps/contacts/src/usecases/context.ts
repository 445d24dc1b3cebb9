import type { Db } from '@platform/db';
import type { Logger } from '@platform/logger';
import type { Clock } from '@platform/runtime';
import type { ContactsRepository } from '../infra/db/contacts.repository';
import type { ConversationsRepository } from '../infra/db/conversations.repository';
import type { MessagesRepository } from '../infra/db/messages.repository';
import type { SandboxSessionsRepository } from '../infra/db/sandbox-sessions.repository';

/** Settings the use cases read (a slice of the config, so tests can build it directly). */
export interface UsecaseSettings {
  /** A conversation without messages for this long is `inactive` (messaging.conversation.inactive). */
  inactiveAfterMs: number;
  /** A conversation without messages for this long is `ended`; the next message opens a new one. */
  endAfterMs: number;
  /** The platform sandbox number, when configured (spec 3.7). */
  sandbox?: { phoneNumberId: string; displayPhoneNumber: string };
}

/** Everything a use case may depend on, wired once by server.ts. */
export interface UsecaseContext {
  db: Db;
  clock: Clock;
  logger: Logger;
  settings: UsecaseSettings;
  contacts: ContactsRepository;
  conversations: ConversationsRepository;
  messages: MessagesRepository;
  sessions: SandboxSessionsRepository;
}
