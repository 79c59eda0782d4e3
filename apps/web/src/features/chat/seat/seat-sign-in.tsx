import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { signIn } from './seat-calls.ts';

/** The agent signs in with their staff account of this lender (decision 202). */
export function SeatSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await signIn(email, password);
      onSignedIn();
    } catch (problem) {
      setError(problem instanceof ApiError ? problem.message : 'Something unexpected happened');
    }
  };
  return (
    <form className="stack seat-sign-in" noValidate onSubmit={(event) => void submit(event)}>
      <h1 className="heading-l">Support seat</h1>
      <p>Sign in with your support agent account.</p>
      {error ? (
        <p className="error-message" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-group">
        <label className="label" htmlFor="seat-email">
          Email address
        </label>
        <input
          id="seat-email"
          className="input"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className="form-group">
        <label className="label" htmlFor="seat-password">
          Password
        </label>
        <input
          id="seat-password"
          className="input"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <button type="submit" className="button">
        Sign in
      </button>
    </form>
  );
}
