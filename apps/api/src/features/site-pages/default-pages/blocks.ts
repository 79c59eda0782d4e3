import type { Block, Inline, Section } from '@lintel/domain/shell-contracts/site-pages';
import type { LenderFacts } from '../lender-facts.ts';

/** Small builders that keep the default pages readable as prose. */
export const link = (text: string, href: string): Inline => ({ text, href });
export const p = (...parts: Inline[]): Block => ({ paragraph: parts });
export const list = (...items: (Inline | Inline[])[]): Block => ({
  list: items.map((item) => (Array.isArray(item) ? item : [item])),
});
export const facts = (...rows: [string, ...Inline[]][]): Block => ({
  facts: rows.map(([term, ...detail]) => ({ term, detail })),
});
export const section = (heading: string, ...blocks: Block[]): Section => ({ heading, blocks });

export const phoneLink = (f: LenderFacts): Inline => link(f.phone, f.phoneHref);
export const emailLink = (f: LenderFacts): Inline => link(f.email, `mailto:${f.email}`);

/** "Mon - Fri 6:00 AM - 6:00 PM PT; Sat - Sun Closed", or nothing when the lender has no phone hours. */
export function hoursText(f: LenderFacts): string {
  return f.hours.map((line) => line.label).join('; ');
}

/** The closing section every page shares: how to reach the lender. */
export function questions(f: LenderFacts): Section {
  const hours = hoursText(f);
  return section(
    'Questions',
    p(
      'Call us at ',
      phoneLink(f),
      hours ? ` (${hours}), email ` : ', email ',
      emailLink(f),
      `, or write to ${f.companyName}, ${f.addressLines.join(', ')}.`,
    ),
  );
}
