import type { OrgTheme } from '@lintel/domain/organisation/organisation';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The one face the web build ships (apps/web/src/styles/fonts.css, decision 175); other themes name system faces. */
export const SHIPPED_FONT = 'Source Sans 3';

/** Whether a theme's text is set in the shipped face: its font list starts with it. */
export function usesShippedFont(theme: Pick<OrgTheme, 'fontFamily'>): boolean {
  const first = theme.fontFamily
    .split(',')[0]
    ?.trim()
    .replace(/^['"]|['"]$/g, '');
  return first === SHIPPED_FONT;
}

/**
 * `<link rel="preload">` for the font files the entry's stylesheet references (the build manifest's entry `assets`,
 * woff2 only: today the shipped face's latin file). A single-page app paints its text only after its JavaScript has
 * run; announced with the page, the font has arrived by then, so the first paint is already in the brand face and
 * nothing reflows when it swaps in (Lighthouse measured a layout shift of 0.22 on register-v2 without it). '' when the
 * build has no manifest or no font.
 */
export function readFontPreload(distDir: string, assetPrefix: string): string {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return '';
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<
      string,
      { isEntry?: boolean; assets?: string[] }
    >;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    return (entry?.assets ?? [])
      .filter((asset) => asset.endsWith('.woff2'))
      .map(
        (asset) =>
          `<link rel="preload" as="font" type="font/woff2" crossorigin href="${assetPrefix}${asset}">`,
      )
      .join('');
  } catch {
    return '';
  }
}
