/** Shared plumbing of the sandbox providers: configurable latency and deterministic "randomness". */

export interface SandboxOptions {
  /** Simulated network latency of every call, in milliseconds (default 0: answer on the next tick). */
  latencyMs?: number;
  /** Clock for timestamps in answers (pulledAt, effectiveDate); default the system clock. */
  now?: () => Date;
}

/** Waits `ms` milliseconds with a timer the caller can await (fake timers in tests can advance it). */
export function simulateLatency(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

/** FNV-1a: a stable 32-bit hash, so the same applicant always gets the same sandbox numbers. */
export function hash32(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Whole number in [min, max], chosen by the seed. */
export function hashInt(seed: string, min: number, max: number): number {
  return min + (hash32(seed) % (max - min + 1));
}

/** Whole-dollar amount in [min, max] rounded down to `step`, chosen by the seed. */
export function hashDollars(seed: string, min: number, max: number, step = 1): number {
  const n = hashInt(seed, Math.ceil(min / step), Math.floor(max / step));
  return n * step;
}
