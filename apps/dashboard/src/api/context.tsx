import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { ApiError, type ApiClient } from './client';
import type { Me } from './types';

const ApiContext = createContext<ApiClient | null>(null);

/** Gives the pages the one {@link ApiClient}. */
export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The API client of the app. */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiProvider');
  return api;
}

/**
 * The signed-in person (`GET /me`): null when not signed in (401). Keeps the session's CSRF token in
 * the client for the writes that follow.
 */
export function useMe() {
  const api = useApi();
  return useQuery({
    queryKey: ['me'],
    queryFn: async (): Promise<Me | null> => {
      try {
        const me = (await api.get<{ data: Me }>('/me')).data;
        api.setCsrfToken(me.csrf_token);
        return me;
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) {
          api.setCsrfToken(null);
          return null;
        }
        throw err;
      }
    },
    staleTime: 60_000,
  });
}

/** Signs out: ends the session on the platform, forgets every cached answer. */
export function useSignOut() {
  const api = useApi();
  const qc = useQueryClient();
  return async () => {
    await api.delete('/session').catch(() => undefined);
    api.setCsrfToken(null);
    qc.clear();
    qc.setQueryData(['me'], null);
  };
}
