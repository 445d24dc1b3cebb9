import { Route, Routes } from 'react-router-dom';
import { ExecutionPage } from './ExecutionPage';
import { WorkflowPage } from './WorkflowPage';
import { WorkflowsListPage } from './WorkflowsListPage';

/** The Workflows section's pages (`/p/{project_id}/workflows/...`): the list, a workflow, an execution. */
export default function WorkflowsRoutes() {
  return (
    <Routes>
      <Route index element={<WorkflowsListPage />} />
      <Route path="executions/:executionId" element={<ExecutionPage />} />
      <Route path=":workflowId" element={<WorkflowPage />} />
    </Routes>
  );
}
