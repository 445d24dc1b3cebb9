import type { RouteDef } from '../route';
import { contactRoutes } from './contacts';
import { conversationRoutes } from './conversations';
import { sandboxRoutes } from './sandbox';

/** Contacts, conversations, messages and sandbox sessions (contacts service). */
export const contactsRoutes: RouteDef[] = [...contactRoutes, ...conversationRoutes, ...sandboxRoutes];
