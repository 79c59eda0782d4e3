import { ORGANISATION_GLOBAL, organisationSchema } from '@lintel/domain/organisation/organisation';
import type { Organisation } from '@lintel/domain/organisation/organisation';

/** Spec 001 §8: "No private-label organisation data" is a developer-facing error. */
export class OrganisationDataError extends Error {
  override readonly name = 'OrganisationDataError';
}

function parse(value: unknown, source: string): Organisation {
  const result = organisationSchema.safeParse(value);
  if (!result.success)
    throw new OrganisationDataError(`No private-label organisation data (${source} is invalid)`);
  return result.data;
}

/**
 * The organisation the server wrote into index.html (`<script type="application/json" id="__LINTEL_ORG__">`).
 * Null when the page carries none (the Vite dev server); an error when it carries something unreadable.
 */
export function readInjectedOrganisation(doc: Document = document): Organisation | null {
  const script = doc.getElementById(ORGANISATION_GLOBAL);
  if (!script?.textContent) return null;
  let json: unknown;
  try {
    json = JSON.parse(script.textContent);
  } catch {
    throw new OrganisationDataError('No private-label organisation data (the page script is not JSON)');
  }
  return parse(json, 'the page script');
}

export function parseOrganisation(value: unknown, source: string): Organisation {
  return parse(value, source);
}
