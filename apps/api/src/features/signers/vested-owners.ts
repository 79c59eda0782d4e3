import type { FeatureOptions } from '../../platform/http/feature-options.ts';
import { loadApplication } from '../applications/application-repository.ts';
import { ownershipOf } from '../workflow/jobs/provider-subject.ts';
import type { InvitationRow } from './invitation-service.ts';

/** "JORDAN O'BRIEN-SMITH" as a person writes it: "Jordan O'Brien-Smith". */
export function personName(recorded: string): string {
  return recorded
    .toLowerCase()
    .replace(
      /(^|[\s'’-])(\p{L})/gu,
      (_match, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

const key = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The owners the title report names who are neither the borrower nor already invited (issue 19, decision 236): the
 * signers page offers them as suggestions, since every owner of record must sign the deed. Nothing while the title
 * report is still pending. The report is asked for as page liens asks it (the title company answers from its file);
 * only names travel, never the report.
 */
export async function vestedOwnerSuggestions(
  opts: Pick<FeatureOptions, 'db' | 'providers'>,
  applicationId: string,
  invited: readonly InvitationRow[],
): Promise<string[]> {
  const aggregate = await loadApplication(opts.db, applicationId);
  const { borrower } = aggregate ?? {};
  const property =
    aggregate?.properties.find((p) => p.id === aggregate.application.selectedPropertyId) ??
    aggregate?.properties[0];
  if (!borrower || !property) return [];
  const { street1, city, state, zip } = property;
  const title = await opts.providers.title.titleReport({
    subject: {
      firstName: borrower.firstName,
      lastName: borrower.lastName,
      propertyAddress: { street1, city, state, zip },
      ownership: ownershipOf(borrower.addressOwnership),
    },
  });
  if (title.outcome !== 'COMPLETE') return [];
  const known = new Set([
    key(`${borrower.firstName} ${borrower.lastName}`),
    ...invited.map((row) => key(`${row.firstName} ${row.lastName}`)),
  ]);
  return title.vestedOwners.map(personName).filter((name) => !known.has(key(name)));
}
