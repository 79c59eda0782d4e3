import { lazyModule } from '../../lib/lazy-module.ts';

/**
 * The home equity brochure start/app-summary shows (about 2 KB gzip of text), out of the page's first load
 * (decision 233): the page's chunk starts it beside the summary call, the page renders when both are here.
 */
export const helocBrochureModule = lazyModule(
  () => import('@lintel/domain/application/disclosures/heloc-brochure'),
);
