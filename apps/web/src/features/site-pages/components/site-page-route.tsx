import { useRouterState } from '@tanstack/react-router';
import { isSitePageSlug, type SitePageSlug } from '@lintel/domain/shell-rules/site-page-slugs';
import { useDocumentTitle } from '../../../components/layouts/use-document-title.ts';
import { LenderPhoneLink } from '../../../components/ui/lender-phone-link.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { useOrganisation } from '../../../config/organisation/organisation-context.tsx';
import { paths } from '../../../config/paths.ts';
import { useSitePage } from '../api/site-page.ts';
import { SitePageView } from './site-page-view.tsx';
import './site-page.css';

const TITLES_WHILE_LOADING: Record<SitePageSlug, string> = {
  terms: 'Terms of Use',
  communications: 'Consent to Electronic Communications',
  privacy: 'Privacy Policy',
  licenses: 'Licenses',
  legal: 'Legal',
  accessibility: 'Accessibility',
  contact: 'Contact us',
};

/** The page at /terms, /privacy, ... (decision 170): the slug is the path itself. */
export function SitePageRoute() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const candidate = pathname.replace(/^\/+|\/+$/g, '');
  const slug: SitePageSlug = isSitePageSlug(candidate) ? candidate : 'contact';
  const organisation = useOrganisation();
  const { companyInfo } = organisation.orgMetaData;
  const page = useSitePage(organisation.orgCode, slug);
  useDocumentTitle(page.data?.title ?? TITLES_WHILE_LOADING[slug]);
  if (page.data) {
    return (
      <SitePageView
        page={page.data}
        brand={companyInfo.companyNameShort}
        privacyHref={
          companyInfo.privacyLinkIsExternal ? companyInfo.privacyPolicyUrl : paths.privacy.getHref()
        }
        homeHref={paths.home.getHref()}
      />
    );
  }
  if (page.isError) {
    return (
      <div className="stack narrow">
        <h1 className="heading-l">{TITLES_WHILE_LOADING[slug]}</h1>
        <p role="alert">Sorry, this page did not load. Please try again in a moment.</p>
        <p>
          You can also call us at <LenderPhoneLink />.
        </p>
        <button type="button" className="button button--secondary" onClick={() => void page.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <Loading label={`Loading ${TITLES_WHILE_LOADING[slug]}`} />;
}
