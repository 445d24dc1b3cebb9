import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../kit';

/** The Customers section's pages (`/p/{project_id}/customers/...`). */
export default function CustomersRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Customers">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
