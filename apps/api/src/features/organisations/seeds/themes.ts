import type { OrgTheme } from '@lintel/domain/organisation/organisation';

// Every text/background pair here passes WCAG AA 4.5:1; test/organisations/theme-contrast.test.ts checks each one.
const SANS = "'Source Sans 3', 'Segoe UI', system-ui, -apple-system, sans-serif";

const lintelBase = {
  onPrimary: '#ffffff',
  accent: '#f2a900',
  background: '#ffffff',
  surface: '#f4f6f8',
  text: '#1a1d21',
  mutedText: '#545b64',
  link: '#1d5fa6',
  error: '#b3261e',
  fontFamily: SANS,
} as const;

export const lintelTheme: OrgTheme = { ...lintelBase, primary: '#1f4e79', loader: 'main' };
export const lintelNyTheme: OrgTheme = { ...lintelBase, primary: '#173f66', loader: 'main-ny' };
export const lintelWholesaleTheme: OrgTheme = {
  ...lintelBase,
  primary: '#2d3e50',
  accent: '#4fb3bf',
  loader: 'wholesale',
};
export const lintelWholesaleNyTheme: OrgTheme = {
  ...lintelBase,
  primary: '#243447',
  accent: '#4fb3bf',
  loader: 'wholesale-ny',
};
export const lintelMarketsTheme: OrgTheme = {
  ...lintelBase,
  primary: '#4a2c82',
  accent: '#c6a7ff',
  loader: 'default',
};

export const keystoneTheme: OrgTheme = {
  primary: '#0b6e4f',
  onPrimary: '#ffffff',
  accent: '#f4d35e',
  background: '#ffffff',
  surface: '#f1f7f4',
  text: '#17251f',
  mutedText: '#4d5c55',
  link: '#0a6148',
  error: '#b3261e',
  fontFamily: SANS,
  loader: 'default',
};

/** Harbor Mortgage: a nautical look with a serif face. */
export const harborTheme: OrgTheme = {
  primary: '#005f73',
  onPrimary: '#ffffff',
  accent: '#94d2bd',
  background: '#fbfaf7',
  surface: '#eef3f3',
  text: '#14213d',
  mutedText: '#4a5568',
  link: '#005a6e',
  error: '#9b2226',
  fontFamily: "Georgia, 'Times New Roman', serif",
  loader: 'lender-a',
};

/** Summit Home Loans: warm mountain tones. */
export const summitTheme: OrgTheme = {
  primary: '#8a3b12',
  onPrimary: '#ffffff',
  accent: '#e9c46a',
  background: '#ffffff',
  surface: '#f7f3ee',
  text: '#2b2118',
  mutedText: '#5e5248',
  link: '#8a3b12',
  error: '#a4161a',
  fontFamily: "'Trebuchet MS', 'Segoe UI', system-ui, sans-serif",
  loader: 'lender-b',
};

export const prairieTheme: OrgTheme = {
  primary: '#4f5d16',
  onPrimary: '#ffffff',
  accent: '#e0b84a',
  background: '#ffffff',
  surface: '#f6f5ec',
  text: '#22251a',
  mutedText: '#575b4a',
  link: '#46530f',
  error: '#a8201a',
  fontFamily: SANS,
  loader: 'default',
};
