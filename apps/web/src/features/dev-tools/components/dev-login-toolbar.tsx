import { useState } from 'react';
import type { FormEvent } from 'react';
import { passwordLogin } from '@lintel/domain/api/endpoints/identity';
import { apiClient } from '../../../lib/api-client.ts';
import { writeToken } from '../../../lib/session-token.ts';

export const DEV_LOGIN_ERROR = 'Something unexpected happened logging you in';

interface DevLoginToolbarProps {
  /** After a token is stored: a full reload so every query starts with the new session. */
  onLoggedIn?: () => void;
}

/**
 * Spec 001 §2 "Dev-only": log in with email and password, or paste a token. Part of `DevToolbar`, which the app
 * renders only outside production builds (decision 083), so none of it ships to borrowers.
 */
export function DevLoginToolbar({ onLoggedIn = () => window.location.reload() }: DevLoginToolbarProps) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'password' | 'token'>('password');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setError('');
    setBusy(true);
    try {
      if (mode === 'token') {
        const token = String(data.get('token') ?? '').trim();
        if (!token) throw new Error('empty token');
        writeToken(token);
      } else {
        const { jwt } = await apiClient.call(passwordLogin, {
          body: { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') },
          skipAuthRedirect: true,
        });
        writeToken(jwt);
      }
      onLoggedIn();
    } catch {
      setError(DEV_LOGIN_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="dev-toolbar__toggle"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        Dev login
      </button>
      {open ? (
        <form className="dev-toolbar__form" onSubmit={(event) => void submit(event)}>
          <fieldset>
            <legend>Log in with</legend>
            <label>
              <input
                type="radio"
                name="mode"
                checked={mode === 'password'}
                onChange={() => setMode('password')}
              />{' '}
              Email and password
            </label>
            <label>
              <input type="radio" name="mode" checked={mode === 'token'} onChange={() => setMode('token')} />{' '}
              Token
            </label>
          </fieldset>
          {mode === 'password' ? (
            <>
              <label>
                Email <input name="email" type="email" autoComplete="off" required />
              </label>
              <label>
                Password <input name="password" type="password" autoComplete="off" required />
              </label>
            </>
          ) : (
            <label>
              Session token <input name="token" autoComplete="off" required />
            </label>
          )}
          <button type="submit" disabled={busy}>
            Log in
          </button>
          {error ? <p role="alert">{error}</p> : null}
        </form>
      ) : null}
    </>
  );
}
