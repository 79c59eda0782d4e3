import type { SitePageContent } from '@lintel/domain/shell-contracts/site-pages';
import type { SitePageSlug } from '@lintel/domain/shell-rules/site-page-slugs';
import type { LenderFacts } from '../lender-facts.ts';
import { accessibilityPage } from './accessibility.ts';
import { communicationsPage } from './communications.ts';
import { contactPage } from './contact.ts';
import { legalPage } from './legal.ts';
import { licensesPage } from './licenses.ts';
import { privacyPage } from './privacy.ts';
import { termsPage } from './terms.ts';

/** The page every lender has until it writes its own, filled with its details (decision 170). */
export const DEFAULT_PAGES: Readonly<Record<SitePageSlug, (facts: LenderFacts) => SitePageContent>> = {
  terms: termsPage,
  communications: communicationsPage,
  privacy: privacyPage,
  licenses: licensesPage,
  legal: legalPage,
  accessibility: accessibilityPage,
  contact: contactPage,
};
