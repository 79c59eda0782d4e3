import { useState } from 'react';
import type { FormEvent } from 'react';
import { SANDBOX_MFA_CODE, sandboxInstitution } from '@lintel/domain/application/income-link-sandbox';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { ApiError, UNEXPECTED_MESSAGE } from '../../../lib/api-error.ts';
import { useLinkSession } from '../api/income-link.ts';
import { SandboxUsersHint } from './link-sign-in-pane.tsx';
import './link-widget.css';

/**
 * The sign-in page of an OAuth institution's own site, played by the sandbox (decision 182): the widget sent the
 * borrower here; the provider's servers check the sandbox user and answer where to send the browser back
 * (/plaid-oauth-success for a bank, income/pointserv-callback for a payroll provider).
 */
export function SandboxInstitutionPage({
  institutionId,
  linkToken,
  onReturn,
}: {
  institutionId: string | undefined;
  linkToken: string | undefined;
  onReturn: (href: string) => void;
}) {
  const institution = institutionId ? sandboxInstitution(institutionId) : undefined;
  const title = institution ? `Sign in to ${institution.name}` : 'Unknown institution';
  useDocumentTitle(title);
  const session = useLinkSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // The sandbox user's password `mfa_device` asks for a one-time code here too.
  const [code, setCode] = useState<string | undefined>();
  if (!institution || !linkToken)
    return (
      <div className="stack">
        <h1 className="heading-l">{title}</h1>
        <p>This sign-in link is incomplete. Please go back and start the connection again.</p>
      </div>
    );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!institution || !linkToken) return;
    session.mutate(
      {
        linkToken,
        institutionId: institution.id,
        username,
        password,
        ...(code !== undefined ? { mfaCode: code } : {}),
      },
      {
        onSuccess: (result) => {
          if (result.status === 'MFA_REQUIRED') setCode('');
          if (result.redirectUri) onReturn(result.redirectUri);
        },
      },
    );
  }

  const error =
    session.error instanceof ApiError && session.error.items.length > 0
      ? session.error.items.map((item) => item.message).join(' ')
      : session.error
        ? UNEXPECTED_MESSAGE
        : undefined;
  return (
    <div className="stack narrow">
      <p className="link-widget__brand">{institution.name} · sandbox sign-in</p>
      <h1 className="heading-l">{title}</h1>
      <p>
        Sign in to let Sandbox Link read your {institution.linkType === 'BANK' ? 'deposits' : 'pay history'}.
        You will then be sent back to finish your application.
      </p>
      <form className="stack" noValidate onSubmit={submit}>
        {error ? (
          <p id="institution-error" className="error-message" role="alert">
            {error}
          </p>
        ) : null}
        <div className="form-group">
          <label className="label" htmlFor="institution-username">
            Username
          </label>
          <input
            id="institution-username"
            className="input"
            autoComplete="off"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </div>
        <div className="form-group">
          <label className="label" htmlFor="institution-password">
            Password
          </label>
          <input
            id="institution-password"
            className="input"
            type="password"
            autoComplete="off"
            value={password}
            aria-describedby={error ? 'institution-error' : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {code !== undefined ? (
          <div className="form-group">
            <label className="label" htmlFor="institution-code">
              Security code
            </label>
            <input
              id="institution-code"
              className="input link-widget__code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <p className="hint">Sandbox: the code is {SANDBOX_MFA_CODE}.</p>
          </div>
        ) : null}
        <SandboxUsersHint />
        <button
          type="submit"
          className="button"
          disabled={session.isPending || Boolean(session.data?.redirectUri)}
        >
          Sign in and authorize
        </button>
      </form>
    </div>
  );
}
