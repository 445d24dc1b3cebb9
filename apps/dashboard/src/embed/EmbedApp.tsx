/**
 * The page of an inbox embed (decision 0017) at `{app_url}/embed/{token}`: the dashboard's inbox for the
 * embed's scope, framed by another site. No navigation, no sign-in: the token in the path is the only
 * credential (sent as `X-Embed-Token`); the theme and language are the embed's.
 */
import { Alert, Center, Loader, MantineProvider, createTheme, type MantineColorScheme } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ApiError } from '../api/client';
import { InboxLayout } from '../inbox/InboxLayout';
import { InboxProvider } from '../inbox/inbox-context';
import { embedApiClient, embedInboxApi, embedTokenOf, getEmbedInfo } from './embed-inbox-api';

const theme = createTheme({ primaryColor: 'blue', primaryShade: { light: 8, dark: 8 }, defaultRadius: 'md', focusRing: 'auto' });

/** A refused token's sentence (the embed was revoked, expired or never existed). */
const REFUSED = 'This inbox link no longer works. Ask the site that shows this inbox for a new link.';

/** The embed's app: its own providers (no session, no stored theme) and the inbox's routes. */
export function EmbedApp() {
  const token = embedTokenOf(window.location.pathname);
  const [refused, setRefused] = useState(false);
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }), []);
  const client = useMemo(() => (token ? embedApiClient(token, { onUnauthorized: () => setRefused(true) }) : null), [token]);
  const api = useMemo(() => (client && token ? embedInboxApi(client, token) : null), [client, token]);
  return (
    <QueryClientProvider client={queryClient}>
      {client && api && token && !refused ? (
        <EmbedInbox token={token} load={() => getEmbedInfo(client)} api={api} />
      ) : (
        <Themed mode="system">
          <Message text={REFUSED} />
        </Themed>
      )}
    </QueryClientProvider>
  );
}

/** Mantine with the embed's mode: `system` follows the device, `light` / `dark` are forced. */
function Themed({ mode, children }: { mode: 'system' | 'light' | 'dark'; children: ReactNode }) {
  const scheme: MantineColorScheme = mode === 'system' ? 'auto' : mode;
  return (
    <MantineProvider theme={theme} defaultColorScheme={scheme} forceColorScheme={mode === 'system' ? undefined : mode}>
      {children}
    </MantineProvider>
  );
}

function Message({ text }: { text: string }) {
  return (
    <Center mih="100vh" p="md">
      <Alert color="red" role="alert" title="Inbox unavailable" maw={480}>
        {text}
      </Alert>
    </Center>
  );
}

function EmbedInbox({ token, load, api }: { token: string; load: () => ReturnType<typeof getEmbedInfo>; api: ReturnType<typeof embedInboxApi> }) {
  const info = useQuery({ queryKey: ['embed', api.scopeKey, 'info'], queryFn: load });
  useEffect(() => {
    if (!info.data) return;
    document.documentElement.lang = info.data.language;
    document.title = `${info.data.name} — inbox`;
  }, [info.data]);
  const base = `/embed/${token}`;
  if (info.isPending)
    return (
      <Themed mode="system">
        <Center mih="100vh">
          <Loader role="status" aria-label="Loading the inbox" />
        </Center>
      </Themed>
    );
  if (info.isError)
    return (
      <Themed mode="system">
        <Message text={info.error instanceof ApiError && info.error.status === 401 ? REFUSED : info.error.message} />
      </Themed>
    );
  const inbox = (
    <InboxProvider value={{ api, basePath: base, userId: null }}>
      <InboxLayout />
    </InboxProvider>
  );
  return (
    <Themed mode={info.data.default_mode}>
      <BrowserRouter basename="/app">
        <Routes>
          <Route path="/embed/:token" element={inbox} />
          <Route path="/embed/:token/conversations" element={inbox} />
          <Route path="/embed/:token/conversations/:conversationId" element={inbox} />
          <Route path="*" element={<Navigate to={base} replace />} />
        </Routes>
      </BrowserRouter>
    </Themed>
  );
}
