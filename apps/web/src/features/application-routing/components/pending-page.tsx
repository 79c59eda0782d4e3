import { Loading } from '../../../components/ui/loading.tsx';
import './pending-page.css';

/**
 * The loading state of a per-application page. It holds a screen's height so the footer (and, on phones, the
 * sidebar) stays below the fold until the page arrives: the page then pushes nothing the borrower is looking at
 * (layout shift, decision 097).
 */
export function PendingPage({ label }: { label: string }) {
  return (
    <div className="pending-page">
      <Loading label={label} />
    </div>
  );
}

/** What an application's address shows from the first paint until its layout knows the application (decision 099). */
export function ApplicationPending() {
  return <PendingPage label="Loading your application" />;
}
