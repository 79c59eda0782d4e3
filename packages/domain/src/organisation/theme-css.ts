import type { OrgTheme } from './organisation.ts';

/**
 * The CSS custom properties a brand's theme sets. The server writes them into index.html (no flash of the wrong
 * brand) and the web app reads only these names, so a brand is data, never code.
 */
export const THEME_CSS_VARIABLES = {
  primary: '--color-primary',
  onPrimary: '--color-on-primary',
  accent: '--color-accent',
  background: '--color-background',
  surface: '--color-surface',
  text: '--color-text',
  mutedText: '--color-muted-text',
  link: '--color-link',
  error: '--color-error',
  fontFamily: '--font-family',
} as const satisfies Record<Exclude<keyof OrgTheme, 'loader'>, `--${string}`>;

/** `[name, value]` pairs for a theme, in a stable order. */
export function themeCssEntries(theme: OrgTheme): Array<[string, string]> {
  return (Object.keys(THEME_CSS_VARIABLES) as Array<keyof typeof THEME_CSS_VARIABLES>).map((key) => [
    THEME_CSS_VARIABLES[key],
    theme[key],
  ]);
}

/** A `:root { … }` rule for a theme. Values are validated colours and a font list, but `<` is still refused. */
export function themeCssRule(theme: OrgTheme): string {
  const body = themeCssEntries(theme)
    .map(([name, value]) => `${name}:${value.replace(/[<>{};]/g, '')}`)
    .join(';');
  return `:root{${body}}`;
}
