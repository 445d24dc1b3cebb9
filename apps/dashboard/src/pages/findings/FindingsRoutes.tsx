import { Route, Routes } from 'react-router-dom';
import { FindingPage } from './FindingPage';
import { FindingsListPage } from './FindingsListPage';

/** The Findings section's pages (`/p/{project_id}/findings/...`): the list and a finding. */
export default function FindingsRoutes() {
  return (
    <Routes>
      <Route index element={<FindingsListPage />} />
      <Route path=":findingId" element={<FindingPage />} />
    </Routes>
  );
}
