import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../kit';

/** The Logs section's pages (`/p/{project_id}/logs/...`). */
export default function LogsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Logs">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
