import { Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { Page } from '../../kit';

/** The Users and roles section's pages (`/p/{project_id}/settings/users/...`). */
export default function UsersRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Page title="Users and roles">
            <Text>This page is being built.</Text>
          </Page>
        }
      />
    </Routes>
  );
}
