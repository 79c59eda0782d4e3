import type { ReactNode } from 'react';
import { useOrganisation } from '../../config/organisation/organisation-context.tsx';
import { TestEnvironmentNotice } from './test-environment-notice.tsx';

/**
 * Brand header: the lender's logo (its wordmark carries the name) linking home; `actions` sits on the right. A test
 * deployment's notice comes first in it, on every page (issue 28).
 */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  const { orgBrand } = useOrganisation();
  return (
    <header className="site-header">
      <TestEnvironmentNotice />
      <div className="site-header__inner container">
        <a className="site-header__brand" href="/">
          <img src={orgBrand.logoUrl} alt={orgBrand.name} className="site-header__logo" height={32} />
        </a>
        {actions ? <div className="site-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
