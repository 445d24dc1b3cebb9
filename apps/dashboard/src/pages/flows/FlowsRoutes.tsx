import { Route, Routes } from 'react-router-dom';
import { FlowCreatePage } from './FlowCreatePage';
import { FlowPage } from './FlowPage';
import { FlowsListPage } from './FlowsListPage';

/** The Flows section's pages (`/p/{project_id}/flows/...`): the list (with sync), a new flow, a flow (its tabs in `?tab=`). */
export default function FlowsRoutes() {
  return (
    <Routes>
      <Route index element={<FlowsListPage />} />
      <Route path="new" element={<FlowCreatePage />} />
      <Route path=":flowId" element={<FlowPage />} />
    </Routes>
  );
}
