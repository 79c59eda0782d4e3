import { visibleBanners } from '@lintel/domain/shell-rules/banners';
import { useBanners } from '../api/banner-file.ts';
import type { BannerEnvironment } from '@lintel/domain/shell-contracts/banners';
import './banners.css';

/** The app name banners list in their `apps` (decision 069). */
export const BANNER_APP = 'heloc';
const VARIANT_WORDS: Record<string, string> = {
  warning: 'Warning',
  error: 'Important',
  success: 'Good news',
  info: 'Notice',
};

/**
 * Spec 001 §2/§4: banners at the top of apps, up to 2, in their loading, error and loaded states. Loading and error
 * show nothing: a broken banner file must never cover the page (the error stays in the query for diagnosis).
 */
export function SiteBanners({ environment, max }: { environment?: BannerEnvironment; max?: number }) {
  const banners = useBanners(environment);
  if (!banners.data) return null;
  const shown = visibleBanners(banners.data, BANNER_APP, max);
  if (shown.length === 0) return null;
  return (
    <section aria-label="Announcements" className="site-banners">
      {shown.map((banner) => {
        const variant = VARIANT_WORDS[banner.variant] ? banner.variant : 'info';
        return (
          <div key={banner.uuid} className={`site-banner site-banner--${variant}`}>
            <p className="container">
              <strong>{VARIANT_WORDS[variant]}: </strong>
              {banner.message}
            </p>
          </div>
        );
      })}
    </section>
  );
}
