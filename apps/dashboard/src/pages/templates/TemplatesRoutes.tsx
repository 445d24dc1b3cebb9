import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../kit';

/** The Templates section's pages (`/p/{project_id}/templates/...`). */
export default function TemplatesRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Templates">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
