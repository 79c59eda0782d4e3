/**
 * The states where a line rests on a broker price opinion whatever the automated valuation says (spec bpoEscalate:
 * Texas). One home for the rule: the server's valuation path and identity check, and the browser's routing and step
 * engine all ask `requiresBpoValuation`. Kept apart from `bpo.ts` so the pages that route read no BPO form schema.
 */
export const BPO_VALUATION_STATES: ReadonlySet<string> = new Set(['TX']);

/** Whether the property's state requires a BPO; the state code is read in any case (`tx` is Texas). */
export function requiresBpoValuation(state: string | null | undefined): boolean {
  return typeof state === 'string' && BPO_VALUATION_STATES.has(state.toUpperCase());
}
