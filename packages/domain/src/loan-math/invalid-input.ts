/** The developer-facing error of spec 001 §8 ("Money formatting with NaN or negative precision"). */
export class InvalidInputError extends Error {
  constructor(detail: string) {
    super(`Invalid input: ${detail}`);
    this.name = 'InvalidInputError';
  }
}

export function assertPrecision(precision: number): void {
  if (!Number.isInteger(precision) || precision < 0) {
    throw new InvalidInputError(`precision must be a whole number of 0 or more (${String(precision)})`);
  }
}
