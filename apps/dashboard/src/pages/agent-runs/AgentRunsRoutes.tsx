import { Route, Routes } from 'react-router-dom';
import { AgentRunPage } from './AgentRunPage';
import { AgentRunsListPage } from './AgentRunsListPage';

/** The Agent runs section's pages (`/p/{project_id}/agent-runs/...`): the list and a run. */
export default function AgentRunsRoutes() {
  return (
    <Routes>
      <Route index element={<AgentRunsListPage />} />
      <Route path=":runId" element={<AgentRunPage />} />
    </Routes>
  );
}
