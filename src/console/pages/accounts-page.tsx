import { useState, type FormEvent } from 'react';
import {
  accountListCall,
  accountRoleCall,
  addAccountCall,
  apiKeyListCall,
  makeApiKeyCall,
  removeAccountCall,
  revokeApiKeyCall,
} from '../../../services/api/operator-accounts/operator-accounts-call';
import { isOperatorRole, OPERATOR_ROLES } from '../../../services/api/operator-roles';
import { ask } from '../api';
import { formText } from '../form-text';
import { when } from '../types';
import { useCall } from '../use-call';

/**
 * The admins' page: operators' accounts (add with a role, change the role, remove: the removed are signed out at
 * once) and the API keys of tools (make with a role, revoke). A new password or key is shown here once.
 */
export function AccountsPage() {
  const accounts = useCall(accountListCall);
  const keys = useCall(apiKeyListCall);
  const [message, setMessage] = useState<string>();
  const [shownOnce, setShownOnce] = useState<{ label: string; value: string }>();
  const act = async (run: () => Promise<string>) => {
    try {
      setMessage(await run());
    } catch (failure) {
      setMessage(failure instanceof Error ? failure.message : 'The request failed');
    } finally {
      accounts.reload();
      keys.reload();
    }
  };
  const addAccount = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const role = formText(form, 'role');
    void act(async () => {
      if (!isOperatorRole(role)) return 'Choose a role';
      const answer = await ask(addAccountCall, { body: { email: formText(form, 'email'), role } });
      setShownOnce({ label: `Password for ${answer.account.email}`, value: answer.password });
      return `Added ${answer.account.email} as ${answer.account.role}.`;
    });
  };
  const makeKey = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const role = formText(form, 'role');
    void act(async () => {
      if (!isOperatorRole(role)) return 'Choose a role';
      const answer = await ask(makeApiKeyCall, { body: { name: formText(form, 'name'), role } });
      setShownOnce({ label: `Key ${answer.key.name}`, value: answer.secret });
      return `Made the key ${answer.key.name} (${answer.key.role}).`;
    });
  };
  return (
    <>
      <h1>Accounts and keys</h1>
      {message && <p role="status">{message}</p>}
      {shownOnce && (
        <p className="shown-once">
          {shownOnce.label}, shown this once: <code>{shownOnce.value}</code>
        </p>
      )}
      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading">Operators</h2>
        {accounts.error && (
          <p role="alert" className="error">
            {accounts.error}
          </p>
        )}
        <ul className="account-list">
          {accounts.data?.accounts.map((account) => (
            <li key={account.id}>
              <strong>{account.email}</strong>{' '}
              <span className="hint">
                {account.second_factor
                  ? 'authenticator set up'
                  : 'sets up the authenticator at first sign-in'}
              </span>
              <label>
                Role of {account.email}
                <select
                  value={account.role}
                  onChange={(event) => {
                    const role = event.currentTarget.value;
                    if (!isOperatorRole(role)) return;
                    void act(async () => {
                      await ask(accountRoleCall, { params: { id: account.id }, body: { role } });
                      return `${account.email} is now ${role}.`;
                    });
                  }}
                >
                  {OPERATOR_ROLES.map((role) => (
                    <option key={role}>{role}</option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                onClick={() =>
                  void act(async () => {
                    await ask(removeAccountCall, { params: { id: account.id } });
                    return `Removed ${account.email}: signed out everywhere.`;
                  })
                }
              >
                Remove {account.email}
              </button>
            </li>
          ))}
        </ul>
        <form className="filters" onSubmit={addAccount} aria-label="Add an operator">
          <label>
            E-mail
            <input name="email" type="email" required />
          </label>
          <label>
            Role
            <select name="role" defaultValue="member">
              {OPERATOR_ROLES.map((role) => (
                <option key={role}>{role}</option>
              ))}
            </select>
          </label>
          <button type="submit">Add operator</button>
        </form>
      </section>
      <section aria-labelledby="keys-heading">
        <h2 id="keys-heading">API keys</h2>
        {keys.error && (
          <p role="alert" className="error">
            {keys.error}
          </p>
        )}
        <ul className="account-list">
          {keys.data?.keys.map((key) => (
            <li key={key.id}>
              <strong>{key.name}</strong> {key.role}{' '}
              <span className="hint">
                made by {key.created_by} {when(key.created_at)}
                {key.last_used_at ? `, last used ${when(key.last_used_at)}` : ', not used yet'}
                {key.revoked_at ? `, revoked ${when(key.revoked_at)}` : ''}
              </span>
              {!key.revoked_at && (
                <button
                  type="button"
                  onClick={() =>
                    void act(async () => {
                      await ask(revokeApiKeyCall, { params: { id: key.id } });
                      return `Revoked ${key.name}.`;
                    })
                  }
                >
                  Revoke {key.name}
                </button>
              )}
            </li>
          ))}
        </ul>
        <form className="filters" onSubmit={makeKey} aria-label="Make an API key">
          <label>
            Name
            <input name="name" required pattern="[A-Za-z0-9._\-]{1,64}" />
          </label>
          <label>
            Role
            <select name="role" defaultValue="viewer">
              {OPERATOR_ROLES.map((role) => (
                <option key={role}>{role}</option>
              ))}
            </select>
          </label>
          <button type="submit">Make key</button>
        </form>
      </section>
    </>
  );
}
