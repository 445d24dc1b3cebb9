import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../../kit';

/** The Inbox embeds section's pages (`/p/{project_id}/settings/embeds/...`). */
export default function EmbedsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Inbox embeds">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
