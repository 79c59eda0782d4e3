import { sitePageParamsSchema, sitePageSchema } from '../../shell-contracts/site-pages.ts';
import { endpoint, endpointUrl } from '../endpoint.ts';

/** The lender's page (terms, privacy, licenses ...) for the request's organisation (x-org); decision 170. */
export const sitePage = endpoint({
  method: 'GET',
  path: '/service-site/api/v1/pages/:slug',
  service: 'service-site',
  summary:
    "One of the lender's site pages (terms, communications, privacy, licenses, legal, accessibility, contact)",
  description:
    "The lender's own text when it wrote one, otherwise the default filled with its name, NMLS number, address, " +
    'phone, hours and licensed states. Public and cached for five minutes per organisation.',
  caller: 'anyone',
  params: sitePageParamsSchema,
  response: sitePageSchema,
  errors: [400],
});

/** The address of one page's content, for tests. */
export const sitePageUrl = (slug: string): string => endpointUrl(sitePage, { slug });
