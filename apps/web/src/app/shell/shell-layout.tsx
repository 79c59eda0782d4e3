import type { ReactNode } from 'react';
import { PageLayout } from '../../components/layouts/page-layout.tsx';
import { SiteBanners } from '../../features/banners/components/site-banners.tsx';
import { ToastProvider } from '../../features/toasts/components/toast-provider.tsx';
import { ShellFooter } from './shell-footer.tsx';
import { ShellHeaderActions } from './shell-header.tsx';
import { ShellOverlays } from './shell-overlays.tsx';

/** Every page inside the shared shell of spec 001 §2: menus, banners, footer, toasts, dev tools (decision 080). */
export function ShellLayout({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <PageLayout
        headerActions={<ShellHeaderActions />}
        banners={<SiteBanners />}
        footer={<ShellFooter />}
        overlays={<ShellOverlays />}
      >
        {children}
      </PageLayout>
    </ToastProvider>
  );
}
