import * as z from 'zod/mini';

let requested = false;

/**
 * zod/mini's own English messages (decision 120) for a value failing a rule without a message of ours, fetched once
 * the first page has settled (decision 121): a chunk fetched while the first screen is drawn is a step on its
 * critical path in Lighthouse's model. Until it arrives (long before anyone submits a form) such a value reads
 * "Invalid input".
 */
export function loadZodEnglish(): void {
  if (requested) return;
  requested = true;
  void import('zod/v4/locales/en.js')
    .then(({ default: english }) => z.config(english()))
    .catch(() => {
      requested = false;
    });
}
