import { sitePage } from '@lintel/domain/api/endpoints/site-pages';
import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { DEFAULT_PAGES } from './default-pages/default-pages.ts';
import { lenderFacts } from './lender-facts.ts';
import { findPageOverride } from './site-page-overrides.ts';

// The text changes with a deploy of lender data, not within a visit; a shared cache keeps one copy per lender.
const PAGE_CACHE = 'public, max-age=300';

/** `GET /service-site/api/v1/pages/:slug`: the lender's site page, its own or the default (decision 170). */
export async function sitePagesFeature(
  app: FastifyInstance,
  { db, endpoints }: FeatureOptions,
): Promise<void> {
  endpoints(app, sitePage, async ({ params, request, reply }) => {
    const { slug } = params;
    const { organisation } = request;
    const own = await findPageOverride(db, organisation.orgCode, slug);
    const content = own ?? DEFAULT_PAGES[slug](await lenderFacts(db, organisation));
    reply.header('cache-control', PAGE_CACHE).header('vary', 'x-org, cookie');
    return { slug, ...content, lenderWritten: own !== undefined };
  });
}
