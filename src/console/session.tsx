import { createContext, useContext, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  consoleSessionCall,
  signInCall,
  signOutCall,
} from '../../services/api/console-session/console-session-call';
import { ask, setCsrfToken, SignedOut, whenSignedOut } from './api';
import { formText } from './form-text';

interface Session {
  operator: string;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | undefined>(undefined);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionGate');
  return session;
}

/** Shows the sign-in form until the server knows the operator, then the console; again when the session ends. */
export function SessionGate({ children }: { children: ReactNode }) {
  const [operator, setOperator] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    whenSignedOut(() => setOperator(null));
    ask(consoleSessionCall).then(
      (answer) => {
        setCsrfToken(answer.csrf_token);
        setOperator(answer.operator);
      },
      (error: unknown) => {
        if (!(error instanceof SignedOut)) setOperator(null);
      },
    );
  }, []);
  if (operator === undefined) return <p className="status">Loading…</p>;
  if (operator === null) return <SignIn onSignedIn={setOperator} />;
  const signOut = async () => {
    await ask(signOutCall);
    setCsrfToken(null);
    setOperator(null);
  };
  return <SessionContext.Provider value={{ operator, signOut }}>{children}</SessionContext.Provider>;
}

function SignIn({ onSignedIn }: { onSignedIn: (operator: string) => void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const answer = await ask(signInCall, {
        body: { name: formText(form, 'name'), password: formText(form, 'password') },
      });
      setCsrfToken(answer.csrf_token);
      onSignedIn(answer.operator);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Sign-in failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="sign-in">
      <h1>Operators’ console</h1>
      <form onSubmit={(event) => void submit(event)} aria-describedby={error ? 'sign-in-error' : undefined}>
        <label>
          Name <span className="hint">(leave empty to sign in with the admin token)</span>
          <input name="name" autoComplete="username" />
        </label>
        <label>
          Password or admin token
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p id="sign-in-error" role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  );
}
