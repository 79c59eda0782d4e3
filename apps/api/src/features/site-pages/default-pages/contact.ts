import type { Inline, SitePageContent } from '@lintel/domain/shell-contracts/site-pages';
import type { LenderFacts } from '../lender-facts.ts';
import { emailLink, facts, p, phoneLink, section } from './blocks.ts';

export function contactPage(f: LenderFacts): SitePageContent {
  const hours: [string, ...Inline[]][] = f.hours.map((line) => [line.days, line.hours]);
  return {
    title: 'Contact us',
    summary: `Questions about checking your rate, your application or your credit line? The ${f.companyNameShort} team is here to help.`,
    sections: [
      section(
        'Call us',
        facts(['Phone', phoneLink(f)], ...hours),
        ...(hours.length > 0 ? [p('Our phone hours are in Pacific Time.')] : []),
        p(
          'If you have an application, keep its Application ID at hand: it is at the top of your application pages.',
        ),
      ),
      section('Email us', p(emailLink(f), ' — we answer within one business day.')),
      section('Write to us', facts(['Mailing address', `${f.companyName}, ${f.addressLines.join(', ')}`])),
      section('Licensing', p(`${f.companyName}, NMLS #${f.nmls}.`)),
    ],
  };
}
