import { MantineProvider, createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ApiClient } from './api/client';
import { ApiProvider } from './api/context';
import { MemberInbox } from './inbox/MemberInbox';
import { HomeRedirect } from './pages/HomeRedirect';
import { NotificationsPage } from './pages/NotificationsPage';
import { ProfilePage } from './pages/ProfilePage';
import { SignInPage } from './pages/SignInPage';
import { RequireRole, Shell } from './shell/Shell';

const theme = createTheme({ primaryColor: 'blue', primaryShade: { light: 8, dark: 8 }, defaultRadius: 'md', focusRing: 'auto' });
/** The chosen theme is kept in localStorage under this key. */
const colorSchemeManager = localStorageColorSchemeManager({ key: 'dashboard-color-scheme' });

/** The dashboard: providers (theme, server state, API) and the routes under `{app_url}` = `/app`. */
export function App() {
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }), []);
  const api = useMemo(
    () =>
      new ApiClient({
        onUnauthorized: () => {
          queryClient.setQueryData(['me'], null);
        },
      }),
    [queryClient],
  );
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" colorSchemeManager={colorSchemeManager}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider api={api}>
          <BrowserRouter basename="/app">
            <Routes>
              <Route path="/sign-in" element={<SignInPage />} />
              <Route element={<Shell />}>
                <Route index element={<HomeRedirect />} />
                {/* One route for the list and a conversation: the list pane stays mounted (scroll, filters) while conversations open. */}
                <Route path="/p/:projectId/conversations/:conversationId?" element={<MemberInbox />} />
                <Route
                  path="/p/:projectId/notifications"
                  element={
                    <RequireRole notFor={['agent']}>
                      <NotificationsPage />
                    </RequireRole>
                  }
                />
                <Route
                  path="/p/:projectId/settings/profile"
                  element={
                    <RequireRole notFor={['agent']}>
                      <ProfilePage />
                    </RequireRole>
                  }
                />
                <Route path="*" element={<Navigate to="/" replace />} />
              </Route>
            </Routes>
          </BrowserRouter>
        </ApiProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
