import { NavLink, Outlet } from 'react-router-dom';
import { roleAllows, type OperatorRole } from '../../services/api/operator-roles';
import { useSession } from './session';

/** Each page with the least role whose calls it makes: the server refuses the others, so the menu leaves them out. */
const PAGES: readonly (readonly [path: string, label: string, role: OperatorRole])[] = [
  ['leads', 'Leads', 'member'],
  ['deliveries', 'Deliveries', 'member'],
  ['funnels', 'Funnels', 'viewer'],
  ['experiments', 'Experiments', 'viewer'],
  ['money', 'Money', 'viewer'],
  ['auction', 'Auction', 'viewer'],
  ['privacy', 'Privacy requests', 'admin'],
  ['revocations', 'Revocations', 'member'],
  ['notifications', 'Notifications', 'member'],
  ['sms-outbox', 'SMS outbox', 'member'],
  ['audit', 'Audit log', 'admin'],
  ['accounts', 'Accounts and keys', 'admin'],
];

/** The page a role lands on: the leads for those who work them, the funnels for a viewer. */
export function homeOf(role: OperatorRole): string {
  return roleAllows(role, 'member') ? '/leads' : '/funnels';
}

export function ConsoleLayout() {
  const { operator, role, signOut } = useSession();
  return (
    <>
      <header className="top">
        <p className="brand">Operators’ console</p>
        <nav aria-label="Console">
          <ul>
            {PAGES.filter((page) => roleAllows(role, page[2])).map(([path, label]) => (
              <li key={path}>
                <NavLink to={`/${path}`}>{label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="who">
          Signed in as <strong>{operator}</strong> ({role}){' '}
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
