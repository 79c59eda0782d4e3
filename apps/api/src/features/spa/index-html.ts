import { ORGANISATION_GLOBAL, type Organisation } from '@lintel/domain/organisation/organisation';
import { themeCssRule } from '@lintel/domain/organisation/theme-css';
import { createHash } from 'node:crypto';

export const HEAD_PLACEHOLDER = '<!--lintel-head-->';

/** Served when apps/web/dist is missing (API-only runs and tests); it still carries the injected organisation. */
export const NOT_BUILT_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Lintel</title>
    ${HEAD_PLACEHOLDER}
  </head>
  <body>
    <main><h1>The web app is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p></main>
  </body>
</html>
`;

/** Text for an element's content or a double-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside a script element: `<` escaped so no value can close the element (`</script>`) or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface RenderedPage {
  html: string;
  /** CSP source for the one inline style element (its sha256), so style-src needs no 'unsafe-inline'. */
  styleHash: string;
  /** CSP source for the inline boot script of a server-rendered page (server-rendered-page.ts). */
  scriptHash?: string;
}

/**
 * index.html for one organisation: the organisation object and its theme arrive with the page (no flash of brand),
 * with `preloadLinks` (the requested route's chunks, route-preloads.ts) at the end of the head.
 */
export function renderIndexHtml(
  template: string,
  organisation: Organisation,
  preloadLinks = '',
): RenderedPage {
  const css = themeCssRule(organisation.orgBrand.theme);
  const head =
    `<script type="application/json" id="${ORGANISATION_GLOBAL}">${scriptSafeJson(organisation)}</script>` +
    `<style id="lintel-theme">${css}</style>`;
  const html = template
    .replace(HEAD_PLACEHOLDER, () => head)
    // After the entry's own script and stylesheet, so they stay first in the browser's queue.
    .replace('</head>', () => `${preloadLinks}</head>`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(organisation.orgBrand.name)}</title>`);
  const styleHash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
  return { html, styleHash };
}
