import { paths } from '../../../config/paths.ts';

/** Issue 4: an email already registered gets a clear message (in the summary) and a way to log in. */
export function SubmitProblem({ duplicate }: { duplicate: boolean }) {
  if (!duplicate) return null;
  return (
    <p className="warning-panel">
      Already have an account? <a href={paths.login.getHref()}>Log in</a> to continue your application.
    </p>
  );
}
