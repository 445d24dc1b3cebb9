import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../kit';

/** The Findings section's pages (`/p/{project_id}/findings/...`). */
export default function FindingsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Findings">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
