import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AroundPage } from './AroundPage';
import { ExternalLogsPage } from './ExternalLogsPage';
import { RequestLogsPage } from './RequestLogsPage';
import { SearchPage } from './SearchPage';

/** A page whose filter form starts again from the URL when the URL changes (a correlation id clicked, back, forward). */
function FromUrl({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  return <div key={search}>{children}</div>;
}

/** The Logs section's pages (`/p/{project_id}/logs/...`): request log, upstream calls, log search, around a moment. */
export default function LogsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <FromUrl>
            <RequestLogsPage />
          </FromUrl>
        }
      />
      <Route
        path="external"
        element={
          <FromUrl>
            <ExternalLogsPage />
          </FromUrl>
        }
      />
      <Route
        path="search"
        element={
          <FromUrl>
            <SearchPage />
          </FromUrl>
        }
      />
      <Route path="around" element={<AroundPage />} />
      <Route path="*" element={<RequestLogsPage />} />
    </Routes>
  );
}
