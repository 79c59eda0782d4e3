import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  SANDBOX_MFA_CODE,
  SANDBOX_PASSWORD,
  type LinkSessionResult,
  type SandboxInstitution,
} from '@lintel/domain/application/income-link-sandbox';
import { ApiError, UNEXPECTED_MESSAGE } from '../../../lib/api-error.ts';
import { useLinkSession } from '../api/income-link.ts';

/** The widget's panes that sign in: the credentials, then the one-time code when the institution asks for one. */
export type SignInPaneState =
  | { name: 'credentials'; institution: SandboxInstitution }
  | { name: 'mfa'; institution: SandboxInstitution; username: string; password: string };

export function SignInPane({
  linkToken,
  pane,
  onMfa,
  onConnected,
}: {
  linkToken: string;
  pane: SignInPaneState;
  onMfa: (username: string, password: string) => void;
  onConnected: (result: LinkSessionResult) => void;
}) {
  const session = useLinkSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string | undefined>();
  const errorId = useId();
  const mfa = pane.name === 'mfa';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const required = mfa
      ? code.trim() === ''
        ? 'Please enter the code'
        : undefined
      : username.trim() === ''
        ? 'Please enter your username'
        : password === ''
          ? 'Please enter your password'
          : undefined;
    setMissing(required);
    if (required) return;
    session.mutate(
      {
        linkToken,
        institutionId: pane.institution.id,
        username: mfa ? pane.username : username,
        password: mfa ? pane.password : password,
        ...(mfa ? { mfaCode: code } : {}),
      },
      {
        onSuccess: (result) => {
          if (result.status === 'MFA_REQUIRED') onMfa(username, password);
          else onConnected(result);
        },
      },
    );
  }

  const error = missing ?? sessionError(session.error);
  return (
    <form className="stack" noValidate onSubmit={submit}>
      {error ? (
        <p id={errorId} className="error-message link-widget__error" role="alert">
          {error}
        </p>
      ) : null}
      {mfa ? (
        <>
          <p>We sent a code to the phone number {pane.institution.name} has on file.</p>
          <div className="form-group">
            <label className="label" htmlFor="link-mfa-code">
              Security code
            </label>
            <input
              id="link-mfa-code"
              className="input link-widget__code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
          <p className="hint">Sandbox: the code is {SANDBOX_MFA_CODE}.</p>
        </>
      ) : (
        <>
          <div className="form-group">
            <label className="label" htmlFor="link-username">
              Username
            </label>
            <input
              id="link-username"
              className="input"
              autoComplete="off"
              value={username}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setUsername(event.target.value)}
            />
          </div>
          <div className="form-group">
            <label className="label" htmlFor="link-password">
              Password
            </label>
            <input
              id="link-password"
              className="input"
              type="password"
              autoComplete="off"
              value={password}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <SandboxUsersHint />
        </>
      )}
      <button type="submit" className="button" disabled={session.isPending}>
        {session.isPending ? 'Connecting…' : 'Submit'}
      </button>
    </form>
  );
}

/** The sandbox's users, as the real provider's sandbox shows them beside its sign-in (docs/sandbox-scenarios.md). */
export function SandboxUsersHint() {
  return (
    <details className="link-widget__hint">
      <summary>Sandbox users</summary>
      <p>
        Password <code>{SANDBOX_PASSWORD}</code> for every user (or <code>mfa_device</code> to be asked for a
        code):
      </p>
      <ul>
        <li>
          <code>user_good</code>: what your application&apos;s test persona says (usually your income matches)
        </li>
        <li>
          <code>user_lower</code>: a lower income, so your offer is revised
        </li>
        <li>
          <code>user_partial</code>: part of your income, so you upload a paystub
        </li>
        <li>
          <code>user_not_found</code>: no income in this account
        </li>
        <li>
          <code>user_employer</code>: an employer we must verify by phone
        </li>
      </ul>
    </details>
  );
}

function sessionError(error: unknown): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError && error.items.length > 0) return error.items.map((i) => i.message).join(' ');
  return UNEXPECTED_MESSAGE;
}
