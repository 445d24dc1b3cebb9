import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../kit';

/** The Funding and billing section's pages (`/p/{project_id}/billing/...`). */
export default function BillingRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Funding and billing">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
