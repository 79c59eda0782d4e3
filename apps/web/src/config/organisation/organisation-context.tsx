import { createContext, use } from 'react';
import type { ReactNode } from 'react';
import type { Organisation } from '@lintel/domain/organisation/organisation';

const OrganisationContext = createContext<Organisation | null>(null);

export function OrganisationProvider({
  organisation,
  children,
}: {
  organisation: Organisation;
  children: ReactNode;
}) {
  return <OrganisationContext value={organisation}>{children}</OrganisationContext>;
}

/** The lender whose portal this is; every branded text and link reads it from here. */
export function useOrganisation(): Organisation {
  const organisation = use(OrganisationContext);
  if (!organisation) throw new Error('useOrganisation needs an <OrganisationProvider> above it');
  return organisation;
}
