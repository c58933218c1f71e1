import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import './console.css';
import { applyConsoleTokens } from './design-tokens';
import { ConsoleLayout } from './layout';
import { AuditPage } from './pages/audit-page';
import { DeliveriesPage } from './pages/deliveries-page';
import { ExperimentsPage } from './pages/experiments-page';
import { FunnelsPage } from './pages/funnels-page';
import { LeadPage } from './pages/lead-page';
import { LeadsPage } from './pages/leads-page';
import { NotificationsPage, SmsOutboxPage } from './pages/message-pages';
import { PrivacyPage } from './pages/privacy-page';
import { SessionGate } from './session';

applyConsoleTokens();

const router = createBrowserRouter(
  [
    {
      element: <ConsoleLayout />,
      children: [
        { index: true, element: <Navigate to="/leads" replace /> },
        { path: 'leads', element: <LeadsPage /> },
        { path: 'leads/:id', element: <LeadPage /> },
        { path: 'deliveries', element: <DeliveriesPage /> },
        { path: 'funnels', element: <FunnelsPage /> },
        { path: 'experiments', element: <ExperimentsPage /> },
        { path: 'privacy', element: <PrivacyPage /> },
        { path: 'notifications', element: <NotificationsPage /> },
        { path: 'sms-outbox', element: <SmsOutboxPage /> },
        { path: 'audit', element: <AuditPage /> },
        { path: '*', element: <Navigate to="/leads" replace /> },
      ],
    },
  ],
  { basename: '/admin' },
);

createRoot(document.getElementById('console')!).render(
  <StrictMode>
    <SessionGate>
      <RouterProvider router={router} />
    </SessionGate>
  </StrictMode>,
);
