import { createContext, useContext, type ReactNode } from 'react';
import type { InboxApi } from './inbox-api';

/** What every inbox component reads: the API of this mode, where its URLs start, who is reading. */
export interface InboxContextValue {
  api: InboxApi;
  /**
   * Path prefix of the inbox's URLs inside the app's router: `/p/{projectId}` for a member, `/embed/{token}`
   * for an embed. The list is `${basePath}/conversations`, a conversation `${basePath}/conversations/{id}`
   * (filters in the query string, so every view is a deep link).
   */
  basePath: string;
  /** The signed-in person's user id (assign to me, "You" in notes); null in an embed. */
  userId: string | null;
}

const InboxContext = createContext<InboxContextValue | null>(null);

/** Gives the inbox components their API, base path and reader. */
export function InboxProvider({ value, children }: { value: InboxContextValue; children: ReactNode }) {
  return <InboxContext.Provider value={value}>{children}</InboxContext.Provider>;
}

/** The inbox of this page (member or embed). */
export function useInbox(): InboxContextValue {
  const v = useContext(InboxContext);
  if (!v) throw new Error('useInbox outside InboxProvider');
  return v;
}
