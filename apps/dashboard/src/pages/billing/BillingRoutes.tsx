import { Route, Routes } from 'react-router-dom';
import { AccountFundingPage } from './AccountFundingPage';
import { BillingHome } from './BillingHome';
import { PortfolioPage } from './PortfolioPage';

/** The Funding and billing section's pages (`/p/{project_id}/billing/...`). */
export default function BillingRoutes() {
  return (
    <Routes>
      <Route index element={<BillingHome />} />
      <Route path="accounts/:wabaId" element={<AccountFundingPage />} />
      <Route path="portfolios/:portfolioId" element={<PortfolioPage />} />
    </Routes>
  );
}
