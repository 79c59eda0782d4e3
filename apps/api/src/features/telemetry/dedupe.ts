import type { TelemetryEventRequest } from '@lintel/domain/shell-contracts/telemetry';
import { createHash } from 'node:crypto';

/**
 * The dedupe rule (decision 067): unless `dontDedupe` is true, an event that repeats the session's previous
 * deduplicated event is dropped. "Repeats" means the same event name and the same discriminator: the value of the
 * `dedupeProperty` event property when the caller names one, otherwise the page path. So a page view fired twice
 * for one render is stored once, and going back to a page after another counts again.
 *
 * Answers null when the event must always be stored.
 */
export function dedupeKeyOf(event: TelemetryEventRequest): string | null {
  if (event.dontDedupe === true) return null;
  const discriminator =
    event.dedupeProperty !== undefined
      ? ['property', event.dedupeProperty, event.eventProperties?.[event.dedupeProperty] ?? null]
      : ['page', event.pagePath];
  return createHash('sha256').update(JSON.stringify([event.event, ...discriminator])).digest('base64url');
}
