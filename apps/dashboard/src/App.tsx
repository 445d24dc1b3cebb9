import { MantineProvider, createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ApiClient } from './api/client';
import { ApiProvider } from './api/context';
import { MemberInbox } from './inbox/MemberInbox';
import { AcceptInvitationPage, ForgotPasswordPage, ResetPasswordPage } from './pages/AccountLinkPages';
import { HomeRedirect } from './pages/HomeRedirect';
import { NotificationsPage } from './pages/NotificationsPage';
import { ProfilePage } from './pages/ProfilePage';
import { SignInPage } from './pages/SignInPage';
import { RequireArea } from './pages/kit/RequireArea';
import { Loading } from './pages/kit/components';
import type { Area } from './api/types';
import { Shell } from './shell/Shell';

// Every section but the inbox is its own chunk (charts, the graph drawing, CSV parsing load only where used).
const OverviewRoutes = lazy(() => import('./pages/overview/OverviewRoutes'));
const CustomersRoutes = lazy(() => import('./pages/customers/CustomersRoutes'));
const NumbersRoutes = lazy(() => import('./pages/numbers/NumbersRoutes'));
const TemplatesRoutes = lazy(() => import('./pages/templates/TemplatesRoutes'));
const BroadcastsRoutes = lazy(() => import('./pages/broadcasts/BroadcastsRoutes'));
const WorkflowsRoutes = lazy(() => import('./pages/workflows/WorkflowsRoutes'));
const AgentRunsRoutes = lazy(() => import('./pages/agent-runs/AgentRunsRoutes'));
const McpApprovalsPage = lazy(() => import('./pages/mcp/McpApprovalsPage'));
const FlowsRoutes = lazy(() => import('./pages/flows/FlowsRoutes'));
const FunctionsRoutes = lazy(() => import('./pages/functions/FunctionsRoutes'));
const FindingsRoutes = lazy(() => import('./pages/findings/FindingsRoutes'));
const WebhooksRoutes = lazy(() => import('./pages/webhooks/WebhooksRoutes'));
const LogsRoutes = lazy(() => import('./pages/logs/LogsRoutes'));
const BillingRoutes = lazy(() => import('./pages/billing/BillingRoutes'));
const UsersRoutes = lazy(() => import('./pages/settings/users/UsersRoutes'));
const ApiKeysRoutes = lazy(() => import('./pages/settings/api-keys/ApiKeysRoutes'));
const EmbedsRoutes = lazy(() => import('./pages/settings/embeds/EmbedsRoutes'));
const AuditRoutes = lazy(() => import('./pages/settings/audit/AuditRoutes'));

/** A section's routes: its role area checked, its chunk loaded behind a spinner. */
function section(area: Area, routes: ReactNode) {
  return (
    <RequireArea area={area}>
      <Suspense fallback={<Loading label="Loading the page" />}>{routes}</Suspense>
    </RequireArea>
  );
}

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
              {/* The pages a mailed link opens, without a session (decision 0015). */}
              <Route path="/accept-invitation" element={<AcceptInvitationPage />} />
              <Route path="/reset-password" element={<ResetPasswordPage />} />
              <Route path="/forgot-password" element={<ForgotPasswordPage />} />
              <Route element={<Shell />}>
                <Route index element={<HomeRedirect />} />
                <Route path="/p/:projectId" element={<HomeRedirect />} />
                {/* One route for the list and a conversation: the list pane stays mounted (scroll, filters) while conversations open. */}
                <Route path="/p/:projectId/conversations/:conversationId?" element={<MemberInbox />} />
                <Route path="/p/:projectId/notifications" element={section('messaging', <NotificationsPage />)} />
                <Route path="/p/:projectId/settings/profile" element={section('messaging', <ProfilePage />)} />
                <Route path="/p/:projectId/overview/*" element={section('messaging', <OverviewRoutes />)} />
                <Route path="/p/:projectId/customers/*" element={section('messaging', <CustomersRoutes />)} />
                <Route path="/p/:projectId/numbers/*" element={section('messaging', <NumbersRoutes />)} />
                <Route path="/p/:projectId/templates/*" element={section('messaging', <TemplatesRoutes />)} />
                <Route path="/p/:projectId/broadcasts/*" element={section('messaging', <BroadcastsRoutes />)} />
                <Route path="/p/:projectId/workflows/*" element={section('automation', <WorkflowsRoutes />)} />
                <Route path="/p/:projectId/agent-runs/*" element={section('automation', <AgentRunsRoutes />)} />
                <Route path="/p/:projectId/flows/*" element={section('messaging', <FlowsRoutes />)} />
                <Route path="/p/:projectId/functions/*" element={section('messaging', <FunctionsRoutes />)} />
                <Route path="/p/:projectId/findings/*" element={section('automation', <FindingsRoutes />)} />
                <Route path="/p/:projectId/webhooks/*" element={section('messaging', <WebhooksRoutes />)} />
                <Route path="/p/:projectId/logs/*" element={section('logs', <LogsRoutes />)} />
                <Route path="/p/:projectId/mcp-approvals" element={section('keys', <McpApprovalsPage />)} />
                <Route path="/p/:projectId/billing/*" element={section('billing', <BillingRoutes />)} />
                <Route path="/p/:projectId/settings/users/*" element={section('users', <UsersRoutes />)} />
                <Route path="/p/:projectId/settings/api-keys/*" element={section('keys', <ApiKeysRoutes />)} />
                <Route path="/p/:projectId/settings/embeds/*" element={section('messaging', <EmbedsRoutes />)} />
                <Route path="/p/:projectId/settings/audit/*" element={section('audit', <AuditRoutes />)} />
                <Route path="*" element={<Navigate to="/" replace />} />
              </Route>
            </Routes>
          </BrowserRouter>
        </ApiProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
