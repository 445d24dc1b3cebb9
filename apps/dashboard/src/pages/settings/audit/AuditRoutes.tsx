import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../../kit';

/** The Audit log section's pages (`/p/{project_id}/settings/audit/...`). */
export default function AuditRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Audit log">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
