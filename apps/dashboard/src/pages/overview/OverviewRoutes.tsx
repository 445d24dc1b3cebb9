import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../kit';

/** The Overview section's pages (`/p/{project_id}/overview/...`). */
export default function OverviewRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Overview">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
