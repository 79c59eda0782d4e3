import type { Persona } from './persona-types.ts';
import { HAPPY_PERSONA, PERSONAS } from './personas.ts';
import type { ProviderSubject } from './subject.ts';

/** Sandbox SSNs live in area 666, which is never issued: 666-GG-XXXX picks the persona with SSN group GG. */
export const SANDBOX_SSN_AREA = '666';

function ssnGroup(ssn: string | undefined): string | undefined {
  const digits = (ssn ?? '').replace(/\D/g, '');
  return digits.length === 9 && digits.startsWith(SANDBOX_SSN_AREA) ? digits.slice(3, 5) : undefined;
}

/**
 * Picks the persona for an applicant. Precedence: sandbox SSN (once the borrower has given one), then last name,
 * then the property's street, then its state; anything else is the happy path.
 */
export function personaFor(subject: ProviderSubject): Persona {
  const group = ssnGroup(subject.ssn);
  const lastName = subject.lastName.trim().toLowerCase();
  const street = `${subject.propertyAddress.street1} ${subject.propertyAddress.street2 ?? ''}`.toLowerCase();
  const state = subject.propertyAddress.state.trim().toUpperCase();
  return (
    (group !== undefined ? PERSONAS.find((p) => p.pick.ssnGroup === group) : undefined) ??
    PERSONAS.find((p) => p.pick.lastName?.toLowerCase() === lastName) ??
    PERSONAS.find(
      (p) => p.pick.streetContains !== undefined && street.includes(p.pick.streetContains.toLowerCase()),
    ) ??
    PERSONAS.find((p) => p.pick.state === state) ??
    HAPPY_PERSONA
  );
}

export function personaById(id: string): Persona | undefined {
  return PERSONAS.find((p) => p.id === id);
}
