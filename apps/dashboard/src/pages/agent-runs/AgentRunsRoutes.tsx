import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../kit';

/** The Agent runs section's pages (`/p/{project_id}/agent-runs/...`). */
export default function AgentRunsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Agent runs">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
