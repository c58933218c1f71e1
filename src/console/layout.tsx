import { NavLink, Outlet } from 'react-router-dom';
import { useSession } from './session';

const PAGES = [
  ['leads', 'Leads'],
  ['deliveries', 'Deliveries'],
  ['funnels', 'Funnels'],
  ['experiments', 'Experiments'],
  ['privacy', 'Privacy requests'],
  ['notifications', 'Notifications'],
  ['sms-outbox', 'SMS outbox'],
  ['audit', 'Audit log'],
] as const;

export function ConsoleLayout() {
  const { operator, signOut } = useSession();
  return (
    <>
      <header className="top">
        <p className="brand">Operators’ console</p>
        <nav aria-label="Console">
          <ul>
            {PAGES.map(([path, label]) => (
              <li key={path}>
                <NavLink to={`/${path}`}>{label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="who">
          Signed in as <strong>{operator}</strong>{' '}
          <button type="button" className="link" onClick={() => void signOut()}>
            Sign out
          </button>
        </p>
      </header>
      <main className="page">
        <Outlet />
      </main>
    </>
  );
}
