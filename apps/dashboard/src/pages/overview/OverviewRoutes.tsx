import { Route, Routes } from 'react-router-dom';
import { OverviewPage } from './OverviewPage';

/** The Overview section's pages (`/p/{project_id}/overview`): one page, its period in `?period=`. */
export default function OverviewRoutes() {
  return (
    <Routes>
      <Route index element={<OverviewPage />} />
      <Route path="*" element={<OverviewPage />} />
    </Routes>
  );
}
