/**
 * The states where a line rests on a broker price opinion whatever the automated valuation says (spec bpoEscalate:
 * Texas), as every lender's credit policy must include them (decision 223). A lender's policy may name more states;
 * the server then says so on the application (`property.bpoStateRule`) and the browser follows `bpoRequiredByState`.
 * Kept apart from `bpo.ts` so the pages that route read no BPO form schema.
 */
export const BPO_VALUATION_STATES: ReadonlySet<string> = new Set(['TX']);

/** Whether the property's state requires a BPO; the state code is read in any case (`tx` is Texas). */
export function requiresBpoValuation(state: string | null | undefined): boolean {
  return typeof state === 'string' && BPO_VALUATION_STATES.has(state.toUpperCase());
}

/**
 * Whether this application's valuation must be a BPO by its lender's state rule: what the server decided from the
 * lender's policy when it valued the home (decision 223), else (valued before that was recorded) the Texas rule.
 */
export function bpoRequiredByState(app: {
  property?: { state?: string | null | undefined; bpoStateRule?: boolean | null | undefined } | null | undefined;
}): boolean {
  const rule = app.property?.bpoStateRule;
  return typeof rule === 'boolean' ? rule : requiresBpoValuation(app.property?.state);
}
