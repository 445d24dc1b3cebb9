import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../kit';

/** The Workflows section's pages (`/p/{project_id}/workflows/...`). */
export default function WorkflowsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Workflows">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
