import { US_STATE_COUNT } from '@lintel/domain/constants/shell-limits';
import type { SitePageContent } from '@lintel/domain/shell-contracts/site-pages';
import type { LenderFacts } from '../lender-facts.ts';
import { link, list, p, questions, section } from './blocks.ts';

export function licensesPage(f: LenderFacts): SitePageContent {
  const count = f.licensedStateNames.length;
  const states = `${count} ${count === 1 ? 'state' : 'states'}`;
  return {
    title: 'Licenses',
    summary: `${f.companyName} is licensed to lend in ${states}. Our NMLS number is ${f.nmls}.`,
    sections: [
      section(
        'NMLS Consumer Access',
        p(
          'You can check our licenses on ',
          link(`NMLS Consumer Access (${f.companyNameShort}, #${f.nmls})`, f.nmlsUrl),
          ', the public record of mortgage lenders kept by state regulators.',
        ),
      ),
      section(
        `States where we lend (${count})`,
        list(...f.licensedStateNames),
        // Spec 001 §1: "also offered in more states when fewer than 50 are licensed", as the footer says it.
        ...(count < US_STATE_COUNT ? [p(`${f.product} is also offered in more states.`)] : []),
        p('We can take applications only for properties in the states above.'),
      ),
      questions(f),
    ],
  };
}
