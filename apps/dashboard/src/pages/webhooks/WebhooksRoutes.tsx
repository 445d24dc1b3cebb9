import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../kit';

/** The Webhooks section's pages (`/p/{project_id}/webhooks/...`). */
export default function WebhooksRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Webhooks">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
