import type { MaintenanceVariables } from '@lintel/domain/reference-data/feature-flags';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';

/** Spec 000 §2 / 001 §2: title, message and an optional dashboard link, all from the flag's variables. */
export function MaintenancePage({ maintenance }: { maintenance: MaintenanceVariables }) {
  useDocumentTitle(maintenance.pageTitle);
  return (
    <div className="stack narrow">
      <h1 className="heading-l">{maintenance.pageTitle}</h1>
      <p>{maintenance.message}</p>
      {maintenance.shouldShowDashboardLink ? (
        <p>
          <a href="/dashboard">Go to dashboard</a>
        </p>
      ) : null}
    </div>
  );
}
