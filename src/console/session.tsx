import { createContext, useContext, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  consoleSessionCall,
  signInCall,
  signOutCall,
} from '../../services/api/console-session/console-session-call';
import type { OperatorRole } from '../../services/api/operator-roles';
import { ask, setCsrfToken, SignedOut, whenSignedOut } from './api';
import { formText } from './form-text';

interface Session {
  operator: string;
  role: OperatorRole;
  signOut: () => Promise<void>;
}

interface SignedInAs {
  operator: string;
  role: OperatorRole;
}

const SessionContext = createContext<Session | undefined>(undefined);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionGate');
  return session;
}

/** Shows the sign-in form until the server knows the operator, then the console; again when the session ends. */
export function SessionGate({ children }: { children: ReactNode }) {
  const [signedIn, setSignedIn] = useState<SignedInAs | null | undefined>(undefined);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  useEffect(() => {
    whenSignedOut(() => setSignedIn(null));
    ask(consoleSessionCall).then(
      (answer) => {
        setCsrfToken(answer.csrf_token);
        setSignedIn({ operator: answer.operator, role: answer.role });
      },
      (error: unknown) => {
        if (!(error instanceof SignedOut)) setSignedIn(null);
      },
    );
  }, []);
  if (signedIn === undefined) return <p className="status">Loading…</p>;
  if (signedIn === null) {
    return (
      <SignIn
        onSignedIn={(answer, codes) => {
          setRecoveryCodes(codes);
          setSignedIn(answer);
        }}
      />
    );
  }
  if (recoveryCodes.length > 0) {
    return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes([])} />;
  }
  const signOut = async () => {
    await ask(signOutCall);
    setCsrfToken(null);
    setSignedIn(null);
  };
  return <SessionContext.Provider value={{ ...signedIn, signOut }}>{children}</SessionContext.Provider>;
}

interface SecondFactorSetUp {
  secret: string;
  uri: string;
}

function SignIn({ onSignedIn }: { onSignedIn: (answer: SignedInAs, recoveryCodes: string[]) => void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [setUp, setSetUp] = useState<SecondFactorSetUp>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      const answer = await ask(signInCall, {
        body: {
          email: formText(form, 'email'),
          password: formText(form, 'password'),
          code: formText(form, 'code'),
        },
      });
      if (answer.status === 'set-up-second-factor') {
        setSetUp({ secret: answer.totp_secret ?? '', uri: answer.totp_uri ?? '' });
        return;
      }
      setCsrfToken(answer.csrf_token);
      onSignedIn({ operator: answer.operator, role: answer.role ?? 'viewer' }, answer.recovery_codes);
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
          E-mail
          <input name="email" type="text" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {setUp && (
          <section aria-labelledby="set-up-heading" className="set-up">
            <h2 id="set-up-heading">Set up your authenticator app</h2>
            <p>
              Add this account to an authenticator app (any that takes TOTP codes), then type the code it
              shows below. The key, typed in by hand:
            </p>
            <p>
              <code className="secret" aria-label="Authenticator key">
                {setUp.secret}
              </code>
            </p>
            <p className="hint">
              Or open <a href={setUp.uri}>this otpauth:// link</a> on the phone that has the app.
            </p>
          </section>
        )}
        <label>
          Authenticator code <span className="hint">(or a recovery code)</span>
          <input
            name="code"
            inputMode="text"
            autoComplete="one-time-code"
            required={setUp !== undefined}
            aria-describedby="code-hint"
          />
        </label>
        <p id="code-hint" className="hint">
          The six digits your authenticator app shows for this console.
        </p>
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

/** Shown once, right after the second factor was set up: the server keeps only their hashes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <main className="sign-in">
      <h1>Your recovery codes</h1>
      <p>
        Each signs in once in place of an authenticator code, if the phone is lost. Keep them somewhere safe:
        they are not shown again.
      </p>
      <ul className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onDone}>
        I have kept them: open the console
      </button>
    </main>
  );
}
