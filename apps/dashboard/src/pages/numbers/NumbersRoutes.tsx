import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../kit';

/** The Numbers section's pages (`/p/{project_id}/numbers/...`). */
export default function NumbersRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Numbers">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
