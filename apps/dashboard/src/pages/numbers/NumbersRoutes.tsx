import { Route, Routes } from 'react-router-dom';
import { NumberPage } from './NumberPage';
import { NumbersListPage } from './NumbersListPage';
import './numbers.css';

/** The Numbers section's pages (`/p/{project_id}/numbers/...`): the list and a number's page. */
export default function NumbersRoutes() {
  return (
    <Routes>
      <Route index element={<NumbersListPage />} />
      <Route path=":phoneNumberId" element={<NumberPage />} />
    </Routes>
  );
}
