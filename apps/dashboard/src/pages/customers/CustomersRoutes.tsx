import { Route, Routes } from 'react-router-dom';
import { CustomerPage } from './CustomerPage';
import { CustomersListPage } from './CustomersListPage';
import { NewSetupLinkPage } from './NewSetupLinkPage';
import './customers.css';

/** The Customers section's pages (`/p/{project_id}/customers/...`): the list, a customer, a new setup link. */
export default function CustomersRoutes() {
  return (
    <Routes>
      <Route index element={<CustomersListPage />} />
      <Route path=":customerId" element={<CustomerPage />} />
      <Route path=":customerId/setup-links/new" element={<NewSetupLinkPage />} />
    </Routes>
  );
}
