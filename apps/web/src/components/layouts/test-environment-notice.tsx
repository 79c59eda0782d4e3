import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import './test-environment-notice.css';

/**
 * Issue 28: a production deployment on sandbox providers says on every page, first thing, that it is a test
 * environment. The server decides (the organisation object's `testEnvironment`); the page only shows it.
 */
export function TestEnvironmentNotice() {
  const { testEnvironment } = useOrganisation();
  if (!testEnvironment) return null;
  return (
    <p className="test-environment-notice">
      <span className="container">
        <strong>Test environment:</strong> this is not a live lending site. No real loan, credit check or
        payment takes place here.
      </span>
    </p>
  );
}
