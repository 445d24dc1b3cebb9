import { Route, Routes } from 'react-router-dom';
import { FunctionCreatePage } from './FunctionCreatePage';
import { FunctionPage } from './FunctionPage';
import { FunctionsListPage } from './FunctionsListPage';

/** The Functions section's pages (`/p/{project_id}/functions/...`): the list, a new function, a function (its tabs in `?tab=`). */
export default function FunctionsRoutes() {
  return (
    <Routes>
      <Route index element={<FunctionsListPage />} />
      <Route path="new" element={<FunctionCreatePage />} />
      <Route path=":functionId" element={<FunctionPage />} />
    </Routes>
  );
}
