import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';

interface SettingsPageProps {
  displayName: string;
  email: string;
}

/** Account details as the identity service holds them; editing arrives with the profile issue. */
export function SettingsPage({ displayName, email }: SettingsPageProps) {
  useDocumentTitle('Account settings');
  return (
    <div className="stack">
      <Link to="/dashboard" className="back-link">
        Back to dashboard
      </Link>
      <h1 className="heading-l">Account settings</h1>
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>Name</dt>
          <dd>{displayName}</dd>
        </div>
        <div className="summary-list__row">
          <dt>Email</dt>
          <dd>{email}</dd>
        </div>
      </dl>
    </div>
  );
}
