import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../kit';

/** The Flows section's pages (`/p/{project_id}/flows/...`). */
export default function FlowsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Flows">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
