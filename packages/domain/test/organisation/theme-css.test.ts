import { describe, expect, it } from 'vitest';
import { themeCssEntries, themeCssRule } from '../../src/organisation/theme-css.ts';
import type { OrgTheme } from '../../src/organisation/organisation.ts';

const theme: OrgTheme = {
  primary: '#0b5cab',
  onPrimary: '#ffffff',
  accent: '#f2a900',
  background: '#ffffff',
  surface: '#f5f7fa',
  text: '#1a1f36',
  mutedText: '#4f566b',
  link: '#0b5cab',
  error: '#b3261e',
  fontFamily: 'Inter, system-ui, sans-serif',
  loader: 'main',
};

describe('theme CSS', () => {
  it('maps every colour and the font to its variable', () => {
    expect(themeCssEntries(theme)).toContainEqual(['--color-primary', '#0b5cab']);
    expect(themeCssEntries(theme)).toContainEqual(['--font-family', 'Inter, system-ui, sans-serif']);
    expect(themeCssEntries(theme)).toHaveLength(10);
  });

  it('writes one :root rule and strips characters that could close the style element', () => {
    const rule = themeCssRule({ ...theme, fontFamily: 'x</style><script>' });
    expect(rule.startsWith(':root{--color-primary:#0b5cab;')).toBe(true);
    expect(rule).not.toContain('<');
  });
});
