/** Time as a dependency, so lockouts, token expiry and seeds can be tested with a fixed or advancing clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
