import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { SIGNER_PROGRESS_LABELS } from '@lintel/domain/signers/signer-invitation';
import { Loading } from '../../../components/ui/loading.tsx';
import { useMySignerApplications } from '../api/signer-area.ts';
import { nextSignerPage, signerHref } from '../signer-pages.ts';

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
        {mine.data.applications.map((a) => (
          <li key={a.uuid} className="signer-card stack">
            <p>
              <strong>{a.propertyAddress || 'Home equity line of credit'}</strong>
              <br />
              For {a.borrowerFirstName}’s line of credit ·{' '}
              {a.cancelled ? 'Cancelled' : SIGNER_PROGRESS_LABELS[a.progress]}
            </p>
            <p>
              <Link
                className="button"
                to={signerHref(nextSignerPage(a) === 'cancelled' ? 'cancelled' : 'intro', a.uuid)}
              >
                Continue<span className="visually-hidden"> with {a.propertyAddress}</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
