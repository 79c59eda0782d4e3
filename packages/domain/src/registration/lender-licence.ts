// No schema here: register-v2's first screen imports this, within its first-load budget (decision 120).
/** Whether a lender licensed in `licensedStates` may lend on a property in `state` (codes, any case). */
export function isStateLicensed(state: string, licensedStates: readonly string[]): boolean {
  const wanted = state.toUpperCase();
  return licensedStates.some((licensed) => licensed.toUpperCase() === wanted);
}

/**
 * The address step's answer to a property where the lender holds no licence (issue 16, decision 171). `stateName`
 * is the state's name as a borrower says it.
 */
export function stateNotLicensedMessage(stateName: string): string {
  return `We're not licensed to lend in ${stateName} yet, so we can't take an application for this property.`;
}
