/** Who and what a provider call is about; the persona is picked from these fields. */
export interface SubjectAddress {
  street1: string;
  street2?: string | undefined;
  city: string;
  state: string;
  zip: string;
}

export interface ProviderSubject {
  firstName: string;
  middleName?: string | undefined;
  lastName: string;
  /** Nine digits, with or without dashes; absent until the borrower has given it. */
  ssn?: string | undefined;
  /** The PIN the borrower gave to lift a bureau freeze; a frozen file needs it on every pull. */
  creditFreezePin?: string | undefined;
  /** ISO date yyyy-mm-dd. */
  dob?: string | undefined;
  propertyAddress: SubjectAddress;
  /** How the borrower said they hold the home (collect-additional-info); the sandbox title's vesting follows it. */
  ownership?: 'SOLE_OWNER' | 'JOINT_OWNER' | 'TRUST' | undefined;
}

/** The stable seed of the deterministic sandbox numbers for one applicant. */
export function subjectSeed(subject: ProviderSubject): string {
  const a = subject.propertyAddress;
  return [subject.firstName, subject.lastName, a.street1, a.zip].join('|').toLowerCase();
}
