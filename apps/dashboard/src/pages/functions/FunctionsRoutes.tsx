import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../kit';

/** The Functions section's pages (`/p/{project_id}/functions/...`). */
export default function FunctionsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Functions">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
