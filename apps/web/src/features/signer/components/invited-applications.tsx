import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { SIGNER_PROGRESS_LABELS } from '@lintel/domain/signers/signer-invitation';
import { Loading } from '../../../components/ui/loading.tsx';
import { useMySignerApplications } from '../api/signer-area.ts';
import { nextSignerPage, signerHref } from '../signer-pages.ts';
import { openRequestsText } from './signer-simple-pages.tsx';

/** The applications the signer was invited to (issue 19): with several, the signer chooses one here. */
export function InvitedApplications({ fallback }: { fallback: ReactNode }) {
  const mine = useMySignerApplications();
  if (mine.isPending) return <Loading label="Loading your signing" />;
  if (mine.isError || mine.data.applications.length === 0) return fallback;
  return (
    <section className="stack" aria-labelledby="your-signing">
      <h2 id="your-signing" className="heading-m">
        {mine.data.applications.length > 1 ? 'Choose an application to continue' : 'Your signing'}
      </h2>
      <ul className="signer-card-list">
        {mine.data.applications.map((a) => {
          const next = nextSignerPage(a);
          return (
            <li key={a.uuid} className="signer-card stack">
              <p>
                <strong>{a.propertyAddress || 'Home equity line of credit'}</strong>
                <br />
                For {a.borrowerFirstName}’s line of credit ·{' '}
                {a.cancelled ? 'Cancelled' : SIGNER_PROGRESS_LABELS[a.progress]}
              </p>
              {/* What we asked of the signer comes first (decision 237): their next action. */}
              {next === 'conditions' ? (
                <p className="signer-notice">
                  <strong>We need something from you.</strong> {openRequestsText(a.openConditions)}
                </p>
              ) : null}
              <p>
                <Link
                  className="button"
                  to={signerHref(next === 'cancelled' || next === 'conditions' ? next : 'intro', a.uuid)}
                >
                  {next === 'conditions' ? 'See what we need from you' : 'Continue'}
                  <span className="visually-hidden"> with {a.propertyAddress}</span>
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
