import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Every page: skip link, brand header, one <main>, footer. */
interface PageLayoutProps {
  children: ReactNode;
  headerActions?: ReactNode;
  /** Slots the app fills with the shell's features (banners under the header, the full footer, overlays). */
  banners?: ReactNode;
  footer?: ReactNode;
  overlays?: ReactNode;
}

export function PageLayout({ children, headerActions, banners, footer, overlays }: PageLayoutProps) {
  return (
    <div className="page">
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <SiteHeader actions={headerActions} />
      {banners}
      <main id="main-content" className="main container" tabIndex={-1}>
        {children}
      </main>
      {footer ?? <SiteFooter />}
      {overlays}
    </div>
  );
}
