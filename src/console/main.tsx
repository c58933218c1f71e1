import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import './console.css';
import { applyConsoleTokens } from './design-tokens';
import { ConsoleLayout, homeOf } from './layout';
import { AccountsPage } from './pages/accounts-page';
import { AuditPage } from './pages/audit-page';
import { DeliveriesPage } from './pages/deliveries-page';
import { ExperimentsPage } from './pages/experiments-page';
import { MoneyPage } from './pages/money-page';
import { AuctionPage } from './pages/auction-page';
import { FunnelsPage } from './pages/funnels-page';
import { LeadPage } from './pages/lead-page';
import { LeadsPage } from './pages/leads-page';
import { NotificationsPage, SmsOutboxPage } from './pages/message-pages';
import { PrivacyPage } from './pages/privacy-page';
import { RevocationsPage } from './pages/revocations-page';
import { SessionGate, useSession } from './session';

applyConsoleTokens();

/** Where `/admin` and an unknown path lead: the signed-in role's first page. */
function Home() {
  return <Navigate to={homeOf(useSession().role)} replace />;
}

const router = createBrowserRouter(
  [
    {
      element: <ConsoleLayout />,
      children: [
        { index: true, element: <Home /> },
        { path: 'leads', element: <LeadsPage /> },
        { path: 'leads/:id', element: <LeadPage /> },
        { path: 'deliveries', element: <DeliveriesPage /> },
        { path: 'funnels', element: <FunnelsPage /> },
        { path: 'experiments', element: <ExperimentsPage /> },
        { path: 'money', element: <MoneyPage /> },
        { path: 'auction', element: <AuctionPage /> },
        { path: 'privacy', element: <PrivacyPage /> },
        { path: 'revocations', element: <RevocationsPage /> },
        { path: 'notifications', element: <NotificationsPage /> },
        { path: 'sms-outbox', element: <SmsOutboxPage /> },
        { path: 'audit', element: <AuditPage /> },
        { path: 'accounts', element: <AccountsPage /> },
        { path: '*', element: <Home /> },
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
