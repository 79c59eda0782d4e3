import type { FastifyInstance } from 'fastify';

/** How stale another process's copy of the lenders may get: a minute (issue 28). */
export const ORGANISATION_REFRESH_MS = 60_000;

/**
 * Every process keeps the lenders in memory (organisation-directory.ts). A change made through another process (a
 * rate sheet published by the admin call or the pricing command, a lender added) and a sheet whose effective day has
 * come reach this one within a minute: the directory is read again on a timer, and kept when nothing changed.
 */
export function refreshOrganisations(app: FastifyInstance, everyMs = ORGANISATION_REFRESH_MS): void {
  const timer = setInterval(() => {
    app.organisations
      .reload()
      .catch((error: Error) => app.log.warn({ message: error.message }, 'organisation refresh failed'));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
