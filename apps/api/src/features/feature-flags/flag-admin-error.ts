/** A refusal the operator can act on: the message names what was wrong and what is allowed. */
export class FlagAdminError extends Error {
  override name = 'FlagAdminError';
}
