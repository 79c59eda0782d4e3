import type { SitePage } from '@lintel/domain/shell-contracts/site-pages';
import { SITE_PAGE_SLUGS, type SitePageSlug } from '@lintel/domain/shell-rules/site-page-slugs';
import { ContentBlock } from './content-block.tsx';

/** How the other pages are named in the page's own navigation. */
const NAV_LABELS: Record<SitePageSlug, string> = {
  terms: 'Terms of Use',
  privacy: 'Privacy Policy',
  communications: 'Electronic communications',
  licenses: 'Licenses',
  legal: 'Legal',
  accessibility: 'Accessibility',
  contact: 'Contact us',
};

function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

interface SitePageViewProps {
  page: SitePage;
  brand: string;
  /** Where the privacy page lives for this lender (its own address when it keeps the policy elsewhere). */
  privacyHref: string;
  homeHref: string;
}

/** One of the lender's site pages: title, summary, sections, and the way back and to its other pages. */
export function SitePageView({ page, brand, privacyHref, homeHref }: SitePageViewProps) {
  const hrefOf = (slug: SitePageSlug) => (slug === 'privacy' ? privacyHref : `/${slug}`);
  return (
    <article className="site-page">
      <a className="back-link" href={homeHref}>
        Back to home
      </a>
      <header className="site-page__header">
        <p className="site-page__eyebrow">{brand}</p>
        <h1 className="heading-l">{page.title}</h1>
        <p className="site-page__summary">{page.summary}</p>
        {page.updated ? (
          <p className="caption">
            Last updated <time dateTime={page.updated}>{longDate(page.updated)}</time>
          </p>
        ) : null}
      </header>
      <div className="site-page__layout">
        <div className="site-page__body">
          {page.sections.map((section, index) => {
            const id = `section-${index + 1}`;
            return (
              <section key={id} aria-labelledby={id} className="site-page__section">
                <h2 id={id} className="heading-m">
                  {section.heading}
                </h2>
                {section.blocks.map((block, blockIndex) => (
                  <ContentBlock key={blockIndex} block={block} />
                ))}
              </section>
            );
          })}
        </div>
        <nav aria-label={`More from ${brand}`} className="site-page__nav">
          <h2 className="site-page__nav-heading">More from {brand}</h2>
          <ul>
            {SITE_PAGE_SLUGS.map((slug) => (
              <li key={slug}>
                <a href={hrefOf(slug)} aria-current={slug === page.slug ? 'page' : undefined}>
                  {NAV_LABELS[slug]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </article>
  );
}
