/** When a failed attempt runs again: the delay, doubled per earlier retry with back-off, capped at one hour. */
export function retryAt(
  now: Date,
  job: { retryCount: number; retryDelaySeconds: number; retryBackoff: boolean },
): Date {
  const factor = job.retryBackoff ? 2 ** job.retryCount : 1;
  const seconds = Math.min(job.retryDelaySeconds * factor, 3600);
  return new Date(now.getTime() + seconds * 1000);
}
