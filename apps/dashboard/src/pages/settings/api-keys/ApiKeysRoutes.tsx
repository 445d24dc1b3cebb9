import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../../kit';

/** The API keys section's pages (`/p/{project_id}/settings/api-keys/...`). */
export default function ApiKeysRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="API keys">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
