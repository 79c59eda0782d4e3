import type { Database } from '../../../../platform/db/database.ts';
import { countWithin, type CountedLimit } from '../../../../platform/rate-limit/too-many-requests.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Files a day (decision 248). A whole application asks for about 10 to 20 files; a heavy day (a statement photographed
 * page by page, ID photos taken again after a failed check, a co-signer's own) stays under 30. Only files that passed
 * the checks count (the guard runs just before storing), so a wrong file a borrower sends is not held against them.
 */
export const FILES_A_DAY: CountedLimit = {
  max: 40,
  windowMs: DAY_MS,
  message:
    'We have received a lot of files for this application today. Please try again tomorrow, or contact us.',
};

/**
 * What one application may store in 90 days, in kilobytes (decision 248): 500 MB, some 100 phone photos of 5 MB,
 * where a real application stores well under 200 MB. It bounds what 40 large files a day would add up to.
 */
export const KILOBYTES_IN_90_DAYS: CountedLimit = {
  max: 500 * 1024,
  windowMs: 90 * DAY_MS,
  message: 'This application has reached the most it can store. Please contact us to send more documents.',
};

/** Whose allowance an upload uses: the application's, or an anonymous chat's own. */
export type UploadOwner = { applicationId: string } | { conversationId: string };

/**
 * The one guard of every upload route (issue 28): counts the file and its kilobytes on the owner's shared counters
 * (PostgreSQL, so every process counts the same) and throws TooManyRequests (a 429 with `Retry-After`) past either
 * allowance. Call it after the caller's access is checked, so no one uses up an application they cannot see.
 */
export async function uploadAllowance(
  db: Pick<Database, 'execute'>,
  owner: UploadOwner,
  now: Date,
  bytes: number,
): Promise<void> {
  const key =
    'applicationId' in owner ? `application:${owner.applicationId}` : `chat:${owner.conversationId}`;
  await countWithin(db, `uploads:files:${key}`, FILES_A_DAY, now);
  await countWithin(db, `uploads:kb:${key}`, KILOBYTES_IN_90_DAYS, now, Math.max(1, Math.ceil(bytes / 1024)));
}
