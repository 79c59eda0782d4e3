import type { DecisionAnswer } from '../reference-data/feature-flags.ts';
import type { Banner } from '../shell-rules/banners.ts';
import type { BannerEnvironment } from './banners.ts';

// What the server, the deferred boot script (apps/web/src/boot/) and the app's entry agree on for a page the server has rendered
// (decision 244): names only, no behaviour.

/** On `#root` when it holds the server's rendering of the page, for the app to hydrate rather than replace. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
/** On the boot script: the app entry's address, loaded when the app is wanted. */
export const BOOT_ENTRY_ATTRIBUTE = 'data-entry';
/** The id of the JSON element carrying ServerPageData in such a page. */
export const SERVER_DATA_ELEMENT = '__LINTEL_SERVER_DATA__';

/**
 * What the server renders a visitor's page with and sends beside it, so that the browser's first render (the
 * hydration) has the same answers: the banner files (they change by deploy, decision 069) and the flag decisions the
 * page waits on (registration's gates), for the page's lender.
 */
export interface ServerPageData {
  banners: Partial<Record<BannerEnvironment, Banner[]>>;
  flags?: Record<string, DecisionAnswer>;
}
