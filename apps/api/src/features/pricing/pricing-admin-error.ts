/** A refusal the operator can act on: each problem names the field and what is allowed. Nothing was stored. */
export class PricingAdminError extends Error {
  override name = 'PricingAdminError';
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}
