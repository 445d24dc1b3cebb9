import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { DeliveriesPage } from './DeliveriesPage';
import { DeliveryPage } from './DeliveryPage';
import { RecoveryPage } from './RecoveryPage';
import { WebhookCreatePage } from './WebhookCreatePage';
import { WebhookPage } from './WebhookPage';
import { WebhooksListPage } from './WebhooksListPage';

/** A page whose filter form starts again from the URL when the URL changes. */
function FromUrl({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  return <div key={search}>{children}</div>;
}

/** The Webhooks section's pages (`/p/{project_id}/webhooks/...`). */
export default function WebhooksRoutes() {
  return (
    <Routes>
      <Route index element={<WebhooksListPage />} />
      <Route path="new" element={<WebhookCreatePage />} />
      <Route
        path="deliveries"
        element={
          <FromUrl>
            <DeliveriesPage />
          </FromUrl>
        }
      />
      <Route path="deliveries/:deliveryId" element={<DeliveryPage />} />
      <Route path=":webhookId" element={<WebhookPage />} />
      <Route path=":webhookId/recoveries/:recoveryId" element={<RecoveryPage />} />
    </Routes>
  );
}
