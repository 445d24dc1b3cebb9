import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../kit';

/** The Broadcasts section's pages (`/p/{project_id}/broadcasts/...`). */
export default function BroadcastsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Broadcasts">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
