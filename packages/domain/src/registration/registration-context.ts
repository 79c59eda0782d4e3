/**
 * What the registration rules depend on besides the answers themselves. The web app builds it from the organisation,
 * flags and session; the register endpoint builds the same from the request, so both sides judge alike.
 */
export interface RegistrationContext {
  /** The day ages are measured on. */
  today: Date;
  /** State of the property already chosen (screens after the first); the full payload reads its own. */
  propertyState?: string | undefined;
  /** The 62-and-over product variant. */
  specialProductMode: boolean;
  /** The organisation is under regulator review: New York properties are refused. */
  regulatorReview: boolean;
  /** Flag fe-heloc-ny-fcra: New York properties need the extra FCRA consent. */
  nyFcraFlag: boolean;
  /** Production refuses digits in last names. */
  isProduction: boolean;
  /** A referring loan officer whose organisation may restrict the property states. */
  referral?: { enforce: boolean; licensedStates: readonly string[] } | undefined;
  /**
   * The lender's own licensed states (its organisation data): a property elsewhere is refused at the address step.
   * Undefined only where no lender applies (unit tests of other rules).
   */
  licensedStates?: readonly string[] | undefined;
  /** Signed-in visitors skip phone-and-email and set-password. */
  authenticated: boolean;
}
